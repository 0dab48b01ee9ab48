import { formatWon } from '@smm/contract/format';
import { formatPoint } from '../../../lib/format-point.ts';

/**
 * Sales and profit turn negative on a day whose refunds or costs exceed its orders; formatPoint
 * shows no sign, so the minus is written here.
 */
export function signedPoint(value: number): string {
  return value < 0 ? `-${formatPoint(-value)}` : formatPoint(value);
}

/** Profit as a share of sales, one fraction digit: '23.5%'; '-' when nothing was sold. */
export function profitShare(profit: number, sales: number): string {
  if (sales <= 0) return '-';
  return `${(Math.round((profit / sales) * 1000) / 10).toFixed(1)}%`;
}

/**
 * The y axis in 만 and 억 won from 10,000 up (a year's top-up days reach tens of millions): short
 * enough for the axis at 375 px, where '10,000,000' was cut.
 */
export function axisWon(v: number): string {
  const sign = v < 0 ? '-' : '';
  const a = Math.abs(v);
  if (a >= 100_000_000) return `${sign}${formatWon(Math.round(a / 10_000_000) / 10)}억`;
  if (a >= 10_000) return `${sign}${formatWon(Math.round(a / 1_000) / 10)}만`;
  return `${sign}${formatWon(a)}`;
}
