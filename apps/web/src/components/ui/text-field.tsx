import type { InputHTMLAttributes, ReactNode } from 'react';

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
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

/** A labelled text input of a controlled form. */
export function TextField({ id, name, label, value, onChange, errorId, hint, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId ?? undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        type="text"
        className="input"
        {...input}
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
