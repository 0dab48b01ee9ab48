/**
 * The row an `INSERT ... RETURNING` (or another statement that always yields one) gave back. A
 * missing row is a bug in the statement, not a client error, so it throws.
 */
export function returnedRow<T>(rows: readonly T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error('the statement returned no row');
  return row;
}
