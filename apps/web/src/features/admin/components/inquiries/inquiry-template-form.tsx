import { inquiryTemplateInputSchema, type InquiryTemplate } from '@smm/contract/admin-inquiries';
import { ADMIN_INQUIRY_MESSAGES } from '@smm/contract/admin-inquiries-messages';
import { INQUIRY_BODY_MAX } from '@smm/contract/inquiry-limits';
import { INQUIRY_TITLE_MAX } from '@smm/contract/inquiry-limits';
import { MESSAGES } from '@smm/contract/messages';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { checkWith } from '../../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../../lib/form/use-form.ts';
import { useSaveInquiryTemplate } from '../../api/save-inquiry-template.ts';

/** Adds a canned answer, or edits `template`. */
export function InquiryTemplateForm({
  template,
  onDone,
}: {
  template: InquiryTemplate | null;
  onDone: () => void;
}) {
  const { values, set } = useFormValues({ title: template?.title ?? '', body: template?.body ?? '' });
  const save = useSaveInquiryTemplate();
  const toast = useToast();
  const form = useForm({
    errorId: 'inquiry-template-error',
    busy: save.isPending,
    check: () => checkWith(inquiryTemplateInputSchema, values),
    onValid: (input) =>
      save.mutate(
        { id: template?.id ?? null, input },
        {
          onSuccess: () => {
            toast.show(ADMIN_INQUIRY_MESSAGES.templateSaved, 'success');
            onDone();
          },
          onError: (error) => toast.show(apiErrorMessage(error, MESSAGES.server.internal), 'error'),
        },
      ),
  });
  return (
    <form
      className="form admin-inquiry-template-form"
      noValidate
      aria-label={template ? '자주 쓰는 답변 수정' : '자주 쓰는 답변 추가'}
      onSubmit={form.submit}
    >
      <TextField
        id="inquiry-template-title"
        name="title"
        label="답변 이름"
        value={values.title}
        onChange={set('title')}
        maxLength={INQUIRY_TITLE_MAX}
        errorId={form.errorFor('title')}
      />
      <TextAreaField
        id="inquiry-template-body"
        name="body"
        label="답변 내용"
        value={values.body}
        onChange={set('body')}
        maxLength={INQUIRY_BODY_MAX}
        errorId={form.errorFor('body')}
      />
      <FormError id={form.errorId} message={form.issue?.message} />
      <div className="admin-actions__buttons">
        <SubmitButton className="button button--primary" pending={save.isPending} pendingLabel="저장 중…">
          저장
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onDone}>
          취소
        </button>
      </div>
    </form>
  );
}
