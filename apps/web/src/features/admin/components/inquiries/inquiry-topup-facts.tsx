import { Link } from 'react-router';
import {
  PAYMENT_TYPE_LABELS,
  REQUEST_STATUS_LABELS,
  type PaymentType,
  type RequestStatus,
} from '@smm/contract/enums';
import { formatDateTime, formatWon } from '@smm/contract/format';
import type { AdminPointRequest } from '@smm/contract/point-api';
import { decidedBy } from '../decided-by.ts';
import { DetailList } from '../detail-list.tsx';

/** The top-up request an inquiry is about, as the top-up screen shows it. */
export function InquiryTopupFacts({ topup }: { topup: AdminPointRequest }) {
  const fields: [string, string][] = [
    ['상태', REQUEST_STATUS_LABELS[topup.status as RequestStatus] ?? String(topup.status)],
    ['입금자명', topup.name],
    ['충전 포인트', `${formatWon(topup.point)}원`],
    ['입금 금액', `${formatWon(topup.payAmount)}원`],
    ['증빙', PAYMENT_TYPE_LABELS[topup.feeType as PaymentType] ?? '-'],
    ['신청 일시', formatDateTime(topup.createdAt)],
    ['처리', topup.responseAt ? `${formatDateTime(topup.responseAt)} · ${decidedBy(topup)}` : '-'],
    ['거절 사유', topup.reason ?? '-'],
  ];
  return (
    <section aria-labelledby="inquiry-topup-title">
      <h2 id="inquiry-topup-title" className="admin-section-title">
        <Link to="/admin/point-requests">충전 신청 {topup.id}</Link>
      </h2>
      <DetailList fields={fields} single />
    </section>
  );
}
