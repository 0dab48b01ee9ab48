import { useState } from 'react';
import { qnaCreateSchema, type AdminQna } from '@smm/contract/admin-content';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { checkWith } from '../../../../lib/form/form-check.ts';
import { useFormValues } from '../../../../lib/form/use-form.ts';
import { CheckField } from './check-field.tsx';
import { useContentEditor } from './use-content-editor.ts';

/** Writes a new FAQ entry (no `qna`) or edits one in place. */
export function QnaEditor({ qna, onDone }: { qna?: AdminQna; onDone: () => void }) {
  const key = qna ? `qna-${qna.id}` : 'qna-new';
  const { values, set } = useFormValues({ title: qna?.title ?? '', answer: qna?.answer ?? '' });
  const [visible, setVisible] = useState(qna?.visible ?? true);
  const { form, pending } = useContentEditor({
    kind: 'qnas',
    id: qna?.id,
    errorId: `${key}-error`,
    check: () => checkWith(qnaCreateSchema, { ...values, visible }),
    onDone,
  });

  return (
    <form
      className="content-editor"
      noValidate
      onSubmit={form.submit}
      aria-label={qna ? 'FAQ 수정' : '새 FAQ'}
    >
      <TextField
        id={`${key}-title`}
        name="title"
        label="질문"
        maxLength={200}
        autoComplete="off"
        autoFocus
        value={values.title}
        onChange={set('title')}
        errorId={form.errorFor('title')}
      />
      <TextAreaField
        id={`${key}-answer`}
        name="answer"
        label="답변"
        maxLength={5000}
        hint="줄바꿈은 그대로 보입니다. HTML과 마크다운은 글자 그대로 나옵니다."
        value={values.answer}
        onChange={set('answer')}
        errorId={form.errorFor('answer')}
      />
      <div className="content-editor__checks">
        <CheckField
          id={`${key}-visible`}
          name="visible"
          label="스토어에 표시"
          checked={visible}
          onChange={setVisible}
        />
      </div>
      <FormError id={form.errorId} message={form.issue?.message} />
      <div className="content-editor__buttons">
        <SubmitButton pending={pending} pendingLabel="저장 중…" className="button button--primary">
          {qna ? '저장' : 'FAQ 추가'}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onDone}>
          취소
        </button>
      </div>
    </form>
  );
}
