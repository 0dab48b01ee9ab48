import { useNavigate } from 'react-router';
import { INQUIRY_CATEGORIES, INQUIRY_CATEGORY_LABELS, newInquirySchema } from '@smm/contract/inquiries';
import { INQUIRY_BODY_MAX } from '@smm/contract/inquiry-limits';
import { INQUIRY_TITLE_MAX } from '@smm/contract/inquiry-limits';
import { INQUIRY_MESSAGES } from '@smm/contract/inquiries-messages';
import { MESSAGES } from '@smm/contract/messages';
import { FormError } from '../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextAreaField } from '../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { checkWith } from '../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../lib/form/use-form.ts';
import { useGuestGuard } from '../../../lib/use-guest-guard.ts';
import { useCreateInquiry } from '../api/create-inquiry.ts';
import { inquiryPath } from './inquiry-path.ts';
import { subjectIds } from './inquiry-labels.ts';
import { SubjectSelect } from './subject-select.tsx';

/** The new-inquiry form; `subject` ('order:12', 'topup:5') comes from a history row's '문의하기'. */
export function InquiryForm({ subject }: { subject: string }) {
  const initialCategory = subject.startsWith('order:')
    ? 'order'
    : subject.startsWith('topup:')
      ? 'charge'
      : '';
  const { values, set } = useFormValues({ category: initialCategory, subject, title: '', body: '' });
  const create = useCreateInquiry();
  const refuseGuest = useGuestGuard();
  const toast = useToast();
  const navigate = useNavigate();

  const form = useForm({
    errorId: 'inquiry-form-error',
    busy: create.isPending,
    refuse: refuseGuest,
    check: () =>
      checkWith(newInquirySchema, {
        category: values.category || undefined,
        title: values.title,
        body: values.body,
        ...subjectIds(values.subject),
      }),
    onValid: (input) =>
      create.mutate(input, {
        onSuccess: (created) => {
          toast.show(INQUIRY_MESSAGES.created, 'success');
          void navigate(inquiryPath({ id: created.id }));
        },
        onError: (error) => toast.show(apiErrorMessage(error, MESSAGES.server.internal), 'error'),
      }),
  });

  return (
    <section className="card" aria-labelledby="inquiry-form-title">
      <h2 id="inquiry-form-title" className="card__title">
        새 문의 남기기
      </h2>
      <form className="form" noValidate aria-labelledby="inquiry-form-title" onSubmit={form.submit}>
        <div className="field">
          <label className="field__label" htmlFor="inquiry-category">
            문의 유형
          </label>
          <select
            id="inquiry-category"
            name="category"
            className="select"
            value={values.category}
            aria-invalid={form.errorFor('category') ? true : undefined}
            aria-describedby={form.errorFor('category') ?? undefined}
            onChange={(event) => set('category')(event.target.value)}
          >
            <option value="" disabled>
              {INQUIRY_MESSAGES.categoryRequired}
            </option>
            {INQUIRY_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {INQUIRY_CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </div>
        <SubjectSelect value={values.subject} onChange={set('subject')} errorId={form.errorFor('orderId')} />
        <TextField
          id="inquiry-title"
          name="title"
          label="제목"
          value={values.title}
          onChange={set('title')}
          maxLength={INQUIRY_TITLE_MAX}
          errorId={form.errorFor('title')}
        />
        <TextAreaField
          id="inquiry-body"
          name="body"
          label="문의 내용"
          rows={6}
          value={values.body}
          onChange={set('body')}
          errorId={form.errorFor('body')}
          hint={`${values.body.length.toLocaleString('ko-KR')} / ${INQUIRY_BODY_MAX.toLocaleString('ko-KR')}자`}
        />
        <FormError id={form.errorId} message={form.issue?.message} />
        <SubmitButton className="button button--primary" pending={create.isPending} pendingLabel="등록 중…">
          문의 등록
        </SubmitButton>
      </form>
    </section>
  );
}
