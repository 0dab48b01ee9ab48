import { useCallback, useState, type FormEvent } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { firstIssue, focusField, messagesByField, type FormCheck, type FormIssue } from './form-check.ts';

export interface FormOptions<T> {
  /** The id of the form's message element (`<FormError id={form.errorId} …/>`), which fields point at. */
  errorId?: string;
  /** The contract check of what the member entered, run on submit. */
  check: () => FormCheck<T>;
  /** Receives the checked request (usually `mutation.mutate`). */
  onValid: (data: T) => void;
  /** Submits are ignored while true (a mutation in flight, a closed form). */
  busy?: boolean | (() => boolean);
  /** Asked before the check; true stops the submit (e.g. `useGuestGuard()`, which toasts itself). */
  refuse?: () => boolean;
  /** Also toast the first message (forms whose message is far from the button). */
  toast?: boolean;
  /** After the first failed submit, re-check on every render so the messages follow each edit. */
  live?: boolean;
}

/**
 * The form kit: one submit handler that stops a busy or refused submit, runs the contract check,
 * shows its first Korean message (inline, and as a toast if asked) and focuses the first bad field.
 * See docs/decisions/web-forms.md.
 */
export function useForm<T>({ errorId, check, onValid, busy, refuse, toast, live = false }: FormOptions<T>) {
  const toaster = useToast();
  const [issue, setIssue] = useState<FormIssue | null>(null);
  const [failed, setFailed] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ((typeof busy === 'function' ? busy() : busy) || refuse?.()) return;
    const result = check();
    if (result.ok) {
      setIssue(null);
      onValid(result.data);
      return;
    }
    const first = firstIssue(result.issues);
    setIssue(first);
    setFailed(true);
    if (toast) toaster.show(first.message, 'error');
    focusField(event.currentTarget, first.field);
  };

  const liveCheck = live && failed ? check() : null;
  const issues = liveCheck ? (liveCheck.ok ? [] : liveCheck.issues) : issue ? [issue] : [];
  const errorFor = (field: string): string | null => (errorId && issue?.field === field ? errorId : null);

  return {
    submit,
    /** The message the form shows (the last submit's first issue). */
    issue,
    errorId,
    /** `errorId` when `field` is the one at fault (for aria-describedby), else null. */
    errorFor,
    /** Messages by field: in `live` mode every current one, else the shown issue's. */
    fieldMessages: messagesByField(issues),
  };
}

export type FormKit = ReturnType<typeof useForm>;

/** Text values of a simple form; `set('id')` is the field's onChange. */
export function useFormValues<V extends Record<string, string>>(initial: V | (() => V)) {
  const [values, setValues] = useState(initial);
  const set = useCallback(
    (key: keyof V) => (value: string) => setValues((old) => ({ ...old, [key]: value })),
    [],
  );
  return { values, set };
}
