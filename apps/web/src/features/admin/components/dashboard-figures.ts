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
