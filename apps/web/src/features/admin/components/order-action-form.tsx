import { useEffect, useRef } from 'react';
import {
  ADMIN_ORDER_ACTION_LABELS,
  foundAtProviderBodySchema,
  markPartialBodySchema,
  orderActionBodySchema,
  type AdminOrderAction,
} from '@smm/contract/admin-orders';
import { MESSAGES } from '@smm/contract/messages';
import { FormError } from '../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { checkWith } from '../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../lib/form/use-form.ts';
import { useOrderAction } from '../api/post-order-action.ts';

/** What each action does, said before the operator confirms it. */
const CONFIRM_TEXT: Record<AdminOrderAction, string> = {
  'found-at-provider':
    '공급처 관리 화면에서 이 주문을 찾았다면 그 주문번호를 입력하세요. 이후 상태가 자동으로 동기화됩니다.',
  resend: '공급처에 이 주문이 없다는 것을 확인했을 때만 다시 보내세요. 다음 전송 주기에 다시 접수됩니다.',
  'cancel-refund': '주문을 취소하고 결제한 포인트 전액을 회원에게 환불합니다. 되돌릴 수 없습니다.',
  'mark-partial': '작업된 수량을 입력하면 나머지 수량의 금액을 한 번만 환불합니다.',
  'mark-completed': '주문 수량을 모두 직접 처리했을 때 완료로 바꿉니다. 환불은 없습니다.',
};

/**
 * The confirmation step of one order action, with the small form it needs (the provider order id,
 * the delivered quantity, an optional memo for the audit log), checked by the contract's schema.
 */
export function OrderActionForm({
  orderId,
  action,
  onClose,
}: {
  orderId: number;
  action: AdminOrderAction;
  onClose: () => void;
}) {
  const toast = useToast();
  const mutation = useOrderAction(orderId);
  const { values, set } = useFormValues({ providerOrderId: '', delivered: '', memo: '' });
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const form = useForm({
    errorId: `order-action-${action}-error`,
    check: () => {
      const memo = values.memo.trim() || undefined;
      if (action === 'found-at-provider')
        return checkWith(foundAtProviderBodySchema, { providerOrderId: values.providerOrderId, memo });
      if (action === 'mark-partial')
        return checkWith(markPartialBodySchema, { delivered: values.delivered.trim() || undefined, memo });
      return checkWith(orderActionBodySchema, { memo });
    },
    onValid: (body) =>
      mutation.mutate(
        { action, body: body ?? {} },
        {
          onSuccess: () => {
            toast.show(`${ADMIN_ORDER_ACTION_LABELS[action]}을(를) 마쳤습니다.`, 'success');
            onClose();
          },
          onError: (error) => toast.show(apiErrorMessage(error, MESSAGES.server.internal), 'error'),
        },
      ),
    busy: mutation.isPending,
  });

  const danger = action === 'cancel-refund';
  return (
    <form className="admin-action-form" noValidate onSubmit={form.submit} aria-labelledby={`${action}-title`}>
      <h3 id={`${action}-title`} tabIndex={-1} ref={heading}>
        {ADMIN_ORDER_ACTION_LABELS[action]}
      </h3>
      <p>{CONFIRM_TEXT[action]}</p>
      {action === 'found-at-provider' ? (
        <TextField
          id="action-provider-order-id"
          name="providerOrderId"
          label="공급처 주문번호"
          value={values.providerOrderId}
          onChange={set('providerOrderId')}
          errorId={form.errorFor('providerOrderId')}
        />
      ) : null}
      {action === 'mark-partial' ? (
        <TextField
          id="action-delivered"
          name="delivered"
          label="작업된 수량"
          inputMode="numeric"
          value={values.delivered}
          onChange={set('delivered')}
          errorId={form.errorFor('delivered')}
        />
      ) : null}
      <TextField
        id="action-memo"
        name="memo"
        label="메모 (감사 로그에 남습니다, 선택)"
        value={values.memo}
        onChange={set('memo')}
        errorId={form.errorFor('memo')}
      />
      <FormError id={form.errorId} message={form.issue?.message} />
      <div className="admin-action-form__buttons">
        <button type="button" className="button button--ghost" onClick={onClose}>
          닫기
        </button>
        <SubmitButton
          pending={mutation.isPending}
          pendingLabel="처리 중…"
          className={danger ? 'button button--danger' : 'button button--primary'}
        >
          {ADMIN_ORDER_ACTION_LABELS[action]} 확인
        </SubmitButton>
      </div>
    </form>
  );
}
