/**
 * SIMULATOR_DIALECT: the quirks of real SMM panels the simulator can play, so the store's API v2
 * client is tested against each (docs/decisions/provider-dialects.md). Answer quirks reshape the JSON
 * (simulator-dialect-answer.ts); wire quirks change what goes over HTTP (simulator-dialect-wire.ts).
 * With none, the simulator answers errors as `{"error": ...}` with HTTP 200, ids as numbers, counts
 * as strings and statuses in the documented spelling.
 */
export const DIALECT_QUIRKS = [
  // Ids and quantities (`order`, `service`, `refill`, `min`, `max`) as JSON numbers or as strings.
  'numeric-ids',
  'string-ids',
  // Status spellings: `completed`, `IN_PROGRESS`, `Processing` for Pending, `Cancelled` for Canceled.
  'lowercase-status',
  'uppercase-status',
  'processing-status',
  'cancelled-status',
  // Words the store does not know, said of a canceled order: `Refunded`, `Fail`, `Error`.
  'refunded-status',
  'fail-status',
  'error-status',
  // `charge`, `remains`, `start_count` as numbers, empty strings or null (strings by default).
  'counts-number',
  'counts-empty',
  'counts-null',
  // Multi-status: the last id of a list left out, or answered `{"error": "Incorrect order ID"}`.
  'multi-missing',
  'multi-error',
  // More than 100 ids in one status call refused (by default the extra ids are silently dropped).
  'cap-100',
  // Request encodings: JSON bodies refused, or form bodies refused with HTTP 415.
  'form-only',
  'json-only',
  // Around the JSON: a UTF-8 byte-order mark, whitespace and newlines.
  'bom',
  'whitespace',
  // Instead of acting: an HTML page with HTTP 200, or HTTP 500.
  'html',
  'http-500',
  // Acts, then answers later than any client waits (SIMULATOR_SLOW_MS).
  'slow',
  // Records an `add`, then drops the connection before answering.
  'lost-submit',
] as const;

export type DialectQuirk = (typeof DIALECT_QUIRKS)[number];
export type SimulatorDialect = ReadonlySet<DialectQuirk>;

export const PLAIN_DIALECT: SimulatorDialect = new Set();

const KNOWN = new Set<string>(DIALECT_QUIRKS);
const isQuirk = (word: string): word is DialectQuirk => KNOWN.has(word);

/** Quirks that contradict each other: a panel has one spelling of each thing. */
const EXCLUSIVE: readonly (readonly DialectQuirk[])[] = [
  ['numeric-ids', 'string-ids'],
  ['lowercase-status', 'uppercase-status'],
  ['cancelled-status', 'refunded-status', 'fail-status', 'error-status'],
  ['counts-number', 'counts-empty', 'counts-null'],
  ['multi-missing', 'multi-error'],
  ['form-only', 'json-only'],
  ['html', 'http-500'],
];

/**
 * Reads the comma-separated list; the problems found (unknown words, contradicting pairs) are
 * returned rather than thrown so config.ts can list them with the other settings' problems.
 */
export function parseDialect(text: string): { dialect: SimulatorDialect; problems: string[] } {
  const words = text
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  const problems = words.filter((w) => !isQuirk(w)).map((w) => `unknown quirk "${w}"`);
  const dialect = new Set(words.filter(isQuirk));
  for (const group of EXCLUSIVE) {
    const chosen = group.filter((q) => dialect.has(q));
    if (chosen.length > 1) problems.push(`${chosen.join(' and ')} cannot be combined`);
  }
  return { dialect, problems };
}
