import type { SettingField } from '@smm/contract/admin-settings';
import { TextField } from '../../../../components/ui/text-field.tsx';

interface SettingInputProps {
  field: SettingField;
  value: string;
  onChange: (value: string) => void;
  /** This field's current message (the contract's Korean text), if any. */
  message?: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

function FieldMessage({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
}

/** A colour as a picker and its `#rrggbb` text, kept in step. */
function ColorInput({ field, value, onChange, message }: SettingInputProps) {
  const id = `setting-${field.key}`;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {field.label}
      </label>
      <div className="field__row settings-color">
        <input
          type="color"
          className="settings-color__picker"
          aria-label={`${field.label} 고르기`}
          value={HEX.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value)}
        />
        <input
          id={id}
          name={field.key}
          className="input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          value={value}
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {field.help}
      </p>
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}

function FlagInput({ field, value, onChange, message }: SettingInputProps) {
  const id = `setting-${field.key}`;
  return (
    <div className="field settings-flag">
      <label className="switch" htmlFor={id}>
        <input
          id={id}
          name={field.key}
          type="checkbox"
          role="switch"
          checked={value === 'true'}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
        />
        <span className="switch__track" aria-hidden="true" />
        <span className="switch__label">{field.label}</span>
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {field.help}
      </p>
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}

function ChoiceInput({ field, value, onChange, message }: SettingInputProps) {
  const id = `setting-${field.key}`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {field.label}
      </label>
      <select
        id={id}
        name={field.key}
        className="select"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      >
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="field__hint">
        {field.help}
      </p>
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}

/** One setting's control, chosen by its kind, with its label, help line and message. */
export function SettingInput(props: SettingInputProps) {
  const { field, value, onChange, message } = props;
  switch (field.input) {
    case 'color':
      return <ColorInput {...props} />;
    case 'flag':
      return <FlagInput {...props} />;
    case 'choice':
      return <ChoiceInput {...props} />;
    default:
      return (
        <TextField
          id={`setting-${field.key}`}
          name={field.key}
          label={field.label}
          type={field.input === 'url' ? 'url' : 'text'}
          inputMode={field.inputMode}
          autoComplete="off"
          spellCheck={false}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
          hint={field.help}
          message={message}
          value={value}
          onChange={onChange}
        />
      );
  }
}
