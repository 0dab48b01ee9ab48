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
