import { z } from 'zod';
import { decimalId } from './strict-input.ts';
import { hasAtMostFractionDigits, MAX_MARKUP_PERCENT } from './import-price.ts';
import { LIST_PAGE, pageQuerySchema } from './paging.ts';
import { ADMIN_IMPORT_MESSAGES } from './admin-import-messages.ts';

/**
 * The operator console's import of a provider's services and the price sync (issue 11 "Import and
 * price sync"; docs/decisions/operator-console.md). Price arithmetic: import-price.ts.
 */

const M = ADMIN_IMPORT_MESSAGES;

/** At most this many services per import request (issue 31: 500 in one call, all or nothing). */
export const MAX_IMPORT_ITEMS = 500;

/** The refusal of an import or price sync from a provider whose currency has no exchange rate. */
export function missingRateMessage(currency: string): string {
  return `${currency} 환율이 설정되지 않았습니다. 환율을 먼저 입력해 주세요.`;
}
/** The largest fixed minimum unit price, in points. */
export const MAX_MIN_UNIT_PRICE = 1_000_000;

/** How a provider's changed rate reaches our price: at once, or after the operator approves it. */
export const PRICE_SYNC_MODE_LABELS = { auto: '바로 반영', review: '검토 후 반영' } as const;
export type PriceSyncMode = keyof typeof PRICE_SYNC_MODE_LABELS;
const PRICE_SYNC_MODES = Object.keys(PRICE_SYNC_MODE_LABELS) as [PriceSyncMode, ...PriceSyncMode[]];

/** What the sync found: a new rate, an upstream service gone (hidden) or back (left hidden). */
export const PRICE_CHANGE_KIND_LABELS = {
  rate: '단가 변경',
  missing: '공급처에서 사라짐 (숨김)',
  returned: '공급처에 다시 나타남',
} as const;
export type PriceChangeKind = keyof typeof PRICE_CHANGE_KIND_LABELS;

export const PRICE_CHANGE_STATUS_LABELS = {
  pending: '검토 대기',
  applied: '자동 반영',
  approved: '승인',
  rejected: '거절',
  superseded: '새 변경으로 대체',
} as const;
export type PriceChangeStatus = keyof typeof PRICE_CHANGE_STATUS_LABELS;
const PRICE_CHANGE_STATUSES = Object.keys(PRICE_CHANGE_STATUS_LABELS) as [
  PriceChangeStatus,
  ...PriceChangeStatus[],
];

const providerServiceId = z
  .string({ error: M.providerServiceIdInvalid })
  .trim()
  .min(1, M.providerServiceIdInvalid)
  .max(100, M.providerServiceIdInvalid);

export const markupPercentSchema = z
  .number({ error: M.markupRequired })
  .refine((v) => Number.isFinite(v), { message: M.markupRequired, abort: true })
  .refine((v) => v >= 0 && v <= MAX_MARKUP_PERCENT, { message: M.markupRange, abort: true })
  .refine((v) => hasAtMostFractionDigits(v, 2), M.markupFraction);

/**
 * One service to import and where it goes: `categoryId` (ours), or `platformId` + `categoryName` (a
 * category of that name under that platform: created once by the import, reused when it exists),
 * or neither (the request's `newCategory`). `markupPercent` overrides the request's markup.
 */
export const importItemSchema = z
  .object({
    providerServiceId,
    categoryId: z
      .number({ error: M.unknownCategory })
      .int(M.unknownCategory)
      .positive(M.unknownCategory)
      .optional(),
    platformId: z
      .number({ error: M.platformRequired })
      .int(M.unknownPlatform)
      .min(1, M.unknownPlatform)
      .max(15, M.unknownPlatform)
      .optional(),
    categoryName: z
      .string({ error: M.categoryNameRequired })
      .trim()
      .min(1, M.categoryNameRequired)
      .max(50, M.categoryNameTooLong)
      .optional(),
    /** The Korean name members see; empty means the provider's name. */
    name: z.string({ error: M.nameTooLong }).trim().max(100, M.nameTooLong).optional(),
    markupPercent: markupPercentSchema.optional(),
  })
  .superRefine((item, ctx) => {
    if (item.categoryId !== undefined && (item.categoryName !== undefined || item.platformId !== undefined))
      ctx.addIssue({ code: 'custom', message: M.categoryTargetConflict, path: ['categoryId'] });
    else if (item.categoryName !== undefined && item.platformId === undefined)
      ctx.addIssue({ code: 'custom', message: M.platformRequired, path: ['platformId'] });
    else if (item.platformId !== undefined && item.categoryName === undefined)
      ctx.addIssue({ code: 'custom', message: M.categoryNameRequired, path: ['categoryName'] });
  });
