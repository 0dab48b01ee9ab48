import { z } from 'zod';
import { MARKETING_MESSAGES } from './marketing-messages.ts';

const M = MARKETING_MESSAGES.report;
const day = z.string({ error: M.rangeInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, M.rangeInvalid);

/**
 * `GET /api/admin/marketing/report?from=YYYY-MM-DD&to=YYYY-MM-DD` (KST days, both included; at most
 * 366): what the levers cost per day beside revenue. All amounts in points.
 * revenue: points paid for orders less refunds. bonus / coupon / commission: points the ledger
 * credited for them (commission less commission taken back). discount: list price less charged
 * price of the day's orders.
 */
export const marketingReportQuerySchema = z.object({ from: day, to: day }).refine((q) => {
  const from = Date.parse(`${q.from}T00:00:00Z`);
  const to = Date.parse(`${q.to}T00:00:00Z`);
  return Number.isFinite(from) && Number.isFinite(to) && from <= to && to - from <= 365 * 86_400_000;
}, M.rangeInvalid);
export type MarketingReportQuery = z.infer<typeof marketingReportQuerySchema>;

export const marketingReportDaySchema = z.object({
  day: z.string(),
  revenue: z.number(),
  topups: z.number(),
  bonus: z.number(),
  coupon: z.number(),
  discount: z.number(),
  commission: z.number(),
});
export type MarketingReportDay = z.infer<typeof marketingReportDaySchema>;

export const marketingReportSchema = z.object({
  days: z.array(marketingReportDaySchema),
  totals: marketingReportDaySchema.omit({ day: true }),
});
export type MarketingReport = z.infer<typeof marketingReportSchema>;
