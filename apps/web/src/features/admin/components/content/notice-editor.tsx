import { useState } from 'react';
import { noticeCreateSchema, type AdminNotice } from '@smm/contract/admin-content';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { checkWith } from '../../../../lib/form/form-check.ts';
import { useFormValues } from '../../../../lib/form/use-form.ts';
import { CheckField } from './check-field.tsx';
import { useContentEditor } from './use-content-editor.ts';

/** Writes a new notice (no `notice`) or edits one in place. */
export function NoticeEditor({ notice, onDone }: { notice?: AdminNotice; onDone: () => void }) {
  const key = notice ? `notice-${notice.id}` : 'notice-new';
  const { values, set } = useFormValues({ title: notice?.title ?? '', content: notice?.content ?? '' });
  const [isTop, setIsTop] = useState(notice?.isTop ?? false);
  const [visible, setVisible] = useState(notice?.visible ?? true);
  const { form, pending } = useContentEditor({
    kind: 'notices',
    id: notice?.id,
    errorId: `${key}-error`,
    check: () => checkWith(noticeCreateSchema, { ...values, isTop, visible }),
    onDone,
  });

  return (
    <form
      className="content-editor"
      noValidate
      onSubmit={form.submit}
      aria-label={notice ? '공지 수정' : '새 공지'}
    >
      <TextField
        id={`${key}-title`}
        name="title"
        label="제목 (선택)"
        maxLength={100}
        autoComplete="off"
        autoFocus
        hint="비우면 내용만 보입니다."
        value={values.title}
        onChange={set('title')}
        errorId={form.errorFor('title')}
      />
      <TextAreaField
        id={`${key}-content`}
        name="content"
        label="내용"
        maxLength={2000}
        hint="줄바꿈은 그대로 보입니다. HTML과 마크다운은 글자 그대로 나옵니다."
        value={values.content}
        onChange={set('content')}
        errorId={form.errorFor('content')}
      />
      <div className="content-editor__checks">
        <CheckField
          id={`${key}-top`}
          name="isTop"
          label="상단 고정 (중요 공지)"
          checked={isTop}
          onChange={setIsTop}
        />
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
          {notice ? '저장' : '공지 추가'}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onDone}>
          취소
        </button>
      </div>
    </form>
  );
}
