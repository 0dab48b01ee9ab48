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

/**
 * Charge-button label, written the way Koreans write amounts (spec section 9: 원, 백원, 천원,
 * 만원): 100 → '100원', 1,500 → '1천5백원', 25,000 → '2만5천원', 100,000 → '10만원',
 * 10,000,000 → '1,000만원', 150,000,000 → '1억5,000만원'. Below 1,000 and for amounts that are not
 * whole hundreds the plain grouped number reads better ('500원', '12,345원').
 */
export function chargeButtonLabel(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 1000 || amount % 100 !== 0) {
    return `${numberFormatter.format(amount)}원`;
  }
  const eok = Math.floor(amount / 100_000_000);
  const man = Math.floor((amount % 100_000_000) / 10_000);
  const cheon = Math.floor((amount % 10_000) / 1000);
  const baek = Math.floor((amount % 1000) / 100);
  const parts = [
    eok > 0 ? `${numberFormatter.format(eok)}억` : '',
    man > 0 ? `${numberFormatter.format(man)}만` : '',
    cheon > 0 ? `${cheon}천` : '',
    baek > 0 ? `${baek}백` : '',
  ];
  return `${parts.join('')}원`;
}

/** Parses the POINT_CHARGE_BUTTON_OPTIONS setting ("1000,5000,10000" or a JSON array). */
export function parseChargeButtonOptions(value: string | undefined): number[] {
  if (!value) return [];
  const parts = value.trim().startsWith('[') ? safeJsonArray(value) : value.split(',');
  return parts.map((p) => Number(String(p).trim())).filter((n) => Number.isInteger(n) && n > 0);
}

function safeJsonArray(value: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
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
