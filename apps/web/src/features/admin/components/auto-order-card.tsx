import { useState } from 'react';
import { AutoOrderStatus } from '@smm/contract/enums';
import type { AdminAutoOrderRow } from '@smm/contract/admin-orders';
import { formatDateTime, formatWon } from '@smm/contract/format';
import { MESSAGES } from '@smm/contract/messages';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useCancelAutoOrder } from '../api/cancel-auto-order.ts';
import { autoOrderStatusLabel } from './order-labels.ts';

/** The auto-order an order is a run of, with its cancel (a two-step button: ask, then confirm). */
export function AutoOrderCard({ autoOrder: a }: { autoOrder: AdminAutoOrderRow }) {
  const toast = useToast();
  const cancel = useCancelAutoOrder();
  const [asking, setAsking] = useState(false);
  const active = a.status === AutoOrderStatus.Active;
  return (
    <section className="admin-actions" aria-labelledby="auto-order-title">
      <h2 id="auto-order-title">자동주문 {a.id}</h2>
      <p>
        {autoOrderStatusLabel(a.status)} · {a.runsPlaced}/{a.runs}회 접수 · {a.completed}회 완료 ·{' '}
        {a.intervalMinutes}분 간격 · 결제 {formatWon(a.cost)}원 · 환불 {formatWon(a.refunded)}원
        {a.nextRunAt ? ` · 다음 접수 ${formatDateTime(a.nextRunAt)}` : ''}
      </p>
      {active && !asking ? (
        <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
          자동주문 취소
        </button>
      ) : null}
      {active && asking ? (
        <div role="group" aria-label="자동주문 취소 확인" className="admin-action-form">
          <p>
            남은 {a.runs - a.runsPlaced}회분을 환불하고 자동주문을 취소합니다. 이미 접수된 주문은 그대로
            진행됩니다.
          </p>
          <div className="admin-action-form__buttons">
            <button type="button" className="button button--ghost" onClick={() => setAsking(false)}>
              닫기
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(a.id, {
                  onSuccess: () => toast.show('자동주문을 취소하고 남은 횟수를 환불했습니다.', 'success'),
                  onError: (error) => toast.show(apiErrorMessage(error, MESSAGES.server.internal), 'error'),
                  onSettled: () => setAsking(false),
                })
              }
            >
              자동주문 취소 확인
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
