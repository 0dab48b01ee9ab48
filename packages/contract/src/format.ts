const wonFormatter = /* @__PURE__ */ new Intl.NumberFormat('ko-KR', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const numberFormatter = /* @__PURE__ */ new Intl.NumberFormat('ko-KR');

/** Korean-locale number with 0 to 1 fraction digits; non-numeric or negative values show empty. */
export function formatWon(value: unknown): string {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return '';
  // Math.abs turns -0 (which passes `n < 0`) into 0; Intl would print it as '-0'.
  return wonFormatter.format(Math.abs(n));
}

/** Korean-locale integer grouping (quantities). */
export function formatCount(value: number): string {
  return numberFormatter.format(value);
}

const seoulParts = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** 'YYYY-MM-DD HH:mm:ss' in Asia/Seoul; empty for a missing or invalid date. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(seoulParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
