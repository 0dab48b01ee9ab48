import { isApiError } from './api-client.ts';

export interface ApiErrorMessageRules {
  /** Fixed texts by status (spec section 8's per-screen tables), used when the server's own is not. */
  byStatus?: Readonly<Partial<Record<number, string>>>;
  /** Which answers may show the server's own message; by default every one that carries it. */
  serverMessage?: (status: number, message: string) => boolean;
}

/**
 * The one way a failed call becomes a Korean message: the server's envelope message where the
 * screen allows it, else the screen's text for that status, else `fallback` (network failures,
 * unexpected answers and anything that is not an ApiError included).
 */
export function apiErrorMessage(error: unknown, fallback: string, rules: ApiErrorMessageRules = {}): string {
  if (!isApiError(error)) return fallback;
  const own = error.envelope?.message;
  if (own && (rules.serverMessage?.(error.status, own) ?? true)) return own;
  return rules.byStatus?.[error.status] ?? fallback;
}

/** A refusal the member can act on: a 4xx other than 401 (the API client ends the session on 401). */
export function isClientRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401;
}
