import { POINT_UNIT } from './format-point.ts';

const unitFormatter = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 3 });

/**
 * A unit price with every one of its (up to 3) fraction digits, Korean grouping: '0.367원'. Exact,
 * unlike formatPoint, which rounds to the storefront's one digit.
 */
export function formatUnitPoint(points: number): string {
  return `${unitFormatter.format(points)}${POINT_UNIT}`;
}