export type ImportItem = z.infer<typeof importItemSchema>;

/** A category created on the spot for the imported services that name no category. */
export const newCategorySchema = z.object({
  platformId: z
    .number({ error: M.platformRequired })
    .int(M.unknownPlatform)
    .min(1, M.unknownPlatform)
    .max(15, M.unknownPlatform),
  name: z
    .string({ error: M.categoryNameRequired })
    .trim()
    .min(1, M.categoryNameRequired)
    .max(50, M.categoryNameTooLong),
  /**
   * The platform's name when `platformId` names no platform yet: the import creates it on that
   * icon's id, so a store with no platforms can import at once (issue 34).
   */
  platformName: z
    .string({ error: M.platformNameTooLong })
    .trim()
    .min(1, M.platformNameRequired)
    .max(100, M.platformNameTooLong)
    .optional(),
});
export type NewCategory = z.infer<typeof newCategorySchema>;

export const minUnitPriceSchema = z
  .number({ error: M.minUnitPriceInvalid })
  .refine((v) => Number.isFinite(v) && v > 0, { message: M.minUnitPriceInvalid, abort: true })
  .refine((v) => v <= MAX_MIN_UNIT_PRICE, { message: M.minUnitPriceTooLarge, abort: true })
  .refine((v) => hasAtMostFractionDigits(v, 3), M.minUnitPriceFraction);

/** `POST /admin/providers/{id}/import`. */
export const importRequestSchema = z
  .object({
    items: z
      .array(importItemSchema, { error: M.emptySelection })
      .min(1, M.emptySelection)
      .max(MAX_IMPORT_ITEMS, M.tooMany),
    markupPercent: markupPercentSchema,
    /** An optional fixed minimum price per unit, in points. */
    minUnitPrice: minUnitPriceSchema.optional(),
    newCategory: newCategorySchema.optional(),
  })
  .superRefine((body, ctx) => {
    const ids = body.items.map((item) => item.providerServiceId);
    if (new Set(ids).size !== ids.length)
      ctx.addIssue({ code: 'custom', message: M.duplicateSelection, path: ['items'] });
    const unplaced = body.items.some((i) => i.categoryId === undefined && i.categoryName === undefined);
    if (!body.newCategory && unplaced)
      ctx.addIssue({ code: 'custom', message: M.categoryRequired, path: ['categoryId'] });
  });
export type ImportRequest = z.infer<typeof importRequestSchema>;

export const importedServiceSchema = z.object({
  serviceId: z.number().int(),
  providerServiceId: z.string(),
  name: z.string(),
  categoryId: z.number().int(),
  /** Points per unit. */
  unitPrice: z.number(),
  /** The provider's rate per 1000 in its currency, as the provider wrote it (canonical decimal). */
  providerRate: z.string(),
  /** What one unit costs us in points (won) at the exchange rate of the import. */
  unitCost: z.number(),
  min: z.number().int(),
  max: z.number().int(),
});
export type ImportedService = z.infer<typeof importedServiceSchema>;

export const importResultSchema = z.object({
  /** The request's `newCategory` created on the spot, or null. */
  createdCategoryId: z.number().int().nullable(),
  /** Every category the import created (the items' `categoryName`s and `newCategory`). */
  createdCategories: z.array(
    z.object({ id: z.number().int(), platformId: z.number().int(), name: z.string() }),
  ),
  services: z.array(importedServiceSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['simulator', 'api_v2']),
  enabled: z.boolean(),
});
export type ImportProvider = z.infer<typeof importProviderSchema>;

/** `GET /admin/import/catalog-targets`: every platform and category, hidden ones included. */
export const importTargetsSchema = z.object({
  platforms: z.array(z.object({ id: z.number().int(), text: z.string(), visible: z.boolean() })),
  categories: z.array(
    z.object({ id: z.number().int(), text: z.string(), platformId: z.number().int(), visible: z.boolean() }),
  ),
});
export type ImportTargets = z.infer<typeof importTargetsSchema>;

export const priceSyncModeSchema = z.enum(PRICE_SYNC_MODES);

/** `PUT /admin/providers/{id}/price-sync`. */
export const priceSyncSettingsBodySchema = z.object({
  mode: z.enum(PRICE_SYNC_MODES, { error: '가격 동기화 방식을 선택해 주세요.' }),
});
export type PriceSyncSettingsBody = z.infer<typeof priceSyncSettingsBodySchema>;

