/**
 * When an order of table alias `t` is next due, as the claim indexes hold it (migration 0040): an
 * order never tried or asked to be checked soon (NULL) sorts first, as -infinity. A claim's
 * `dueAt(t) <= now` is then the index's range, and the scan stops at the first order not due.
 */
export function dueAt(t: string): string {
  return `coalesce(${t}.next_attempt_at, '-infinity')`;
}
