import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ADMIN_ORDER_ACTION_LABELS, type AdminOrderAction } from '@smm/contract/admin-orders';
import { formatDateTime, formatWon } from '@smm/contract/format';
import type { ServiceType } from '@smm/contract/service-type-rules';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useAdminOrder } from '../api/get-admin-order.ts';
import { AutoOrderCard } from '../components/auto-order-card.tsx';
import { OrderActionForm } from '../components/order-action-form.tsx';
import { OrderRequestsTable } from '../components/order-requests-table.tsx';
import { ProviderAttemptsTable } from '../components/provider-attempts-table.tsx';
import { orderStatusLabel, submitStateLabel } from '../components/order-labels.ts';
import { formatUnitPoint } from '../../../lib/format-unit-point.ts';
import { ledgerKeyText, ledgerReasonText, providerStatusText } from '../components/order-words.ts';
import { DetailList } from '../components/detail-list.tsx';
import { orderCostFields } from '../components/order-cost-fields.ts';
import { OrderDetailsView } from '../../../components/ui/order-details.tsx';
import { SERVICE_TYPE_NAMES } from '../../../lib/service-type-names.ts';

/** The order's service type, when it is not a Default order (issue 32). */
const typeField = (details: { type: ServiceType } | null | undefined): [string, string][] =>
  details ? [['서비스 유형', `${details.type} · ${SERVICE_TYPE_NAMES[details.type]}`]] : [];

const dash = (value: string | number | null) => (value === null || value === '' ? '-' : String(value));

/** /admin/orders/:id: everything about one order, its ledger rows and the actions its state allows. */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  const order = useAdminOrder(id);
  const [open, setOpen] = useState<AdminOrderAction | null>(null);

  if (order.isPending) return <LoadingState />;
  if (order.error) return <ErrorNotice error={order.error} onRetry={() => void order.refetch()} />;
  const o = order.data;
  const fields: [string, string][] = [
    ['회원', `${o.memberLoginId ?? '-'} (#${o.memberId})`],
    ['접수 일시', formatDateTime(o.createdAt)],
    ['서비스', `${o.serviceName} (#${o.serviceId})`],
    ['링크', o.link],
    ...typeField(o.details),
    ['수량', o.amount.toLocaleString('ko-KR')],
    // Unit prices go below a tenth of a won; formatWon would round them.
    ['단가', formatUnitPoint(o.unitPrice)],
    ['결제 금액', `${formatWon(o.cost)}원`],
    ['환불 금액', `${formatWon(o.refunded)}원${o.refundedAt ? ` (${formatDateTime(o.refundedAt)})` : ''}`],
    ['상태', orderStatusLabel(o.status)],
    ['시작 수량 / 남은 수량', `${dash(o.startCount)} / ${dash(o.remains)}`],
    ['전송 상태', submitStateLabel(o.submitState)],
    [
      '공급처',
      o.providerName
        ? `${o.providerName} (#${o.providerId})`
        : o.serviceHasProvider
          ? '-'
          : '없음 (직접 처리)',
    ],
    ['공급처 주문번호', dash(o.providerOrderId)],
    ...orderCostFields(o),
    ['공급처 상태', providerStatusText(o.providerStatus)],
    ['전송 시도', `${o.attempts}회`],
    ['전송 일시', o.submittedAt ? formatDateTime(o.submittedAt) : '-'],
    ['다음 확인', o.nextAttemptAt ? formatDateTime(o.nextAttemptAt) : '-'],
    ['마지막 오류', dash(o.lastError)],
    ['마지막 변경', formatDateTime(o.updatedAt)],
  ];

  return (
    <section className="page">
      <PageHeader
        title={`주문 ${o.id}`}
        description={o.needsOperator ? '운영자 확인이 필요한 주문입니다.' : undefined}
      />
      <p>
        <Link to="/admin/orders">← 주문 목록</Link>
      </p>
      <DetailList fields={fields} />
      {o.details || o.subscription ? (
        <section aria-labelledby="order-type-fields-title">
          <h2 id="order-type-fields-title">유형별 주문 내용</h2>
          <OrderDetailsView details={o.details} subscription={o.subscription} />
        </section>
      ) : null}
      <section aria-labelledby="order-actions-title" className="admin-actions">
        <h2 id="order-actions-title">처리</h2>
        {o.actions.length === 0 ? <p>지금 이 주문에 할 수 있는 처리가 없습니다.</p> : null}
        <div className="admin-actions__buttons">
          {o.actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'cancel-refund' ? 'button button--danger' : 'button button--secondary'}
              aria-expanded={open === action}
              onClick={() => setOpen(action)}
            >
              {ADMIN_ORDER_ACTION_LABELS[action]}
            </button>
          ))}
        </div>
        {open && o.actions.includes(open) ? (
          <OrderActionForm key={open} orderId={o.id} action={open} onClose={() => setOpen(null)} />
        ) : null}
      </section>
      <h2>원장 기록</h2>
      <DataTable
        caption="이 주문의 포인트 원장"
        columns={['번호', '일시', '구분', '금액', '잔액', '내용']}
        emptyText="원장 기록이 없습니다."
        stacked
        dense
      >
        {o.ledger.map((row) => (
          <tr key={row.id}>
            <td data-label="번호">{row.id}</td>
            <td data-label="일시">{formatDateTime(row.createdAt)}</td>
            <td data-label="구분">{ledgerReasonText(row.reason)}</td>
            <td data-label="금액">
              {row.delta < 0 ? '-' : '+'}
              {formatWon(Math.abs(row.delta))}원
            </td>
            <td data-label="잔액">{formatWon(row.balanceAfter)}원</td>
            <td data-label="내용" title={row.key}>
              {ledgerKeyText(row.key)}
            </td>
          </tr>
        ))}
      </DataTable>
      <ProviderAttemptsTable attempts={o.providerAttempts} />
      <OrderRequestsTable requests={o.requests} />
      {o.autoOrder ? <AutoOrderCard autoOrder={o.autoOrder} /> : null}
    </section>
  );
}
