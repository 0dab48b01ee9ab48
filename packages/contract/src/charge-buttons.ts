/**
 * The charge buttons of the point page (POINT_CHARGE_BUTTON_OPTIONS): their amounts and labels. Apart
 * from format.ts, which every page's first load carries, since only the point page and the
 * settings preview need them (tests/e2e/bundle-budget.test.ts).
 */
import { formatCount } from './format.ts';

/**
 * Charge-button label, written the way Koreans write amounts (spec section 9: 원, 백원, 천원,
 * 만원): 100 → '100원', 1,500 → '1천5백원', 25,000 → '2만5천원', 100,000 → '10만원',
 * 10,000,000 → '1,000만원', 150,000,000 → '1억5,000만원'. Below 1,000 and for amounts that are not
 * whole hundreds the plain grouped number reads better ('500원', '12,345원').
 */
export function chargeButtonLabel(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 1000 || amount % 100 !== 0) {
    return `${formatCount(amount)}원`;
  }
  const eok = Math.floor(amount / 100_000_000);
  const man = Math.floor((amount % 100_000_000) / 10_000);
  const cheon = Math.floor((amount % 10_000) / 1000);
  const baek = Math.floor((amount % 1000) / 100);
  const parts = [
    eok > 0 ? `${formatCount(eok)}억` : '',
    man > 0 ? `${formatCount(man)}만` : '',
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
