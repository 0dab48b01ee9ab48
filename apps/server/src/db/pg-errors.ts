/**
 * PostgreSQL's error codes as both drivers (pg and PGlite) report them. Services catch these to turn
 * a constraint the database enforced into a domain answer, so they belong to the database layer.
 */
const UNIQUE_VIOLATION = '23505';

/** Whether an error is PostgreSQL's unique violation (23505), e.g. a ledger key booked twice. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}

/** The constraint a violation names ('' when the driver did not say). */
export function violatedConstraint(error: unknown): string {
  return (error as { constraint?: string } | null)?.constraint ?? '';
}

/**
 * PostgreSQL's codes for a value the client sent that the database cannot take: text it cannot
 * store (22021, 22P05), text that is not a number or a date (22P02, 22007, 22008), a number out of
 * the column's range (22003), a string too long for its column (22001), a bad LIKE escape or regular
 * expression (22025, 2201B), and a value past a hard limit such as an index row (54000). The error
 * handler answers these 400 instead of 500 (docs/decisions/hardening.md).
 */
const CLIENT_DATA_ERRORS = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22021',
  '22025',
  '2201B',
  '22P02',
  '22P05',
  '54000',
]);

/** Whether an error is PostgreSQL refusing a value the client sent (see CLIENT_DATA_ERRORS). */
export function isClientDataError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && CLIENT_DATA_ERRORS.has(code);
}
