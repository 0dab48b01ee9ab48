import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { PaymentType } from './enums.ts';

const M = MESSAGES.charge;
export const MAX_CHARGE_POINTS = 10_000_000;
export const CHARGE_EXPIRY_HOURS = 3;

/** Korean business registration number checksum (10 digits, dashes allowed). */
export function isValidBusinessNumber(raw: string): boolean {
  const digits = raw.replace(/-/g, '');
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (d[i] ?? 0) * (weights[i] ?? 0);
  sum += Math.floor(((d[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

const text = (message: string, max = 100) => z.string({ error: message }).trim().max(max).min(1, message);
const feePhone = z
  .string({ error: M.feePhoneInvalid })
  .trim()
  .regex(/^0\d{8,10}$/, M.feePhoneInvalid);

export const taxInvoiceSchema = z.object({
  company: text(M.companyRequired),
  businessNumber: z
    .string({ error: M.businessNumberInvalid })
    .trim()
    .refine(isValidBusinessNumber, M.businessNumberInvalid),
  leader: text(M.leaderRequired, 50),
  phone: feePhone,
  jobType: text(M.jobTypeRequired, 50),
  jobType2: text(M.jobType2Required, 50),
  address: text(M.addressRequired, 200),
  email: z
    .string({ error: M.emailFormat })
    .trim()
    .max(200)
    .refine((v) => v.includes('@') && v.includes('.'), M.emailFormat),
});
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;

export const cashReceiptSchema = z.object({ phone: feePhone });
export type CashReceipt = z.infer<typeof cashReceiptSchema>;

export const pointRequestSchema = z
  .object({
    name: text(M.nameRequired, 30),
    point: z
      .number({ error: M.amountRequired })
      .refine((v) => v !== 0, { message: M.amountRequired, abort: true })
      .refine((v) => Number.isInteger(v) && v > 0, M.amountWhole)
      .refine((v) => v <= MAX_CHARGE_POINTS, M.amountTooLarge),
    feeType: z.union([z.literal(PaymentType.Cash), z.literal(PaymentType.Fee), z.literal(PaymentType.None)]),
    feeValue: z.unknown().optional(),
  })
  .transform((v, ctx) => {
    const schema =
      v.feeType === PaymentType.Fee
        ? taxInvoiceSchema
        : v.feeType === PaymentType.Cash
          ? cashReceiptSchema
          : null;
    if (!schema) return { ...v, feeValue: null };
    const parsed = schema.safeParse(v.feeValue ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['feeValue', ...issue.path] });
      }
      return z.NEVER;
    }
    return { ...v, feeValue: parsed.data };
  });
export type PointRequestInput = z.input<typeof pointRequestSchema>;
export type PointRequest = z.output<typeof pointRequestSchema>;

export const pointHistoryRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  point: z.number(),
  status: z.number().int(),
  responseAt: z.string().nullable(),
  /** Won to transfer: the points, or 1.1 x for a tax invoice. */
  payAmount: z.number(),
  feeType: z.number().int(),
  /**
   * Bonus points with the top-up: the deposit bonus (fixed when the request was made, credited on
   * approval) and a percent coupon's points (credited on approval; 0 before).
   */
  bonus: z.number(),
  couponBonus: z.number(),
});
export type PointHistoryRow = z.infer<typeof pointHistoryRowSchema>;
