/**
 * Prices of services imported from a provider, in exact integer arithmetic (docs/decisions/
 * operator-console.md "Import and price sync"). A provider's rate is the price of 1000 units in
 * points, written as a decimal string. One unit costs rate / 1000 points = `rate` milli-points, so
 * the rate's decimal value is the per-unit cost in milli-points, possibly with a fraction. The
 * string is parsed digit by digit into a bigint: no floating point ever touches it.
 */

/** A non-negative decimal: `units / 10^scale`, kept without trailing fraction zeros. */
export interface ProviderRate {
  units: bigint;
  scale: number;
}

/** Rates are at most 999,999,999 points per 1000 with at most 12 fraction digits. */
export const MAX_RATE_INTEGER_DIGITS = 9;
export const MAX_RATE_FRACTION_DIGITS = 12;
/** Markups from 0% to 1000%, in hundredths of a percent. */
export const MAX_MARKUP_PERCENT = 1000;
export const BASIS_POINTS_PER_PERCENT = 100;
/** The smallest price an imported service gets: one milli-point, so no service is free by accident. */
export const MIN_IMPORTED_PRICE_MILLI = 1;

const RATE_PATTERN = new RegExp(
  `^(\\d{1,${MAX_RATE_INTEGER_DIGITS}})(?:\\.(\\d{0,${MAX_RATE_FRACTION_DIGITS}}))?$|^\\.(\\d{1,${MAX_RATE_FRACTION_DIGITS}})$`,
);

/** The rate a provider wrote ('900', '900.00', '0.45', '.5'), or null when it is not a plain decimal. */
export function parseProviderRate(text: string): ProviderRate | null {
  const match = RATE_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? match[3] ?? '').replace(/0+$/, '');
  return { units: BigInt(whole + fraction), scale: fraction.length };
}

/** The canonical decimal text of a rate ('900', '0.45'), as stored and shown. */
export function rateText(rate: ProviderRate): string {
  if (rate.scale === 0) return rate.units.toString();
  const digits = rate.units.toString().padStart(rate.scale + 1, '0');
  return `${digits.slice(0, -rate.scale)}.${digits.slice(-rate.scale)}`;
}

/** Whether two rates are the same number ('900' and '900.000' are). */
export function sameRate(a: ProviderRate, b: ProviderRate): boolean {
  const scale = Math.max(a.scale, b.scale);
  return a.units * 10n ** BigInt(scale - a.scale) === b.units * 10n ** BigInt(scale - b.scale);
}

/** `numerator / denominator` rounded up, both non-negative. */
function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

function safeNumber(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError('price out of range');
  return n;
}

/** What one unit costs us, in milli-points, rounded up (margins never look better than they are). */
export function rateUnitCostMilli(rate: ProviderRate): number {
  return safeNumber(ceilDiv(rate.units, 10n ** BigInt(rate.scale)));
}

/**
 * A markup in percent (at most two fraction digits, 0 to 1000) as integer hundredths of a percent;
 * throws a RangeError otherwise (the contract's schema refuses such values with a Korean message).
 */
export function markupBasisPoints(percent: number): number {
  if (!Number.isFinite(percent) || percent < 0 || percent > MAX_MARKUP_PERCENT) {
    throw new RangeError(`markup out of range: ${percent}`);
  }
  const basisPoints = Math.round(percent * BASIS_POINTS_PER_PERCENT);
  // Only binary floating-point noise is tolerated (12.34 * 100 = 1233.9999999999998).
  if (Math.abs(basisPoints - percent * BASIS_POINTS_PER_PERCENT) > 1e-6) {
    throw new RangeError(`more than 2 fraction digits: ${percent}`);
  }
  return basisPoints;
}

/** Whether a number has at most `digits` fraction digits (binary noise aside). */
export function hasAtMostFractionDigits(value: number, digits: number): boolean {
  const scaled = value * 10 ** digits;
  return Number.isFinite(scaled) && Math.abs(Math.round(scaled) - scaled) <= 1e-6;
}

/**
 * Our price per unit in milli-points: rate / 1000 x (1 + markup / 100) points, rounded up to the
 * milli-point, at least `minUnitPriceMilli` when the operator set one, and never below one milli-point.
 */
export function importedUnitPriceMilli(
  rate: ProviderRate,
  markupBp: number,
  minUnitPriceMilli: number | null = null,
): number {
  if (!Number.isSafeInteger(markupBp) || markupBp < 0) throw new RangeError(`bad markup: ${markupBp}`);
  const hundredPercent = BigInt(100 * BASIS_POINTS_PER_PERCENT);
  const price = ceilDiv(
    rate.units * (hundredPercent + BigInt(markupBp)),
    10n ** BigInt(rate.scale) * hundredPercent,
  );
  return Math.max(safeNumber(price), minUnitPriceMilli ?? 0, MIN_IMPORTED_PRICE_MILLI);
}

/** A markup stored in hundredths of a percent, as the percent the console shows. */
export function markupPercentOf(basisPoints: number): number {
  return basisPoints / BASIS_POINTS_PER_PERCENT;
}
