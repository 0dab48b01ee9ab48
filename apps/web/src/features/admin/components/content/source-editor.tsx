import { useState } from 'react';
import { registerSourceCreateSchema, type AdminRegisterSource } from '@smm/contract/admin-content';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { formatCount } from '@smm/contract/format';
import { checkWith } from '../../../../lib/form/form-check.ts';
import { useFormValues } from '../../../../lib/form/use-form.ts';
import { CheckField } from './check-field.tsx';
import { useContentEditor } from './use-content-editor.ts';

/** Adds a registration source (no `source`) or renames / hides one in place. */
export function SourceEditor({ source, onDone }: { source?: AdminRegisterSource; onDone: () => void }) {
  const key = source ? `source-${source.id}` : 'source-new';
  const { values, set } = useFormValues({ text: source?.text ?? '' });
  const [visible, setVisible] = useState(source?.visible ?? true);
  const { form, pending } = useContentEditor({
    kind: 'register-sources',
    id: source?.id,
    errorId: `${key}-error`,
    check: () => checkWith(registerSourceCreateSchema, { ...values, visible }),
    onDone,
  });
  const members = source?.memberCount ?? 0;

  return (
    <form
      className="content-editor"
      noValidate
      onSubmit={form.submit}
      aria-label={source ? '가입경로 수정' : '새 가입경로'}
    >
      <TextField
        id={`${key}-text`}
        name="text"
        label="가입경로 이름"
        maxLength={50}
        autoComplete="off"
        autoFocus
        hint={
          members > 0
            ? `이 경로로 가입한 회원 ${formatCount(members)}명의 가입경로도 새 이름으로 바뀝니다.`
            : '회원가입 화면의 가입경로 목록에 보이는 이름입니다.'
        }
        value={values.text}
        onChange={set('text')}
        errorId={form.errorFor('text')}
      />
      <div className="content-editor__checks">
        <CheckField
          id={`${key}-visible`}
          name="visible"
          label="회원가입 화면에 표시"
          checked={visible}
          onChange={setVisible}
        />
      </div>
      <FormError id={form.errorId} message={form.issue?.message} />
      <div className="content-editor__buttons">
        <SubmitButton pending={pending} pendingLabel="저장 중…" className="button button--primary">
          {source ? '저장' : '가입경로 추가'}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onDone}>
          취소
        </button>
      </div>
    </form>
  );
}
