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
  /** This field's own message, shown under it (forms that show each field's message). */
  message?: string | null;
  hint?: ReactNode;
}

/** A labelled text input of a controlled form. */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  errorId,
  message,
  hint,
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const messageId = message ? `${id}-error` : undefined;
  const invalidBy = errorId ?? messageId;
  const describedBy = [hintId, invalidBy].filter(Boolean).join(' ') || undefined;
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
        aria-invalid={invalidBy ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={messageId} className="field__error">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** One field of a `TextFields` list: everything but what the form kit supplies. */
export type TextFieldSpec<K extends string> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'errorId'
> & {
  name: K;
};

/** What binds a field to `useFormValues` and the form kit (`{ values, set, errorFor: form.errorFor }`). */
export interface FormBinding<K extends string> {
  values: Readonly<Record<K, string>>;
  set: (name: K) => (value: string) => void;
  errorFor: (field: string) => string | null;
}

/** A form's text fields from their specs, bound to the form's values and messages. */
export function TextFields<K extends string>({
  fields,
  values,
  set,
  errorFor,
}: FormBinding<K> & { fields: readonly TextFieldSpec<K>[] }) {
  return fields.map((field) => (
    <TextField
      key={field.name}
      {...field}
      value={values[field.name]}
      onChange={set(field.name)}
      errorId={errorFor(field.name)}
    />
  ));
}
