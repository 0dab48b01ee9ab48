/**
 * The periods the terms promise (docs/decisions/retention-and-backups.md has the table and the why),
 * below every module that keeps or deletes by them: the retention sweep and the retired login ids.
 */
export const RETENTION = {
  /** Contracts, payments and the supply of services (전자상거래법 시행령 제6조). */
  contractsAndPaymentsYears: 5,
  /** Consumer complaints and disputes: 1:1 inquiries (전자상거래법 시행령 제6조). */
  complaintsYears: 3,
  /** Operational access records: delivered notifications. */
  accessLogMonths: 3,
  /** Expired one-time codes are kept a day for support questions, then go. */
  expiredCodeMs: 24 * 60 * 60 * 1000,
} as const;

export function yearsBefore(now: Date, years: number): Date {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
}

export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}
