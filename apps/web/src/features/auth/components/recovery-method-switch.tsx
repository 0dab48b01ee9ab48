import { useRef, type KeyboardEvent } from 'react';

export type RecoveryMethod = 'phone' | 'email';

const LABELS: Record<RecoveryMethod, string> = { phone: '휴대전화 인증', email: '이메일' };

/** Phone or e-mail: a radio group (arrow keys move the choice), shown only when both are offered. */
export function RecoveryMethodSwitch({
  methods,
  value,
  onChange,
}: {
  methods: readonly RecoveryMethod[];
  value: RecoveryMethod;
  onChange: (method: RecoveryMethod) => void;
}) {
  const group = useRef<HTMLDivElement>(null);
  if (methods.length < 2) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const index = (methods.indexOf(value) + step + methods.length) % methods.length;
    const next = methods[index];
    if (next === undefined) return;
    onChange(next);
    group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[index]?.focus();
  };
  return (
    <div
      ref={group}
      className="segmented recovery-switch"
      role="radiogroup"
      aria-label="확인 방법"
      onKeyDown={onKeyDown}
    >
      {methods.map((method) => (
        <button
          key={method}
          type="button"
          role="radio"
          aria-checked={method === value}
          tabIndex={method === value ? 0 : -1}
          className="segmented__option"
          onClick={() => onChange(method)}
        >
          {LABELS[method]}
        </button>
      ))}
    </div>
  );
}
