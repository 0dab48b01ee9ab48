import type { ReactNode, TextareaHTMLAttributes } from 'react';

interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value' | 'id' | 'name'
> {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Marks the field invalid and points it at the form's message. */
  errorId?: string | null;
  hint?: ReactNode;
}

/** A labelled multi-line text input of a controlled form (the `TextField` of longer texts). */
export function TextAreaField({
  id,
  name,
  label,
  value,
  onChange,
  errorId,
  hint,
  ...textarea
}: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        rows={5}
        className="input textarea"
        {...textarea}
        id={id}
        name={name}
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
