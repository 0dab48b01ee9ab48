import { useState } from 'react';
import {
  orderRequestText,
  type OrderHistoryEntry,
  type OrderRequestKind,
} from '@smm/contract/order-requests';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useOrderRequest } from '../api/post-order-request.ts';

const ACTION_LABELS: Record<OrderRequestKind, string> = { refill: '리필 요청', cancel: '취소 요청' };
const SENT: Record<OrderRequestKind, string> = {
  refill: '리필을 요청했습니다.',
  cancel: '취소를 요청했습니다. 공급처에서 취소되면 쓰지 않은 포인트를 돌려드립니다.',
};

/**
 * The '요청' cell: the latest refill or cancel request and the button for the next one. A cancel
 * cannot be taken back once the provider has it, so its first press only asks to confirm.
 */
export function OrderRequestCell({ row }: { row: OrderHistoryEntry }) {
  const toast = useToast();
  const send = useOrderRequest();
  const [confirming, setConfirming] = useState(false);
  const kind: OrderRequestKind | null = row.refillable ? 'refill' : row.cancelable ? 'cancel' : null;
  const ask = (what: OrderRequestKind) => {
    if (what === 'cancel' && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    send.mutate(
      { orderId: row.id, kind: what },
      {
        onSuccess: () => toast.show(SENT[what], 'success'),
        onError: (error) =>
          toast.show(
            apiErrorMessage(error, '요청을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.'),
            'error',
          ),
      },
    );
  };
  if (!row.request && !kind) return <>-</>;
  const armed = kind === 'cancel' && confirming;
  return (
    <div className="order-request">
      {row.request && (
        <span className={`order-request__state order-request__state--${row.request.state}`}>
          {orderRequestText(row.request)}
        </span>
      )}
      {armed && (
        <span className="order-request__confirm" role="status">
          공급처에 취소를 요청할까요?
        </span>
      )}
      {kind && (
        <button
          type="button"
          className={`button button--small order-request__button ${armed ? 'button--danger' : 'button--secondary'}`}
          aria-label={`주문 ${row.id} ${armed ? '취소 확인' : ACTION_LABELS[kind]}`}
          disabled={send.isPending}
          onClick={() => ask(kind)}
        >
          {armed ? '취소 확인' : ACTION_LABELS[kind]}
        </button>
      )}
      {armed && (
        <button
          type="button"
          className="button button--secondary button--small order-request__button"
          aria-label={`주문 ${row.id} 그대로 두기`}
          onClick={() => setConfirming(false)}
        >
          그대로 두기
        </button>
      )}
    </div>
  );
}