/** A provider as the price sync sees it (`GET /admin/price-sync/providers`). */
export const priceSyncProviderSchema = importProviderSchema.extend({
  mode: priceSyncModeSchema,
  checkedAt: z.string().nullable(),
  /** The last sync's failure, or null when it succeeded. */
  error: z.string().nullable(),
  importedServices: z.number().int(),
  pendingChanges: z.number().int(),
});
export type PriceSyncProvider = z.infer<typeof priceSyncProviderSchema>;

/** What one sync of one provider did. */
export const priceSyncResultSchema = z.object({
  providerId: z.number().int(),
  checked: z.number().int(),
  applied: z.number().int(),
  pending: z.number().int(),
  hidden: z.number().int(),
  returned: z.number().int(),
  unreadable: z.number().int(),
});
export type PriceSyncResult = z.infer<typeof priceSyncResultSchema>;

export const priceChangesQuerySchema = pageQuerySchema(LIST_PAGE).extend({
  status: z.enum(PRICE_CHANGE_STATUSES).optional(),
  providerId: decimalId().optional(),
});
export type PriceChangesQuery = z.infer<typeof priceChangesQuerySchema>;

export const priceChangeRowSchema = z.object({
  id: z.number().int(),
  detectedAt: z.string(),
  kind: z.enum(['rate', 'missing', 'returned']),
  status: z.enum(PRICE_CHANGE_STATUSES),
  serviceId: z.number().int(),
  serviceName: z.string(),
  /** Whether members see the service now. */
  serviceVisible: z.boolean(),
  providerId: z.number().int(),
  providerName: z.string().nullable(),
  providerServiceId: z.string(),
  /** Rates per 1000 (points) and prices per unit (points); null for the kinds without one. */
  oldRate: z.string().nullable(),
  newRate: z.string().nullable(),
  oldPrice: z.number().nullable(),
  newPrice: z.number().nullable(),
  markupPercent: z.number().nullable(),
  decidedAt: z.string().nullable(),
  decidedByLoginId: z.string().nullable(),
});
export type PriceChangeRow = z.infer<typeof priceChangeRowSchema>;

/** A provider's or a price change's id in a path. */
export const importIdParamsSchema = z.object({ id: decimalId({ max: 2_147_483_647 }) });

/** The whole upstream catalogue is answered when `limit` is left out; at most this many a page otherwise. */
export const MAX_CATALOG_PAGE = 5000;

/**
 * `GET /admin/providers/{id}/services`: the provider's whole catalogue, read from a short cache
 * (`refresh=1` asks the provider again), searched and filtered here, never by re-asking the provider.
 */
export const providerCatalogQuerySchema = z.object({
  /** A substring of the service's name or id, any case. */
  q: z.string({ error: M.searchTooLong }).trim().max(100, M.searchTooLong).optional(),
  /** The upstream category, exactly as the provider wrote it. */
  category: z.string().max(300).optional(),
  /** The upstream type ('Default', 'Custom Comments', ...). */
  type: z.string().max(100).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_CATALOG_PAGE).optional(),
  refresh: z.enum(['0', '1', 'true', 'false']).optional(),
});
export type ProviderCatalogQuery = z.infer<typeof providerCatalogQuerySchema>;

/** One upstream service with its won cost and what we import it as. */
export const providerCatalogServiceSchema = z.object({
  providerServiceId: z.string(),
  name: z.string(),
  category: z.string(),
  type: z.string(),
  /** Per 1000 units in the provider's currency, exactly as the provider wrote it. */
  rate: z.string(),
  /** False when the rate is not a plain decimal: such a service cannot be imported. */
  rateReadable: z.boolean(),
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  dripfeed: z.boolean(),
  refill: z.boolean(),
  cancel: z.boolean(),
  /** What one unit costs us in points (won) at the current exchange rate; null with no rate. */
  unitCost: z.number().nullable(),
  /** Our service importing it (the first one when several do), or null. */
  importedServiceId: z.number().int().nullable(),
  importedServiceName: z.string().nullable(),
});
export type ProviderCatalogService = z.infer<typeof providerCatalogServiceSchema>;

export const providerCatalogSchema = z.object({
  provider: importProviderSchema.extend({
    currency: z.string(),
    /** Won per one unit of the provider's currency ('1' for KRW), or null when not set yet. */
    krwPerUnit: z.string().nullable(),
  }),
  /** When the provider was last asked (the cache's age). */
  fetchedAt: z.string(),
  /** Services of the whole catalogue, and of those matching the search and filters. */
  total: z.number().int(),
  matched: z.number().int(),
  /** The matching services (a page of them when `limit` is given). */
  services: z.array(providerCatalogServiceSchema),
  /** Every upstream category of the whole catalogue with its number of services, in upstream order. */
  categories: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** Every type present, with its number of services. */
  types: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type ProviderCatalog = z.infer<typeof providerCatalogSchema>;
