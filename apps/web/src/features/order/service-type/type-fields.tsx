import type { ChangeEvent } from 'react';
import { formatCount } from '@smm/contract/format';
import {
  orderLines,
  SERVICE_TYPE_FIELDS,
  type ServiceType,
  type TypeFieldDescription,
} from '@smm/contract/service-type-rules';
import { SUBSCRIPTION_DELAYS } from '@smm/contract/service-type-limits';
import type { TypeFieldValues } from '../hooks/order-form-state.ts';
import { typedUnits } from './typed-order.ts';
import './type-fields.css';

const fieldId = (name: string) => `order-field-${name}`;

/** The field's help and example, one hint under it (a multi-line example reads "a / b"). */
function hintOf(field: TypeFieldDescription): string {
  return `${field.help} 예: ${field.example.split('\n').join(' / ')}`;
}

/** "댓글 12개 = 수량 12" under a counted list; "12줄" under another list. */
function LineCount({ field, text }: { field: TypeFieldDescription; text: string }) {
  const count = orderLines(text).length;
  return (
    <p className="type-fields__count" aria-live="polite">
      {field.countsQuantity
        ? `${field.label} ${formatCount(count)}개 = 수량 ${formatCount(count)}`
        : `${formatCount(count)}줄`}
    </p>
  );
}

interface FieldProps {
  field: TypeFieldDescription;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The control of one field: a list, the delay's choices, a date, a number or a line of text. */
function FieldControl({ field, value, disabled, onChange }: FieldProps) {
  const common = {
    id: fieldId(field.name),
    name: field.name,
    value,
    disabled,
    'aria-describedby': `${fieldId(field.name)}-hint`,
    onChange: (event: ChangeEvent<Control>) => onChange(event.target.value),
  };
  if (field.kind === 'lines') {
    return (
      <textarea
        {...common}
        className="input textarea"
        rows={5}
        spellCheck={false}
        placeholder={field.example}
      />
    );
  }
  if (field.name === 'delay') {
    return (
      <select {...common} className="select">
        <option value="">선택하세요</option>
        {SUBSCRIPTION_DELAYS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes === 0 ? '바로 시작' : `${formatCount(minutes)}분`}
          </option>
        ))}
      </select>
    );
  }
  const integer = field.kind === 'integer';
  return (
    <input
      {...common}
      className="input"
      type={integer ? 'number' : field.kind === 'date' ? 'date' : 'text'}
      inputMode={integer ? 'numeric' : undefined}
      min={integer ? (field.name === 'oldPosts' ? 0 : 1) : undefined}
      step={integer ? 1 : undefined}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={field.example}
    />
  );
}

/** One field: its label, its control, its help and example, and for a list the count of its lines. */
function TypeField(props: FieldProps) {
  const { field, value } = props;
  return (
    <div className="field">
      <label className="field__label" htmlFor={fieldId(field.name)}>
        {field.label}
        {field.required ? null : <span className="field__optional"> (선택)</span>}
      </label>
      <FieldControl {...props} />
      <p id={`${fieldId(field.name)}-hint`} className="field__hint">
        {field.kind === 'integer' && field.name === 'delay' ? field.help : hintOf(field)}
      </p>
      {field.kind === 'lines' ? <LineCount field={field} text={value} /> : null}
    </div>
  );
}

/** What the order is priced by when it is not a quantity the member gives. */
function UnitsLine({ type, values }: { type: ServiceType; values: TypeFieldValues }) {
  const source = SERVICE_TYPE_FIELDS[type].quantity;
  if (source === 'package') {
    return <p className="type-fields__units">한 번 주문에 1패키지로 계산됩니다.</p>;
  }
  if (source !== 'subscription') return null;
  const units = typedUnits(type, 0, values);
  return (
    <p className="type-fields__units" aria-live="polite">
      게시물당 최대 수량 × (새 게시물 수 + 기존 게시물 수)로 계산됩니다
      {units === null ? '.' : `: 수량 ${formatCount(units)}`}
    </p>
  );
}

/**
 * The fields of the chosen service's type (issue 32), from the contract's table: Korean label,
 * help and example for each; a list counts its lines as they are typed.
 */
export function TypeFields({
  type,
  values,
  disabled,
  onChange,
}: {
  type: ServiceType;
  values: TypeFieldValues;
  disabled: boolean;
  onChange: (name: string, value: string) => void;
}) {
  return (
    <div className="type-fields">
      {SERVICE_TYPE_FIELDS[type].fields.map((field) => (
        <TypeField
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          disabled={disabled}
          onChange={(value) => onChange(field.name, value)}
        />
      ))}
      <UnitsLine type={type} values={values} />
    </div>
  );
}
