/**
 * The second step of every marketing change: the checked change in words, then confirm or cancel.
 * The confirm button takes the focus, so a keyboard user answers at once.
 */
export function ConfirmChange({
  label,
  question,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="two-step" role="group" aria-label={label}>
      <p className="two-step__question">{question}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={pending}
        onClick={onConfirm}
        autoFocus
      >
        {pending ? '저장 중…' : confirmLabel}
      </button>
      <button type="button" className="button button--ghost" disabled={pending} onClick={onCancel}>
        취소
      </button>
    </div>
  );
}

/** A typed whole number ('100,000' or '100000'); empty or anything else is NaN for the contract to refuse. */
export function wholeNumber(text: string): number {
  const plain = text.replace(/[,\s]/g, '');
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The result line under a section after a saved change (announced politely). */
export function SavedNote({ text }: { text: string | null }) {
  return (
    <p className="marketing-saved" role="status">
      {text ?? ''}
    </p>
  );
}
