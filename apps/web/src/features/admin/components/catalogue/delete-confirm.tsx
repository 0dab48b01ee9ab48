import { useId } from 'react';
import { CatalogueDialog, ConfirmActions } from './catalogue-dialog.tsx';

/** "Delete this?" for a row nothing refers to; the answer cannot be undone. */
export function DeleteConfirm({
  what,
  pending,
  onConfirm,
  onCancel,
}: {
  /** '플랫폼 ‘인스타그램’' */
  what: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const textId = useId();
  return (
    <CatalogueDialog title="삭제 확인" role="alertdialog" describedBy={textId} onClose={onCancel}>
      <p id={textId} className="catalogue-dialog__text">
        {what}을(를) 삭제합니다. 되돌릴 수 없습니다. 잠시 내리기만 하려면 숨기기를 쓰세요.
      </p>
      <ConfirmActions
        label="삭제"
        pendingLabel="삭제 중…"
        pending={pending}
        danger
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </CatalogueDialog>
  );
}
