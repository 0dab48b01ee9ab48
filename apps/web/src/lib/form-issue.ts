import type { z } from 'zod';
import { MESSAGES } from '@smm/contract/messages';

/** The one validation message a form shows (the contract's first Korean message) and its field. */
export interface FormIssue {
  message: string;
  /** The form control's `name`, when the issue belongs to one field. */
  field: string | null;
}

export function firstIssue(error: z.ZodError): FormIssue {
  const issue = error.issues[0];
  const key = issue?.path[0];
  return {
    message: issue?.message ?? MESSAGES.server.badRequest,
    field: typeof key === 'string' ? key : null,
  };
}

/** Moves the keyboard to the control named `field`, so the message and the field meet. */
export function focusField(form: HTMLFormElement | null, field: string | null): void {
  const control = form && field ? form.elements.namedItem(field) : null;
  if (control instanceof HTMLElement) control.focus();
}
