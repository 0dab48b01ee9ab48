import { formatWon } from './format.ts';
import { MILLI_PER_POINT } from './money.ts';

/**
 * How the member's pages quote a unit price (issue 34). The spec's won format shows 0 to 1 fraction
 * digits, so a price like 0.026 would read '0원' and 1.17 '1.2원'. A price that format shows exactly
 * is quoted per one; any other is quoted per 1,000, as SMM panels quote their rates ('1,000개당
 * 26원', '1,000개당 1,170원'), exact because prices are whole milli-points. Totals and balances keep
 * the spec's format.
 */
export interface UnitPriceQuote {
  /** How many the amount buys: 1 or 1,000. */
  per: 1 | 1000;
  /** '1개당' or '1,000개당'. */
  label: string;
  /** The amount in won: '0.5원', '26원', '1,170원'. */
  amount: string;
}

export function quoteUnitPrice(point: number): UnitPriceQuote {
  // Prices arrive as whole milli-points; rounding only drops binary noise.
  const milli = Math.round(point * MILLI_PER_POINT);
  if (milli % 100 === 0) return { per: 1, label: '1개당', amount: `${formatWon(point)}원` };
  return { per: 1000, label: '1,000개당', amount: `${formatWon(milli)}원` };
}

/** '1개당 0.5원' or '1,000개당 26원'. */
export function unitPriceText(point: number): string {
  const quote = quoteUnitPrice(point);
  return `${quote.label} ${quote.amount}`;
}
