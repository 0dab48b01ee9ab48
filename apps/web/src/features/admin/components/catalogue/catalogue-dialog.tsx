import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';

/** Open dialogs, innermost last: only the innermost one answers Escape and keeps Tab inside. */
const openDialogs: symbol[] = [];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A modal dialog of the catalogue (a form, a confirmation): the page behind is inert to the
 * keyboard (Tab cycles inside), Escape or the backdrop closes it, and the focus returns to what
 * opened it. Under 640 px it fills the screen.
 */
export function CatalogueDialog({
  title,
  onClose,
  children,
  role = 'dialog',
  describedBy,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for a confirmation that interrupts. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    (
      root?.querySelector<HTMLElement>('[data-autofocus]') ?? root?.querySelector<HTMLElement>(FOCUSABLE)
    )?.focus();
    const token = Symbol('dialog');
    openDialogs.push(token);
    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== token) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        close.current();
        return;
      }
      if (event.key !== 'Tab' || !root) return;
      const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(token), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // On the body, so no stacking context of the page (a sticky bar, an animation) can cover it.
  return createPortal(
    <div
      className="catalogue-dialog"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        className="catalogue-dialog__panel"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
      >
        <div className="catalogue-dialog__head">
          <h2 id={titleId} className="catalogue-dialog__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label="닫기" onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** A price below the provider's rate, confirmed before it is sent. */
export function BelowRateConfirm({
  detail,
  pending,
  onConfirm,
  onCancel,
}: {
  detail: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const textId = useId();
  return (
    <CatalogueDialog
      title="원가보다 낮은 판매 단가"
      role="alertdialog"
      describedBy={textId}
      onClose={onCancel}
    >
      <p id={textId} className="catalogue-dialog__text">
        {detail} 이대로 저장하면 주문마다 손해를 봅니다. 그래도 저장할까요?
      </p>
      <ConfirmActions
        pending={pending}
        label="원가보다 낮게 저장"
        pendingLabel="저장 중…"
        danger
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </CatalogueDialog>
  );
}

/** The footer of a catalogue form: 취소, and the submit button ('추가' for a new item, '저장' for an edit). */
export function FormDialogActions({
  editing,
  pending,
  onCancel,
}: {
  editing: boolean;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="catalogue-dialog__actions">
      <button type="button" className="button button--ghost" onClick={onCancel}>
        취소
      </button>
      <SubmitButton pending={pending} pendingLabel="저장 중…" className="button button--primary">
        {editing ? '저장' : '추가'}
      </SubmitButton>
    </div>
  );
}

/** The footer of a confirmation: 취소 (focused first, so Enter never confirms by accident) and the action. */
export function ConfirmActions({
  label,
  pendingLabel,
  pending,
  danger,
  onConfirm,
  onCancel,
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  danger: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="catalogue-dialog__actions">
      <button type="button" className="button button--ghost" onClick={onCancel} data-autofocus>
        취소
      </button>
      <button
        type="button"
        className={danger ? 'button button--danger' : 'button button--primary'}
        disabled={pending}
        onClick={onConfirm}
      >
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
