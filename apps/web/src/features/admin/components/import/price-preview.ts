import {
  hasAtMostFractionDigits,
  importedUnitPriceMilli,
  markupBasisPoints,
  MAX_MARKUP_PERCENT,
  parseProviderRate,
} from '@smm/contract/import-price';
import { MAX_MIN_UNIT_PRICE } from '@smm/contract/admin-import';
import { fromMilli, toMilli } from '@smm/contract/money';
import { parseDecimalField } from '../../../../lib/form/parse-decimal-field.ts';

export interface PricePreview {
  /** Points per unit and per 1000 units. */
  unit: number;
  perThousand: number;
}

/**
 * Our price for a provider rate with the markup and minimum the operator typed, computed by the
 * contract's exact arithmetic (the server's own); null while the inputs are not valid yet.
 */
export function previewPrice(rate: string, markupText: string, minText: string): PricePreview | null {
  const parsed = parseProviderRate(rate);
  const markup = parseDecimalField(markupText);
  const min = parseDecimalField(minText);
  if (!parsed || markup === undefined || !Number.isFinite(markup)) return null;
  if (markup < 0 || markup > MAX_MARKUP_PERCENT || !hasAtMostFractionDigits(markup, 2)) return null;
  const minValid = min !== undefined && Number.isFinite(min) && min > 0 && min <= MAX_MIN_UNIT_PRICE;
  if (min !== undefined && (!minValid || !hasAtMostFractionDigits(min, 3))) return null;
  const unitMilli = importedUnitPriceMilli(
    parsed,
    markupBasisPoints(markup),
    min === undefined ? null : toMilli(min),
  );
  // The price of 1000 units in points is the unit price in milli-points.
  return { unit: fromMilli(unitMilli), perThousand: unitMilli };
}
