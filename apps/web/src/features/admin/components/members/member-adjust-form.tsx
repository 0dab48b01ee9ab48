import { useState } from 'react';
import { adminAdjustmentSchema, type AdminAdjustment } from '@smm/contract/admin-members';
import { ADMIN_MEMBER_MESSAGES as M } from '@smm/contract/admin-members-messages';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { checkWith } from '../../../../lib/form/form-check.ts';
import { parseDecimalField } from '../../../../lib/form/parse-decimal-field.ts';
import { useForm, useFormValues } from '../../../../lib/form/use-form.ts';
import { useAdjustMember } from '../../api/adjust-member.ts';
import { signedWon, won } from './won.ts';

/** Adjusts the balance with a required memo; the checked request is confirmed before it is sent. */
export function MemberAdjustForm({ memberId }: { memberId: number }) {
  const toast = useToast();
  const adjust = useAdjustMember(memberId);
  const { values, set } = useFormValues({ delta: '', memo: '' });
  const [pending, setPending] = useState<AdminAdjustment | null>(null);
  const form = useForm({
    errorId: 'adjust-error',
    check: () =>
      checkWith(adminAdjustmentSchema, { delta: parseDecimalField(values.delta), memo: values.memo }),
    onValid: setPending,
    busy: adjust.isPending,
  });

  const send = (body: AdminAdjustment) =>
    adjust.mutate(body, {
      onSuccess: (row) => {
        toast.show(`${M.adjusted} 잔액 ${won(row.balance)}`, 'success');
        setPending(null);
        set('delta')('');
        set('memo')('');
      },
      onError: (error) => {
        setPending(null);
        toast.show(apiErrorMessage(error, '포인트 조정에 실패했습니다.'), 'error');
      },
    });

  return (
    <form className="card form" noValidate onSubmit={form.submit} aria-labelledby="adjust-title">
      <h2 className="card__title" id="adjust-title">
        포인트 조정
      </h2>
      <TextField
        id="adjust-delta"
        name="delta"
        label="조정 포인트"
        inputMode="decimal"
        autoComplete="off"
        placeholder="예: 1000 또는 -1000"
        hint="지급은 양수, 차감은 음수로 입력합니다."
        value={values.delta}
        onChange={(value) => {
          setPending(null);
          set('delta')(value);
        }}
        errorId={form.errorFor('delta')}
      />
      <TextField
        id="adjust-memo"
        name="memo"
        label="조정 사유"
        autoComplete="off"
        maxLength={200}
        value={values.memo}
        onChange={(value) => {
          setPending(null);
          set('memo')(value);
        }}
        errorId={form.errorFor('memo')}
      />
      <FormError id={form.errorId} message={form.issue?.message} />
      {pending ? (
        <div className="two-step" role="group" aria-label="포인트 조정 확인">
          <p className="two-step__question">
            {signedWon(pending.delta)} 조정합니다. 사유: {pending.memo}
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={adjust.isPending}
            onClick={() => send(pending)}
            autoFocus
          >
            {adjust.isPending ? '조정 중…' : '조정 확인'}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setPending(null)}>
            취소
          </button>
        </div>
      ) : (
        <SubmitButton pending={adjust.isPending} pendingLabel="조정 중…" className="button button--primary">
          조정하기
        </SubmitButton>
      )}
    </form>
  );
}
