import { z } from 'zod';
import { decimalInt, idParamsSchema } from './strict-input.ts';
import { LIST_PAGE, pageQuerySchema } from './paging.ts';

/**
 * Shapes of the top-up calls beyond the spec's request and history row (`point.ts`): the created
 * request with the bank details for the deposit card, the operator's lists and decisions, and the
 * bank-deposit webhook. Points are decimal numbers; payAmount and deposit amounts are whole won.
 */

/** Paging of the point history and the operator's lists (`paging.ts`). */
export const listPageQuerySchema = pageQuerySchema(LIST_PAGE);

const requestStatus = z.number().int().min(0).max(2);

export const bankDetailsSchema = z.object({ name: z.string(), number: z.string(), text: z.string() });
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** Answer of `POST /service/point`: what the deposit instruction card shows. */
export const pointRequestCreatedSchema = z.object({
  id: z.number().int(),
  point: z.number(),
  payAmount: z.number().int(),
  feeType: z.number().int(),
  status: requestStatus,
  createdAt: z.string(),
  expiresAt: z.string(),
  bank: bankDetailsSchema,
  /** Deposit bonus points the request earns when approved (tiers as they were when it was made). */
  bonus: z.number(),
});
export type PointRequestCreated = z.infer<typeof pointRequestCreatedSchema>;

export const DECIDED_VIA = ['operator', 'webhook', 'expiry'] as const;
export type DecidedVia = (typeof DECIDED_VIA)[number];

export const adminPointRequestsQuerySchema = listPageQuerySchema.extend({
  status: decimalInt({ max: 2 }).optional(),
});
export type AdminPointRequestsQuery = z.infer<typeof adminPointRequestsQuerySchema>;

/** One row of the operator's top-up list. */
export const adminPointRequestSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  loginId: z.string().nullable(),
  name: z.string(),
  point: z.number(),
  payAmount: z.number().int(),
  feeType: z.number().int(),
  feeValue: z.record(z.string(), z.string()).nullable(),
  status: requestStatus,
  createdAt: z.string(),
  expiresAt: z.string(),
  responseAt: z.string().nullable(),
  decidedVia: z.enum(DECIDED_VIA).nullable(),
  /** Login id of the operator who decided, when an operator did. */
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
  /** Deposit bonus the request earns (credited with it on approval). */
  bonus: z.number(),
});
export type AdminPointRequest = z.infer<typeof adminPointRequestSchema>;

export const pointRequestIdParamsSchema = idParamsSchema;

/** Optional body of a reject; a POST without a body reaches the validator as null. */
export const rejectPointRequestSchema = z.object({ reason: z.string().trim().max(200).optional() }).nullish();

/** Body of `POST /webhooks/bank-deposit`, sent by the bank or a deposit-notification relay. */
export const bankDepositWebhookSchema = z.object({
  depositId: z.string().trim().min(1).max(100),
  depositorName: z.string().trim().min(1).max(100),
  amount: z.number().int().positive(),
  depositedAt: z.iso.datetime({ offset: true }).optional(),
});
export type BankDepositWebhook = z.infer<typeof bankDepositWebhookSchema>;

/** matched: approved its one pending request; ambiguous / unmatched: waits for the operator. */
export const DEPOSIT_OUTCOMES = ['matched', 'ambiguous', 'unmatched'] as const;
export type DepositOutcome = (typeof DEPOSIT_OUTCOMES)[number];

export const bankDepositResultSchema = z.object({
  depositId: z.string(),
  outcome: z.enum(DEPOSIT_OUTCOMES),
  pointRequestId: z.number().int().nullable(),
});
export type BankDepositResult = z.infer<typeof bankDepositResultSchema>;

export const adminBankDepositsQuerySchema = listPageQuerySchema.extend({
  /** unmatched: still waiting for the operator (no request linked); matched: linked to a request. */
  status: z.enum(['matched', 'unmatched']).optional(),
});
export type AdminBankDepositsQuery = z.infer<typeof adminBankDepositsQuerySchema>;

export const adminBankDepositSchema = z.object({
  id: z.number().int(),
  depositId: z.string(),
  depositorName: z.string(),
  amount: z.number().int(),
  depositedAt: z.string().nullable(),
  receivedAt: z.string(),
  outcome: z.enum(DEPOSIT_OUTCOMES),
  pointRequestId: z.number().int().nullable(),
});
export type AdminBankDeposit = z.infer<typeof adminBankDepositSchema>;
