import type { SimulatedStatus } from './simulator-engine.ts';
import type { SimulatorDialect } from './simulator-dialect.ts';

/** A status answer as the simulator builds it before the dialect reshapes it. */
export interface PlainStatus {
  charge: string;
  start_count: number;
  status: SimulatedStatus;
  remains: number;
  currency: string;
}

/** The status word as this dialect spells it: substitutions first, then the casing. */
export function statusWord(status: SimulatedStatus, dialect: SimulatorDialect): string {
  let word: string = status;
  if (status === 'Pending' && dialect.has('processing-status')) word = 'Processing';
  if (status === 'Canceled') {
    if (dialect.has('cancelled-status')) word = 'Cancelled';
    if (dialect.has('refunded-status')) word = 'Refunded';
    if (dialect.has('fail-status')) word = 'Fail';
    if (dialect.has('error-status')) word = 'Error';
  }
  if (dialect.has('lowercase-status')) return word.toLowerCase();
  if (dialect.has('uppercase-status')) return word.toUpperCase().replace(/ /g, '_');
  return word;
}

/** `charge`, `remains`, `start_count` as strings (the default), numbers, empty strings or null. */
export function statusAnswer(plain: PlainStatus, dialect: SimulatorDialect): Record<string, unknown> {
  const count = (value: number | string): unknown => {
    if (dialect.has('counts-number')) return Number(value);
    if (dialect.has('counts-empty')) return '';
    if (dialect.has('counts-null')) return null;
    return String(value);
  };
  return {
    charge: count(plain.charge),
    start_count: count(plain.start_count),
    status: statusWord(plain.status, dialect),
    remains: count(plain.remains),
    currency: plain.currency,
  };
}

/**
 * The multi-status answer's quirks: the last id of a list of two or more left out or answered with
 * a per-id error. Answers keep the order of the ids asked.
 */
export function multiStatusAnswer(
  entries: readonly [string, unknown][],
  dialect: SimulatorDialect,
): Record<string, unknown> {
  const answer: Record<string, unknown> = {};
  entries.forEach(([id, entry], index) => {
    const last = entries.length > 1 && index === entries.length - 1;
    if (last && dialect.has('multi-missing')) return;
    answer[id] = last && dialect.has('multi-error') ? { error: 'Incorrect order ID' } : entry;
  });
  return answer;
}

const ID_KEYS = new Set(['order', 'service', 'refill', 'min', 'max']);

/** Ids and quantities written as JSON numbers or strings throughout an answer; service types lower-cased too. */
export function reshapeIds(json: unknown, dialect: SimulatorDialect): unknown {
  const numbers = dialect.has('numeric-ids');
  const strings = dialect.has('string-ids');
  const lowerTypes = dialect.has('lowercase-status');
  if (!numbers && !strings && !lowerTypes) return json;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => {
        if (key === 'type' && lowerTypes && typeof v === 'string') return [key, v.toLowerCase()];
        if (!ID_KEYS.has(key) || !/^\d{1,15}$/.test(String(v))) return [key, walk(v)];
        return [key, numbers ? Number(v) : strings ? String(v) : v];
      }),
    );
  };
  return walk(json);
}
