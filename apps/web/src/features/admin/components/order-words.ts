/**
 * The order detail's provider status and ledger keys in Korean words (issue 34): the console showed
 * a panel's raw 'Completed' and keys like 'order:1:debit'. Words are matched the way the server's
 * provider-status.ts reads them (case, spaces, '_' and '-' ignored); anything unknown is shown as is.
 */
const PROVIDER_STATUS_WORDS: Record<string, string> = {
  pending: '대기',
  processing: '처리 중',
  inprogress: '진행 중',
  completed: '완료',
  partial: '부분 완료',
  canceled: '취소',
  cancelled: '취소',
};

/** '완료 (Completed)': the Korean word, with the panel's own beside it for support calls. */
export function providerStatusText(raw: string | null): string {
  if (raw === null || raw.trim() === '') return '-';
  const word = PROVIDER_STATUS_WORDS[raw.toLowerCase().replace(/[\s_-]+/g, '')];
  return word ? `${word} (${raw})` : raw;
}

const LEDGER_KEY_WORDS: Record<string, Record<string, string>> = {
  order: { debit: '주문 결제', refund: '주문 환불' },
  auto_order: { debit: '자동주문 결제', refund: '자동주문 환불' },
  point_request: { credit: '충전 승인' },
};

/** 'order:1:debit' → '주문 1 결제'; a key of another shape is shown as is. */
export function ledgerKeyText(key: string): string {
  const [kind, id, movement] = key.split(':');
  const words = kind && movement ? LEDGER_KEY_WORDS[kind]?.[movement] : undefined;
  if (!words || !id || !/^\d+$/.test(id) || key.split(':').length !== 3) return key;
  const [subject, verb] = words.split(' ');
  return `${subject} ${id} ${verb}`;
}

const LEDGER_REASONS: Record<string, string> = {
  order: '주문',
  refund: '환불',
  topup: '충전',
  adjustment: '조정',
  // Issue 35's reasons, as the contract's LEDGER_REASON_LABELS words them.
  bonus: '충전 보너스',
  coupon: '쿠폰',
  commission: '추천인 수익',
  payout: '추천인 수익 출금',
};

/** A ledger row's reason in Korean ('order' → '주문'); an unknown one is shown as is. */
export function ledgerReasonText(reason: string): string {
  return LEDGER_REASONS[reason] ?? reason;
}
