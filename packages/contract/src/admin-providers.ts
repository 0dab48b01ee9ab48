import { z } from 'zod';
import { idParamsSchema } from './strict-input.ts';
import { ADMIN_PROVIDER_MESSAGES } from './admin-providers-messages.ts';

const M = ADMIN_PROVIDER_MESSAGES;

export const PROVIDER_KINDS = ['api_v2', 'simulator'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];
export const PROVIDER_KIND_LABELS: Record<ProviderKind, string> = {
  api_v2: 'API v2 패널',
  simulator: '내장 시뮬레이터',
};

export const MAX_LOW_BALANCE_THRESHOLD = 1_000_000_000;

/**
 * An absolute http(s) URL with a host (a name, IPv4 or [IPv6]), an optional port and path. A
 * pattern rather than `new URL`: the contract runs where no URL global is typed.
 */
const HTTP_URL =
  /^https?:\/\/(?:\[[0-9a-f:.]+\]|[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*)(?::\d{1,5})?(?:[/?#][^\s]*)?$/iu;

export function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value);
}

/** Whether an http(s) URL's port, when it names one, is a real TCP port (1 to 65535). */
export function hasValidPort(value: string): boolean {
  const port = /^[a-z]+:\/\/(?:\[[^\]]*\]|[^/?#:]*):(\d+)(?:[/?#]|$)/i.exec(value)?.[1];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

function atMostTwoDecimals(v: number): boolean {
  const cents = v * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

const nameSchema = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(50, M.nameTooLong);
const kindSchema = z.enum(PROVIDER_KINDS, { error: M.kindInvalid });
/** Empty means "not given"; the rules below say when it is required. */
const apiUrlSchema = z
  .string({ error: M.urlInvalid })
  .trim()
  .max(500, M.urlTooLong)
  .refine((v) => v === '' || isHttpUrl(v), M.urlInvalid)
  .refine(hasValidPort, M.urlPort);
const apiKeySchema = z
  .string({ error: M.keyRequired })
  .trim()
  .max(200, M.keyTooLong)
  .refine((v) => !/\s/.test(v), M.keySpaces);
const thresholdSchema = z
  .number({ error: M.thresholdInvalid })
  .refine((v) => Number.isFinite(v) && v >= 0, { message: M.thresholdInvalid, abort: true })
  .refine((v) => v <= MAX_LOW_BALANCE_THRESHOLD, { message: M.thresholdTooLarge, abort: true })
  .refine(atMostTwoDecimals, M.thresholdFraction);
const enabledSchema = z.boolean({ error: M.enabledInvalid });
/** ISO 4217-looking (three upper-case letters); the balance answer fills it, the operator may correct it. */
const currencySchema = z
  .string({ error: M.currencyInvalid })
  .trim()
  .regex(/^[A-Z]{3}$/, M.currencyInvalid);
/** An unknown field is refused rather than ignored, so a misspelt `apikey` never passes silently. */
const strict = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? M.unknownField : undefined),
};

/** `POST /admin/providers`. The simulator needs no URL or key (both are dropped). */
export const adminProviderCreateSchema = z
  .strictObject(
    {
      name: nameSchema,
      kind: kindSchema,
      apiUrl: apiUrlSchema.optional(),
      apiKey: apiKeySchema.optional(),
      enabled: enabledSchema.default(true),
      lowBalanceThreshold: thresholdSchema.nullable().optional(),
      /** The currency of the provider's rates and balance; KRW unless given (the test reads it). */
      currency: currencySchema.default('KRW'),
    },
    strict,
  )
  .superRefine((body, ctx) => {
    if (body.kind !== 'api_v2') return;
    if (!body.apiUrl) ctx.addIssue({ code: 'custom', message: M.urlRequired, path: ['apiUrl'] });
    if (!body.apiKey) ctx.addIssue({ code: 'custom', message: M.keyRequired, path: ['apiKey'] });
  })
  .transform((body) => ({
    name: body.name,
    kind: body.kind,
    apiUrl: body.kind === 'api_v2' ? (body.apiUrl ?? null) : null,
    apiKey: body.kind === 'api_v2' ? (body.apiKey ?? null) : null,
    enabled: body.enabled,
    lowBalanceThreshold: body.lowBalanceThreshold ?? null,
    currency: body.currency,
  }));
export type AdminProviderCreate = z.output<typeof adminProviderCreateSchema>;
export type AdminProviderCreateInput = z.input<typeof adminProviderCreateSchema>;

/**
 * `PATCH /admin/providers/{id}`: only what is given changes. An empty `apiKey` keeps the stored
 * key (the form never shows it, so it is sent empty); `lowBalanceThreshold: null` turns the alert off.
 */
export const adminProviderUpdateSchema = z
  .strictObject(
    {
      name: nameSchema.optional(),
      kind: kindSchema.optional(),
      apiUrl: apiUrlSchema.optional(),
      apiKey: apiKeySchema.optional(),
      enabled: enabledSchema.optional(),
      lowBalanceThreshold: thresholdSchema.nullable().optional(),
      currency: currencySchema.optional(),
    },
    strict,
  )
  .transform((body) => ({ ...body, apiKey: body.apiKey === '' ? undefined : body.apiKey }))
  .refine((body) => Object.values(body).some((v) => v !== undefined), M.nothingToChange);
export type AdminProviderUpdate = z.output<typeof adminProviderUpdateSchema>;
export type AdminProviderUpdateInput = z.input<typeof adminProviderUpdateSchema>;

/**
 * The rule a PATCH can only be checked against the stored provider by: an API v2 panel needs a URL
 * and a key, given now or kept. The first problem with the control it belongs to, or null.
 */
export function providerUpdateProblem(
  stored: { kind: ProviderKind; apiUrl: string | null; hasApiKey: boolean },
  patch: AdminProviderUpdate,
): { message: string; field: 'apiUrl' | 'apiKey' } | null {
  if ((patch.kind ?? stored.kind) !== 'api_v2') return null;
  const keepsConnection = stored.kind === 'api_v2';
  // An empty URL is a URL taken away; only a key left empty means "keep the stored one".
  const url = patch.apiUrl === undefined && keepsConnection ? stored.apiUrl : patch.apiUrl;
  if (!url) return { message: M.urlRequired, field: 'apiUrl' };
  if (!patch.apiKey && !(keepsConnection && stored.hasApiKey))
    return { message: M.keyRequired, field: 'apiKey' };
  return null;
}

/** `••••` and the key's last four characters (only `••••` for a key too short to hide them). */
export function maskApiKey(key: string | null): string | null {
  if (!key) return null;
  return key.length >= 12 ? `••••${key.slice(-4)}` : '••••';
}

export const providerIdParamsSchema = idParamsSchema;

/** One provider as the console lists it: the key only masked; the balance in the provider's currency. */
export const adminProviderRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PROVIDER_KINDS),
  apiUrl: z.string().nullable(),
  apiKeyMasked: z.string().nullable(),
  enabled: z.boolean(),
  balance: z.number().nullable(),
  /**
   * The provider's currency (ISO 4217): its rates and balance are in it. Taken from the balance
   * answer at the connection test and each balance read; the operator may correct it.
   */
  currency: z.string(),
  /** When `balance` was read (the sweep or a connection test). */
  balanceCheckedAt: z.string().nullable(),
  /** The last balance read's failure, in Korean; null when it succeeded. */
  balanceError: z.string().nullable(),
  lowBalanceThreshold: z.number().nullable(),
  /** The known balance is below the threshold. */
  lowBalance: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProviderRow = z.infer<typeof adminProviderRowSchema>;

/** `POST /admin/providers/{id}/test`: the provider's balance and service count, or why not. */
export const providerTestResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    balance: z.number(),
    currency: z.string(),
    serviceCount: z.number().int(),
    checkedAt: z.string(),
  }),
  z.object({
    ok: z.literal(false),
    /** What failed, in Korean, with the provider's own words where it gave any. */
    message: z.string(),
    checkedAt: z.string(),
  }),
]);
export type ProviderTestResult = z.infer<typeof providerTestResultSchema>;

/** `GET /admin/providers/{id}/services` (the provider's catalogue) is the import's: admin-import.ts. */

const amountFormatter = /* @__PURE__ */ new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 4 });

/** A provider amount in its own currency: '1,000,000 KRW', '12.5 USD'. */
export function formatProviderAmount(value: number, currency: string | null): string {
  const amount = amountFormatter.format(value);
  return currency ? `${amount} ${currency}` : amount;
}
