import { useEffect, useRef, useState } from 'react';

/**
 * A destructive action confirmed in two steps: the first press asks the question in place, the
 * second runs it. Keyboard friendly (focus moves to the confirm button and back on cancel).
 */
export function TwoStepConfirm({
  label,
  question,
  confirmLabel,
  onConfirm,
  pending,
  danger = false,
  small = false,
  accessibleName,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  pending: boolean;
  danger?: boolean;
  small?: boolean;
  /** The name screen readers hear when `label` alone is ambiguous (several on one page); contains `label`. */
  accessibleName?: string;
}) {
  const size = small ? ' button--small' : '';
  const [asking, setAsking] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (returnFocus.current) openRef.current?.focus();
  }, [asking]);

  if (!asking)
    return (
      <button
        ref={openRef}
        type="button"
        className={(danger ? 'button button--danger' : 'button button--secondary') + size}
        aria-label={accessibleName}
        disabled={pending}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
    );
  return (
    <div className="two-step" role="group" aria-label={accessibleName ?? label}>
      <p className="two-step__question">{question}</p>
      <button
        ref={confirmRef}
        type="button"
        className={(danger ? 'button button--danger' : 'button button--primary') + size}
        disabled={pending}
        onClick={() => {
          returnFocus.current = false;
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button
        type="button"
        className={'button button--ghost' + size}
        onClick={() => {
          returnFocus.current = true;
          setAsking(false);
        }}
      >
        취소
      </button>
    </div>
  );
}
