import { inquiryMessageBodySchema } from '@smm/contract/inquiries';
import { INQUIRY_BODY_MAX } from '@smm/contract/inquiry-limits';
import { INQUIRY_MESSAGES } from '@smm/contract/inquiries-messages';
import { MESSAGES } from '@smm/contract/messages';
import { FormError } from '../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { checkWith } from '../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../lib/form/use-form.ts';
import { useGuestGuard } from '../../../lib/use-guest-guard.ts';
import { usePostInquiryMessage } from '../api/post-inquiry-message.ts';

/** Adds the member's message to an open thread (it waits for an answer again). */
export function InquiryReplyForm({ id }: { id: number }) {
  const { values, set } = useFormValues({ body: '' });
  const post = usePostInquiryMessage(id);
  const refuseGuest = useGuestGuard();
  const toast = useToast();
  const form = useForm({
    errorId: 'inquiry-reply-error',
    busy: post.isPending,
    refuse: refuseGuest,
    check: () => checkWith(inquiryMessageBodySchema, values),
    onValid: ({ body }) =>
      post.mutate(body, {
        onSuccess: () => {
          set('body')('');
          toast.show(INQUIRY_MESSAGES.sent, 'success');
        },
        onError: (error) => toast.show(apiErrorMessage(error, MESSAGES.server.internal), 'error'),
      }),
  });
  return (
    <form className="form inquiry-reply" noValidate aria-label="추가 문의" onSubmit={form.submit}>
      <TextAreaField
        id="inquiry-reply-body"
        name="body"
        label="추가로 남길 내용"
        rows={4}
        value={values.body}
        onChange={set('body')}
        errorId={form.errorFor('body')}
        hint={`${values.body.length.toLocaleString('ko-KR')} / ${INQUIRY_BODY_MAX.toLocaleString('ko-KR')}자`}
      />
      <FormError id={form.errorId} message={form.issue?.message} />
      <SubmitButton className="button button--primary" pending={post.isPending} pendingLabel="보내는 중…">
        보내기
      </SubmitButton>
    </form>
  );
}
