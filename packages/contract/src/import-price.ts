/**
 * Prices of services imported from a provider, in exact integer arithmetic (docs/decisions/
 * operator-console.md "Import and price sync", docs/decisions/provider-currency.md). A provider's
 * rate is the price of 1000 units in the provider's currency, written as a decimal string; an
 * exchange rate is the won (points) value of one unit of that currency (1 for KRW). One unit costs
 * rate / 1000 x krwPerUnit points = rate x krwPerUnit milli-points, possibly with a fraction.
 * Strings are parsed digit by digit into bigints: no floating point ever touches them.
 */
import { SERVICE_TYPE_FIELDS, serviceTypeFromProvider } from './service-type-rules.ts';

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

/**
 * A provider's rate as the price formulas here read it: per 1,000 units. `type` is ours or the
 * provider's word for it. A package type's upstream rate is the price of one package
 * (docs/decisions/service-types.md, issue 32), so it counts as 1,000 times that; every other
 * type's rate is per 1,000 units already (a subscription's units are max x posts).
 */
export function ratePer1000Units(rate: ProviderRate, type: string): ProviderRate {
  const known = serviceTypeFromProvider(type);
  const perPackage = known !== null && SERVICE_TYPE_FIELDS[known].quantity === 'package';
  if (!perPackage) return rate;
  // x 1,000 by moving the decimal point, so the result stays canonical ('4.5' -> '4500').
  return rate.scale >= 3
    ? { units: rate.units, scale: rate.scale - 3 }
    : { units: rate.units * 10n ** BigInt(3 - rate.scale), scale: 0 };
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

/** Won per one unit of a currency, as the same exact decimal. */
export type ExchangeRate = ProviderRate;
/** KRW's own rate: a won is a won. Today's KRW providers keep their exact results. */
export const KRW_RATE: ExchangeRate = { units: 1n, scale: 0 };
/** Exchange rates: above 0, at most 1,000,000 won per unit, at most 6 fraction digits. */
export const MAX_KRW_PER_UNIT = 1_000_000;
export const KRW_PER_UNIT_FRACTION_DIGITS = 6;

/**
 * An exchange rate as the operator typed it ('1385.5', '0.0123'), checked: the canonical text and
 * the exact value, or which rule it breaks (the contract's schema words each in Korean).
 */
export function parseKrwPerUnit(
  text: string,
):
  | { ok: true; text: string; rate: ExchangeRate }
  | { ok: false; problem: 'rateInvalid' | 'rateFraction' | 'rateTooLarge' } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return { ok: false, problem: 'rateInvalid' };
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > KRW_PER_UNIT_FRACTION_DIGITS) return { ok: false, problem: 'rateFraction' };
  const whole = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  const rate = { units: BigInt(whole + fraction), scale: fraction.length };
  if (rate.units === 0n) return { ok: false, problem: 'rateInvalid' };
  if (whole.length > 7 || rate.units > BigInt(MAX_KRW_PER_UNIT) * 10n ** BigInt(rate.scale))
    return { ok: false, problem: 'rateTooLarge' };
  return { ok: true, text: rateText(rate), rate };
}

/** rate x krwPerUnit as one exact decimal: won per 1000 units, i.e. milli-points per unit. */
function wonPer1000(rate: ProviderRate, krwPerUnit: ExchangeRate): { units: bigint; divisor: bigint } {
  return { units: rate.units * krwPerUnit.units, divisor: 10n ** BigInt(rate.scale + krwPerUnit.scale) };
}

/**
 * What one unit costs us in milli-points (won), rounded up (margins never look better than they
 * are): rate / 1000 x krwPerUnit points. KRW_RATE for a provider that quotes in won.
 */
export function rateUnitCostMilli(rate: ProviderRate, krwPerUnit: ExchangeRate = KRW_RATE): number {
  const { units, divisor } = wonPer1000(rate, krwPerUnit);
  return safeNumber(ceilDiv(units, divisor));
}

/**
 * What `units` units cost us in milli-points (won) at `rate` per 1000 and `krwPerUnit`, the exact
 * product rounded up once (the estimate an order's cost basis books).
 */
export function ratedCostMilli(rate: ProviderRate, krwPerUnit: ExchangeRate, units: number): number {
  const { units: perUnit, divisor } = wonPer1000(rate, krwPerUnit);
  return safeNumber(ceilDiv(perUnit * BigInt(units), divisor));
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
 * Our price per unit in milli-points: rate / 1000 x krwPerUnit x (1 + markup / 100) points, rounded
 * up to the milli-point (the point's smallest unit), at least `minUnitPriceMilli` when the operator
 * set one, and never below one milli-point. The one formula of the import, the price sync and the
 * re-pricing after an exchange rate changes (and the console's preview).
 */
export function importedUnitPriceMilli(
  rate: ProviderRate,
  markupBp: number,
  minUnitPriceMilli: number | null = null,
  krwPerUnit: ExchangeRate = KRW_RATE,
): number {
  if (!Number.isSafeInteger(markupBp) || markupBp < 0) throw new RangeError(`bad markup: ${markupBp}`);
  const hundredPercent = BigInt(100 * BASIS_POINTS_PER_PERCENT);
  const { units, divisor } = wonPer1000(rate, krwPerUnit);
  const price = ceilDiv(units * (hundredPercent + BigInt(markupBp)), divisor * hundredPercent);
  return Math.max(safeNumber(price), minUnitPriceMilli ?? 0, MIN_IMPORTED_PRICE_MILLI);
}

/** A markup stored in hundredths of a percent, as the percent the console shows. */
export function markupPercentOf(basisPoints: number): number {
  return basisPoints / BASIS_POINTS_PER_PERCENT;
}
