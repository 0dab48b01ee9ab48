import type { AdminPointRequest } from '@smm/contract/point-api';

/** Who decided a request, in Korean: the operator's id, the bank webhook or the 3-hour expiry. */
export function decidedBy(row: Pick<AdminPointRequest, 'decidedVia' | 'decidedBy'>): string {
  if (row.decidedVia === 'operator') return row.decidedBy ?? '운영자';
  if (row.decidedVia === 'webhook') return '입금 자동 확인';
  if (row.decidedVia === 'expiry') return '기간 만료';
  return '-';
}
