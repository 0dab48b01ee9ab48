import { z } from 'zod';
import { parseKrwPerUnit } from './import-price.ts';
import { EXCHANGE_RATE_MESSAGES } from './admin-exchange-rates-messages.ts';

const M = EXCHANGE_RATE_MESSAGES;

/** ISO 4217-looking: three upper-case letters. */
export const CURRENCY_PATTERN = /^[A-Z]{3}$/;
export const HOME_CURRENCY = 'KRW';

export const currencyCodeSchema = z
  .string({ error: M.currencyInvalid })
  .trim()
  .regex(CURRENCY_PATTERN, M.currencyInvalid);

/** `{currency}` in the path: a currency other than KRW. */
export const exchangeRateParamsSchema = z.object({
  currency: currencyCodeSchema.refine((c) => c !== HOME_CURRENCY, M.homeCurrency),
});

/**
 * Won per unit: a decimal string or a number, > 0, at most 6 fraction digits; answered as the
 * canonical decimal string ('1385.5'). A number is read through its shortest decimal text, so
 * 1385.5 is exactly '1385.5'.
 */
export const krwPerUnitSchema = z
  .union([z.string(), z.number()], { error: M.rateRequired })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: M.rateRequired });
      return z.NEVER;
    }
    const parsed = parseKrwPerUnit(text);
    if (parsed.ok) return parsed.text;
    ctx.addIssue({ code: 'custom', message: M[parsed.problem] });
    return z.NEVER;
  });

/** `PUT /admin/exchange-rates/{currency}`. */
export const exchangeRateBodySchema = z.object({ krwPerUnit: krwPerUnitSchema });
export type ExchangeRateBody = z.output<typeof exchangeRateBodySchema>;
export type ExchangeRateBodyInput = z.input<typeof exchangeRateBodySchema>;

/**
 * One row of `GET /admin/exchange-rates`. A currency some provider quotes in but with no rate yet
 * is listed too, with `krwPerUnit` and `updatedAt` null: the console asks the operator for it.
 */
export const exchangeRateRowSchema = z.object({
  currency: z.string(),
  /** Won per one unit, canonical decimal text ('1385.5'); null when not set yet. */
  krwPerUnit: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedByLoginId: z.string().nullable(),
  /** Providers quoting in this currency. */
  providers: z.number().int(),
});
export type ExchangeRateRow = z.infer<typeof exchangeRateRowSchema>;
export const exchangeRatesSchema = z.array(exchangeRateRowSchema);

/** What re-pricing the currency's services did (the price sync's way, by each provider's choice). */
export const exchangeRepriceSchema = z.object({
  /** Following services of providers in this currency that were looked at. */
  checked: z.number().int(),
  /** Re-priced at once (providers with price sync 'auto'). */
  applied: z.number().int(),
  /** Waiting for the operator in the price changes list (providers with 'review'). */
  pending: z.number().int(),
  /**
   * Services whose current price is now below their won cost (a change waits for approval): the
   * console shows them, never leaves them unsaid.
   */
  belowCost: z.array(z.object({ serviceId: z.number().int(), name: z.string() })),
});
export type ExchangeReprice = z.infer<typeof exchangeRepriceSchema>;

/** The answer of `PUT /admin/exchange-rates/{currency}`. */
export const exchangeRateSavedSchema = z.object({
  rate: exchangeRateRowSchema,
  reprice: exchangeRepriceSchema,
});
export type ExchangeRateSaved = z.infer<typeof exchangeRateSavedSchema>;
