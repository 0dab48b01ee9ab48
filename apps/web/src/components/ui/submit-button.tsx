import type { ReactNode } from 'react';

/** A form's submit button: disabled and relabelled while its request is in flight. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  disabled = false,
  className = 'button button--primary button--large button--block',
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={disabled || pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
