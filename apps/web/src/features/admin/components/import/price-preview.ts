import {
  hasAtMostFractionDigits,
  importedUnitPriceMilli,
  KRW_RATE,
  markupBasisPoints,
  MAX_MARKUP_PERCENT,
  parseProviderRate,
  rateUnitCostMilli,
  type ExchangeRate,
} from '@smm/contract/import-price';
import { MAX_MIN_UNIT_PRICE } from '@smm/contract/admin-import';
import { fromMilli, toMilli } from '@smm/contract/money';
import { parseDecimalField } from '../../../../lib/form/parse-decimal-field.ts';

export interface PricePreview {
  /** Points per unit and per 1000 units. */
  unit: number;
  perThousand: number;
}

/** The pricing the operator typed, read once per render (not per row of thousands). */
export interface PricingInput {
  markupBp: number;
  minUnitPriceMilli: number | null;
  krwPerUnit: ExchangeRate;
}

/** The markup and minimum as the formula takes them, or null while either is not valid yet. */
export function readPricing(
  markupText: string,
  minText: string,
  krwPerUnit: string | null,
): PricingInput | null {
  const markup = parseDecimalField(markupText);
  const min = parseDecimalField(minText);
  const krw = krwPerUnit === null ? null : parseProviderRate(krwPerUnit);
  if (markup === undefined || !Number.isFinite(markup) || !krw) return null;
  if (markup < 0 || markup > MAX_MARKUP_PERCENT || !hasAtMostFractionDigits(markup, 2)) return null;
  const minValid = min !== undefined && Number.isFinite(min) && min > 0 && min <= MAX_MIN_UNIT_PRICE;
  if (min !== undefined && (!minValid || !hasAtMostFractionDigits(min, 3))) return null;
  return {
    markupBp: markupBasisPoints(markup),
    minUnitPriceMilli: min === undefined ? null : toMilli(min),
    krwPerUnit: krw,
  };
}

/**
 * Our price for a provider rate with the pricing typed, computed by the contract's exact arithmetic
 * (the server's own formula); null for an unreadable rate or pricing not valid yet.
 */
export function previewWith(rate: string, pricing: PricingInput | null): PricePreview | null {
  const parsed = parseProviderRate(rate);
  if (!parsed || !pricing) return null;
  const unitMilli = importedUnitPriceMilli(
    parsed,
    pricing.markupBp,
    pricing.minUnitPriceMilli,
    pricing.krwPerUnit,
  );
  // The price of 1000 units in points is the unit price in milli-points.
  return { unit: fromMilli(unitMilli), perThousand: unitMilli };
}

/** A KRW provider's preview (the rate is won per 1000): the import page before issue 31. */
export function previewPrice(rate: string, markupText: string, minText: string): PricePreview | null {
  return previewWith(rate, readPricing(markupText, minText, '1'));
}

/** What 1000 units cost us in won, exactly as the server rounds it (up); null without a rate. */
export function costPerThousand(rate: string, krwPerUnit: string | null): number | null {
  const parsed = parseProviderRate(rate);
  const krw = krwPerUnit === null ? null : parseProviderRate(krwPerUnit);
  if (!parsed || !krw) return null;
  return rateUnitCostMilli(parsed, krw ?? KRW_RATE);
}
