import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/**
 * What every string input may not carry (docs/decisions/hardening.md): C0 control characters other
 * than tab, line feed and carriage return, DEL, and a lone UTF-16 surrogate (JSON's `"\ud800"`),
 * which PostgreSQL cannot store. Line breaks stay: multi-line fields keep them, one-line fields
 * refuse them with their own message.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

/** Nesting deeper than this is not a form anyone fills in; it is refused like a bad character. */
const MAX_DEPTH = 16;

/**
 * Whether any string in a parsed body, query or path (its keys included) carries a forbidden
 * character. The server checks every request with it before validation, so a new route is covered.
 */
export function containsForbiddenCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasForbiddenCharacters(value);
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((item) => containsForbiddenCharacters(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => hasForbiddenCharacters(key) || containsForbiddenCharacters(item, depth + 1),
  );
}

/** Plain decimal digits only: no sign, exponent, `0x`, `0b`, spaces, or a decimal point. */
const DIGITS = /^[0-9]{1,16}$/;

export interface DecimalIntOptions {
  min?: number;
  max?: number;
  /** The Korean message of every refusal; the catalogue's badRequest by default, as before. */
  message?: string;
}

/**
 * A whole number from a path, a query string or a form (a string of plain decimal digits) or from
 * JSON (an integer). `0x10`, `1e3`, `+1`, ` 1 `, `-1`, `1.0` and the empty string are refused, where
 * `z.coerce.number()` read them as 16, 1000, 1, 1, -1, 1 and 0. Within `min`..`max` (default
 * 0..Number.MAX_SAFE_INTEGER), so the number reaches the database exactly.
 */
export function decimalInt(options: DecimalIntOptions = {}) {
  const { min = 0, max = Number.MAX_SAFE_INTEGER, message = MESSAGES.server.badRequest } = options;
  return z
    .union([z.number(), z.string().regex(DIGITS).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
}

/** A row id in a path or a query: plain decimal digits, at least 1. */
export function decimalId(options: Omit<DecimalIntOptions, 'min'> = {}) {
  return decimalInt({ ...options, min: 1 });
}

/** `{ id }` path parameters: the shape every `/:id` route declares. */
export const idParamsSchema = z.object({ id: decimalId() });
