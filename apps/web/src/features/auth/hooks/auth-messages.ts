import { MESSAGES } from '@smm/contract/messages';
import { isApiError } from '../../../lib/api-client.ts';

/** The server's own Korean message when it sent an envelope, else `fallback` (spec section 8). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (isApiError(error) ? error.envelope?.message : undefined) ?? fallback;
}

/** Login failures: 400, 404 and anything else have fixed texts; a 429 explains itself. */
export function loginErrorMessage(error: unknown): string {
  const status = isApiError(error) ? error.status : 0;
  if (status === 400) return MESSAGES.login.badRequest;
  if (status === 404) return MESSAGES.login.notFound;
  if (status === 429) return serverMessageOr(error, MESSAGES.server.tooManyRequests);
  return MESSAGES.login.other;
}

/** Send-code failures (spec section 8); a 429 (resend cooldown, send limit) explains itself. */
export function sendCodeErrorMessage(error: unknown): string {
  const status = isApiError(error) ? error.status : 0;
  if (status === 400) return MESSAGES.phone.badRequest;
  if (status === 409) return MESSAGES.phone.conflict;
  if (status === 429) return serverMessageOr(error, MESSAGES.server.tooManyRequests);
  return MESSAGES.phone.other;
}
