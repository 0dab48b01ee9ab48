import { formatUnitPoint } from '../../../../lib/format-unit-point.ts';

/**
 * Points with every milli-point digit and a minus for a loss: '-12.345원'. Costs converted from a
 * provider's currency keep their fraction, so the console shows them exactly (formatWon rounds).
 */
export function formatSignedPoints(points: number): string {
  return points < 0 ? `-${formatUnitPoint(-points)}` : formatUnitPoint(points);
}
