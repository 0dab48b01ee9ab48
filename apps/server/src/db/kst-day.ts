/**
 * The Korean calendar day of a timestamptz column as a day number (days since 1970-01-01 KST).
 * Korea keeps no daylight saving, so a fixed +9 h offset is exact, and the expression does not
 * depend on the session's TimeZone nor on PGlite shipping the zone database.
 */
export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export function kstDaySql(column: string): string {
  return `floor((extract(epoch FROM ${column}) + 32400) / 86400)::int`;
}

/** The KST day number of an instant. */
export function kstDayNumber(at: Date): number {
  return Math.floor((at.getTime() + KST_OFFSET_MS) / DAY_MS);
}

/** The instant a KST day starts. */
export function kstDayStart(day: number): Date {
  return new Date(day * DAY_MS - KST_OFFSET_MS);
}

/** `YYYY-MM-DD` of a KST day number. */
export function kstDayLabel(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
