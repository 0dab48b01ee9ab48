import { z } from 'zod';
import { idParamsSchema } from './strict-input.ts';
import { fromMilli, toMilli } from './money.ts';
import { SERVICE_TYPES, serviceTypeSchema } from './service-types.ts';
import { ADMIN_CATALOGUE_MESSAGES } from './admin-catalogue-messages.ts';

/**
 * The operator's catalogue (issue 11 "Catalogue"): platforms, categories and services with
 * everything the storefront hides, the writes, reordering and the bulk changes. Points travel as
 * decimal numbers (at most 3 fraction digits) like the rest of the API; the server stores
 * milli-points. Decisions: docs/decisions/operator-console.md "Catalogue".
 */

const M = ADMIN_CATALOGUE_MESSAGES;

/** Platform ids are the icons (spec section 3), so an operator picks one of these. */
export const PLATFORM_ICON_IDS = { min: 1, max: 15 } as const;
export const MAX_UNIT_PRICE = 1_000_000;
export const MAX_QUANTITY = 100_000_000;
/** Bulk and reorder lists: at most this many ids per request. */
export const MAX_BATCH = 1000;
export const PERCENT_LIMITS = { min: -99.99, max: 1000 } as const;

export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** True when `v` has at most `digits` fraction digits (binary noise tolerated). */
function atMostDecimals(v: number, digits: number): boolean {
  const scaled = v * 10 ** digits;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(100, M.nameTooLong);

const points = (messages: { required: string; negative: string; fraction: string; tooLarge: string }) =>
  z
    .number({ error: messages.required })
    .refine((v) => Number.isFinite(v), { message: messages.required, abort: true })
    .refine((v) => v >= 0, { message: messages.negative, abort: true })
    .refine((v) => v <= MAX_UNIT_PRICE, { message: messages.tooLarge, abort: true })
    .refine((v) => atMostDecimals(v, 3), messages.fraction);

const quantity = (invalid: string) =>
  z.number({ error: invalid }).int(invalid).min(1, invalid).max(MAX_QUANTITY, M.quantityTooLarge);

const id = (required: string) => z.number({ error: required }).int(required).positive(required);

export const catalogueIdParamsSchema = idParamsSchema;

// Platforms ------------------------------------------------------------------------------------

const platformFields = {
  text: name(M.platformNameRequired),
  background: z.string({ error: M.colourInvalid }).trim().regex(HEX_COLOUR, M.colourInvalid),
  visible: z.boolean(),
};

/** `POST /admin/platforms`: the id is the icon (1 to 15) and is fixed once the platform exists. */
export const platformCreateSchema = z.object({
  id: z
    .number({ error: M.iconRequired })
    .int(M.iconRange)
    .min(PLATFORM_ICON_IDS.min, M.iconRange)
    .max(PLATFORM_ICON_IDS.max, M.iconRange),
  ...platformFields,
  visible: platformFields.visible.default(true),
});
export type PlatformCreate = z.infer<typeof platformCreateSchema>;

const nonEmpty = (v: object) => Object.values(v).some((value) => value !== undefined);

export const platformPatchSchema = z.object(platformFields).partial().refine(nonEmpty, M.nothingToChange);
export type PlatformPatch = z.infer<typeof platformPatchSchema>;

// Categories -----------------------------------------------------------------------------------

const categoryFields = {
  platformId: id(M.platformRequired),
  text: name(M.categoryNameRequired),
  visible: z.boolean(),
};

export const categoryCreateSchema = z.object({
  ...categoryFields,
  visible: categoryFields.visible.default(true),
});
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;

export const categoryPatchSchema = z.object(categoryFields).partial().refine(nonEmpty, M.nothingToChange);
export type CategoryPatch = z.infer<typeof categoryPatchSchema>;

/** The refill window's bounds in days (migration 0018's CHECK) and the default. */
export const REFILL_DAYS = { min: 1, max: 3650, default: 30 } as const;

// Services -------------------------------------------------------------------------------------

const serviceFields = {
  categoryId: id(M.categoryRequired),
  text: name(M.serviceNameRequired),
  /** The description the order page shows (the `notice` column). */
  notice: z.string().max(2000, M.noticeTooLong),
  min: quantity(M.minInvalid),
  max: quantity(M.maxInvalid),
  /** Our unit price in points per 1 quantity. */
  price: points({
    required: M.priceRequired,
    negative: M.priceNegative,
    fraction: M.priceFraction,
    tooLarge: M.priceTooLarge,
  }),
  enableAuto: z.boolean(),
  isReadOnly: z.boolean(),
  visible: z.boolean(),
  /**
   * One of the 15 API v2 types (issue 32): which fields an order takes and what the provider is
   * sent. The import sets the provider's; the operator may change it.
   */
  type: z.enum(SERVICE_TYPES, { error: M.typeInvalid }),
  providerId: id(M.providerRequired).nullable(),
  providerServiceId: z
    .string()
    .trim()
    .min(1, M.providerServiceIdRequired)
    .max(100, M.providerServiceIdTooLong)
    .nullable(),
  /** What the provider charges us per unit, in points (the margin is measured against it). */
  providerRate: points({
    required: M.rateNegative,
    negative: M.rateNegative,
    fraction: M.rateFraction,
    tooLarge: M.rateTooLarge,
  }).nullable(),
  /** Refill and cancel through the provider (docs/decisions/refill-cancel.md); the import fills them. */
  refill: z.boolean(),
  cancel: z.boolean(),
  /** Days after the order in which a Completed order may ask for a refill. */
  refillDays: z
    .number({ error: M.refillDaysInvalid })
    .int(M.refillDaysInvalid)
    .min(REFILL_DAYS.min, M.refillDaysInvalid)
    .max(REFILL_DAYS.max, M.refillDaysInvalid),
  /** Required (true) to save a price below the provider's rate. */
  confirmBelowRate: z.boolean(),
};

type ServiceShape = Partial<{
  min: number;
  max: number;
  providerId: number | null;
  providerServiceId: string | null;
}>;

/** The rules between fields; a PATCH is checked again on the server against the stored row. */
function serviceRules(v: ServiceShape, ctx: z.RefinementCtx) {
  if (v.min !== undefined && v.max !== undefined && v.min > v.max)
    ctx.addIssue({ code: 'custom', message: M.minAboveMax, path: ['min'] });
  if (v.providerId != null && v.providerServiceId === null)
    ctx.addIssue({ code: 'custom', message: M.providerServiceIdRequired, path: ['providerServiceId'] });
  if (v.providerId === null && v.providerServiceId != null)
    ctx.addIssue({ code: 'custom', message: M.providerRequired, path: ['providerId'] });
}

export const serviceCreateSchema = z
  .object({
    ...serviceFields,
    notice: serviceFields.notice.default(''),
    enableAuto: serviceFields.enableAuto.default(false),
    type: serviceFields.type.default('Default'),
    isReadOnly: serviceFields.isReadOnly.default(false),
    visible: serviceFields.visible.default(true),
    providerId: serviceFields.providerId.default(null),
    providerServiceId: serviceFields.providerServiceId.default(null),
    providerRate: serviceFields.providerRate.default(null),
    confirmBelowRate: serviceFields.confirmBelowRate.default(false),
    refill: serviceFields.refill.default(false),
    cancel: serviceFields.cancel.default(false),
    refillDays: serviceFields.refillDays.default(REFILL_DAYS.default),
  })
  .superRefine(serviceRules);
export type ServiceCreate = z.infer<typeof serviceCreateSchema>;

export const servicePatchSchema = z
  .object(serviceFields)
  .partial()
  .refine(({ confirmBelowRate: _confirm, ...change }) => nonEmpty(change), M.nothingToChange)
  .superRefine(serviceRules);
export type ServicePatch = z.infer<typeof servicePatchSchema>;

// Lists: reorder and bulk ----------------------------------------------------------------------

export const idListSchema = z
  .array(z.number().int().positive(), { error: M.idsRequired })
  .min(1, M.idsRequired)
  .max(MAX_BATCH, M.idsTooMany)
  .refine((ids) => new Set(ids).size === ids.length, M.idsDuplicate);

/**
 * `POST /admin/{platforms|categories|services}/reorder`: every sibling (all platforms, the
 * categories of one platform, the services of one category) in the new order.
 */
export const reorderSchema = z.object({ ids: idListSchema });
export type Reorder = z.infer<typeof reorderSchema>;

export const serviceVisibilityBulkSchema = z.object({ ids: idListSchema, visible: z.boolean() });
export type ServiceVisibilityBulk = z.infer<typeof serviceVisibilityBulkSchema>;

export const percentSchema = z
  .number({ error: M.percentRequired })
  .refine((v) => Number.isFinite(v), { message: M.percentRequired, abort: true })
  .refine((v) => v !== 0, { message: M.percentZero, abort: true })
  .refine((v) => v >= PERCENT_LIMITS.min && v <= PERCENT_LIMITS.max, { message: M.percentRange, abort: true })
  .refine((v) => atMostDecimals(v, 2), M.percentFraction);

export const servicePriceBulkSchema = z.object({
  ids: idListSchema,
  /** +10 raises every selected price by 10 %, -5 lowers it by 5 %. */
  percent: percentSchema,
  confirmBelowRate: z.boolean().default(false),
});
export type ServicePriceBulk = z.infer<typeof servicePriceBulkSchema>;

// Price arithmetic (exact, shared by the server and the console's preview) ------------------------

/** A percent with at most 2 fraction digits as an integer count of basis points (12.5 -> 1250). */
export function percentToBasisPoints(percent: number): number {
  const bp = Math.round(percent * 100);
  if (Math.abs(bp - percent * 100) > 1e-6) throw new RangeError(`more than 2 fraction digits: ${percent}`);
  return bp;
}

/**
 * A unit price changed by `basisPoints` / 100 percent, in milli-points, exactly: price x (10000 +
 * bp) / 10000 computed on integers and rounded up to the next milli-point, the same rounding as an
 * import's markup, so a change never sells for less than the exact figure.
 */
export function applyPercentMilli(priceMilli: number, basisPoints: number): number {
  const numerator = BigInt(priceMilli) * BigInt(10_000 + basisPoints);
  if (numerator < 0n) throw new RangeError('a price cannot fall below zero');
  const result = (numerator + 9_999n) / 10_000n;
  return Number(result);
}

/** Our price against the provider's rate: what we keep per unit and its share of our price. */
export interface Margin {
  /** Points per unit (negative when we sell below the rate). */
  amount: number;
  /** Percent of our price, one fraction digit; null for a free service. */
  percent: number | null;
}

export function serviceMargin(priceMilli: number, rateMilli: number | null): Margin | null {
  if (rateMilli === null) return null;
  const marginMilli = priceMilli - rateMilli;
  return {
    amount: fromMilli(marginMilli),
    percent: priceMilli === 0 ? null : Math.round((marginMilli * 1000) / priceMilli) / 10,
  };
}

/** Whether a price sells below the provider's rate (then the operator must confirm it). */
export function isBelowRate(price: number, providerRate: number | null): boolean {
  return providerRate !== null && toMilli(price) < toMilli(providerRate);
}

// Answers --------------------------------------------------------------------------------------

export const adminPlatformSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  background: z.string(),
  visible: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminPlatform = z.infer<typeof adminPlatformSchema>;

export const adminCategorySchema = z.object({
  id: z.number().int(),
  platformId: z.number().int(),
  text: z.string(),
  visible: z.boolean(),
  sortOrder: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const marginSchema = z.object({ amount: z.number(), percent: z.number().nullable() });

export const adminServiceSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  text: z.string(),
  notice: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  price: z.number(),
  enableAuto: z.boolean(),
  isReadOnly: z.boolean(),
  visible: z.boolean(),
  sortOrder: z.number().int(),
  /** The service's type (issue 32). Always sent by the server (optional only so older fixtures still type-check). */
  type: serviceTypeSchema.optional(),
  providerId: z.number().int().nullable(),
  providerName: z.string().nullable(),
  providerServiceId: z.string().nullable(),
  providerRate: z.number().nullable(),
  /**
   * The provider's rate per 1000 as it wrote it, in `providerCurrency` (issue 31: the console shows
   * '$0.90 / 1,000' beside the won cost `providerRate`); null for a service not imported. Always
   * sent by the server (optional only so older fixtures still type-check).
   */
  providerRatePer1000: z.string().nullable().optional(),
  providerCurrency: z.string().nullable().optional(),
  margin: marginSchema.nullable(),
  refill: z.boolean(),
  cancel: z.boolean(),
  refillDays: z.number().int(),
  /** Whether it has ever been ordered: such a service can only be hidden, never deleted. */
  hasOrders: z.boolean(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const catalogueProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
});
export type CatalogueProvider = z.infer<typeof catalogueProviderSchema>;

/** `GET /admin/catalogue`: the whole catalogue, hidden parts included, each list in display order. */
export const adminCatalogueSchema = z.object({
  platforms: z.array(adminPlatformSchema),
  categories: z.array(adminCategorySchema),
  services: z.array(adminServiceSchema),
  providers: z.array(catalogueProviderSchema),
});
export type AdminCatalogue = z.infer<typeof adminCatalogueSchema>;

/** The answer of a bulk change: the services as they are now. */
export const serviceBulkResultSchema = z.object({ services: z.array(adminServiceSchema) });
export type ServiceBulkResult = z.infer<typeof serviceBulkResultSchema>;
