import type { z } from 'zod';
import { MESSAGES_SERVER } from '@smm/contract/messages/server';

/** One validation message (the contract's Korean text) and the control it belongs to. */
export interface FormIssue {
  message: string;
  /** The control's `name` ('id', 'feeValue.company', ...), or null when no single field is at fault. */
  field: string | null;
}

/** What a form's check answers: the request to send, or its issues in the order the member reads them. */
export type FormCheck<T> = { ok: true; data: T } | { ok: false; issues: FormIssue[] };

/** A failed check with one issue (a rule outside the schema, e.g. the phone verification). */
export function failWith(message: string, field: string | null = null): { ok: false; issues: FormIssue[] } {
  return { ok: false, issues: [{ message, field }] };
}

/** zod's issues as form issues; a nested path becomes a dotted control name. */
export function formIssues(error: z.ZodError, prefix: readonly PropertyKey[] = []): FormIssue[] {
  return error.issues.map((issue) => {
    const path = [...prefix, ...issue.path];
    return { message: issue.message, field: path.length > 0 ? path.map(String).join('.') : null };
  });
}

/** Runs a contract schema: the parsed request, or the contract's messages in its own order. */
export function checkWith<S extends z.ZodType>(schema: S, input: unknown): FormCheck<z.output<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, issues: formIssues(parsed.error) };
}

/** The issue a form shows: the first, or the generic bad-request text if a check gave none. */
export function firstIssue(issues: readonly FormIssue[]): FormIssue {
  return issues[0] ?? { message: MESSAGES_SERVER.badRequest, field: null };
}

/** Each field's first message (forms that show messages under their fields). */
export function messagesByField(issues: readonly FormIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { field, message } of issues) if (field !== null) messages[field] ??= message;
  return messages;
}

const FOCUSABLE = 'input, select, textarea, button';

/**
 * Moves the keyboard to the control named `field`, so the message and the field meet. A field
 * without one control (a group of buttons) marks its wrapper `data-field`; its first control is used.
 */
export function focusField(form: HTMLFormElement | null, field: string | null): void {
  if (!form || !field) return;
  const named = form.elements.namedItem(field);
  const control =
    named instanceof HTMLElement
      ? named
      : form.querySelector<HTMLElement>(`[data-field="${field}"]`)?.querySelector<HTMLElement>(FOCUSABLE);
  control?.focus();
}
