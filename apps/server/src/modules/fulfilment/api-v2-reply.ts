import type { PanelReply } from './api-v2-http-transport.ts';
import { classifyPanelError, ProviderError } from './provider-error.ts';
import type { ProviderOrderState } from './provider.ts';
import { normaliseStatus, parseCharge, parseCount } from './provider-status.ts';

/** Gateway answers meaning "I passed the request on and lost the answer": the panel may have acted. */
const AMBIGUOUS_HTTP = new Set([504, 524]);

/**
 * Turns a panel's HTTP reply into its JSON value or the right ProviderError. Panels send errors as
 * `{"error": ...}` with HTTP 200 (sometimes 4xx); 5xx and non-JSON bodies (maintenance pages,
 * proxies) say nothing about the order, so they are retryable.
 */
export function readReply(reply: PanelReply): unknown {
  const json = parseJson(reply.body);
  const panelError = errorText(json);
  if (panelError !== null && reply.httpStatus < 500)
    throw new ProviderError(classifyPanelError(panelError), panelError, true);
  if (AMBIGUOUS_HTTP.has(reply.httpStatus))
    throw new ProviderError('ambiguous', `gateway timeout (HTTP ${reply.httpStatus})`);
  if (reply.httpStatus >= 500) throw new ProviderError('retryable', `panel error (HTTP ${reply.httpStatus})`);
  if (reply.httpStatus === 429) throw new ProviderError('retryable', 'rate limited (HTTP 429)');
  if (reply.httpStatus < 200 || reply.httpStatus >= 300) {
    throw new ProviderError('retryable', `unexpected HTTP ${reply.httpStatus}`);
  }
  if (json === undefined) throw new ProviderError('retryable', `not JSON: ${snippet(reply.body)}`);
  return json;
}

function parseJson(text: string): unknown {
  try {
    // PHP panels often send a UTF-8 byte-order mark before the JSON, which JSON.parse rejects
    // (whitespace and newlines around the JSON it accepts).
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch {
    return undefined;
  }
}

/** The text of an `{"error": ...}` object, or null. */
export function errorText(value: unknown): string | null {
  if (!isObject(value) || !('error' in value)) return null;
  const error = value.error;
  if (typeof error === 'string') return error.trim() || 'error';
  return JSON.stringify(error) ?? 'error';
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Ids and counts arrive as numbers or strings; ids are kept as trimmed strings. */
export function idText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return null;
}

/** One order's status object (`status`, `start_count`, `remains`, `charge`), tolerant of spellings. */
export function readOrderState(value: unknown): ProviderOrderState {
  if (!isObject(value))
    throw new ProviderError('retryable', `status is not an object: ${snippet(JSON.stringify(value) ?? '')}`);
  const rawStatus = typeof value.status === 'string' ? value.status : '';
  // A subscription's posts delivered (issue 32); other orders' answers carry none.
  const posts = parseCount(value.posts);
  return {
    status: normaliseStatus(rawStatus),
    rawStatus,
    startCount: parseCount(value.start_count ?? value.startCount),
    remains: parseCount(value.remains),
    charge: parseCharge(value.charge),
    ...(posts !== null && { posts }),
  };
}

export function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 120)}...` : flat;
}
