import { ADMIN_INQUIRY_MESSAGES } from '@smm/contract/admin-inquiries-messages';
import { inquiryMessageBodySchema } from '@smm/contract/inquiries';
import { INQUIRY_BODY_MAX } from '@smm/contract/inquiry-limits';
import { MESSAGES } from '@smm/contract/messages';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { checkWith } from '../../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../../lib/form/use-form.ts';
import { useInquiryTemplates } from '../../api/get-inquiry-templates.ts';
import { useInquiryAction } from '../../api/post-inquiry-action.ts';
import { TwoStepConfirm } from '../members/two-step-confirm.tsx';

/** The operator's answer (a canned one may be loaded and edited first) and '문의 종료'. */
export function InquiryReplyPanel({ id }: { id: number }) {
  const { values, set } = useFormValues({ body: '' });
  const templates = useInquiryTemplates();
  const action = useInquiryAction(id);
  const toast = useToast();
  const failed = (error: unknown) => toast.show(apiErrorMessage(error, MESSAGES.server.internal), 'error');
  const form = useForm({
    errorId: 'inquiry-answer-error',
    busy: action.isPending,
    check: () => checkWith(inquiryMessageBodySchema, values),
    onValid: (body) =>
      action.mutate(
        { action: 'reply', body },
        {
          onSuccess: () => {
            set('body')('');
            toast.show(ADMIN_INQUIRY_MESSAGES.replied, 'success');
          },
          onError: failed,
        },
      ),
  });
  return (
    <div className="admin-inquiry-reply">
      <form className="form" noValidate aria-label="답변 작성" onSubmit={form.submit}>
        <label className="admin-filter">
          <span>자주 쓰는 답변 불러오기</span>
          <select
            value=""
            disabled={!templates.data?.length}
            onChange={(event) => {
              const chosen = templates.data?.find((t) => String(t.id) === event.target.value);
              if (chosen) set('body')(chosen.body);
            }}
          >
            <option value="">{templates.data?.length ? '선택하세요' : '저장된 답변이 없습니다'}</option>
            {templates.data?.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.title}
              </option>
            ))}
          </select>
        </label>
        <TextAreaField
          id="inquiry-answer"
          name="body"
          label="답변"
          rows={6}
          value={values.body}
          onChange={set('body')}
          maxLength={INQUIRY_BODY_MAX}
          errorId={form.errorFor('body')}
        />
        <FormError id={form.errorId} message={form.issue?.message} />
        <SubmitButton className="button button--primary" pending={action.isPending} pendingLabel="등록 중…">
          답변 등록
        </SubmitButton>
      </form>
      <TwoStepConfirm
        label="문의 종료"
        question="이 문의를 종료할까요? 회원도 더 남길 수 없게 됩니다."
        confirmLabel="종료"
        pending={action.isPending}
        onConfirm={() =>
          action.mutate(
            { action: 'close' },
            { onSuccess: () => toast.show(ADMIN_INQUIRY_MESSAGES.closed, 'success'), onError: failed },
          )
        }
      />
    </div>
  );
}
