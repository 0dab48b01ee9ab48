import { z } from 'zod';
import { decimalInt } from './strict-input.ts';

/**
 * `GET /api/admin/dashboard?days=30`: the operator's figures, computed from the ledger and the
 * orders so that they agree with the lists to the won. Amounts are points as decimal numbers;
 * days are Korean calendar days (KST) written `YYYY-MM-DD`.
 */
export const DASHBOARD_MAX_DAYS = 365;
/** The periods the console offers (any 1 to DASHBOARD_MAX_DAYS is answered). */
export const DASHBOARD_PERIODS = [7, 30, 90, 365] as const;

export const dashboardQuerySchema = z.object({
  days: decimalInt({ min: 1, max: DASHBOARD_MAX_DAYS }).default(30),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const points = z.number();
const count = z.number().int().min(0);

/**
 * One KST day. sales = points spent on orders less the refunds booked that day (the ledger's view:
 * an auto-order's whole price on the day it was bought). revenue = the price of the orders placed
 * that day (an auto-order's runs on their own days) less the refunds of orders booked that day;
 * cost = our won cost of orders booked that day (the estimate when an order is sent, the difference
 * when the provider's charge arrives); profit = revenue - cost (docs/decisions/costs-and-profit.md).
 */
export const dashboardDaySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  sales: points,
  revenue: points,
  cost: points,
  profit: points,
  topups: points,
  refunds: points,
  orders: count,
  newMembers: count,
});
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const DASHBOARD_TOP_SERVICES = 20;

/** One service's figures over the period, booked like the days' revenue, cost and profit. */
export const dashboardServiceSchema = z.object({
  serviceId: z.number().int(),
  serviceName: z.string(),
  /** Orders of the service placed in the period. */
  orders: count,
  revenue: points,
  cost: points,
  profit: points,
});
export type DashboardTopService = z.infer<typeof dashboardServiceSchema>;

export const dashboardSchema = z.object({
  today: z.object({
    date: z.string(),
    sales: points,
    revenue: points,
    cost: points,
    profit: points,
    topups: points,
    refunds: points,
    newMembers: count,
    /** Today's orders by their current status, every status listed (0 when none). */
    ordersByStatus: z.array(z.object({ status: z.number().int(), count })),
  }),
  /** Oldest first; the last entry is today. */
  daily: z.array(dashboardDaySchema),
  /** The period's services by profit, best first, at most `DASHBOARD_TOP_SERVICES`. */
  topServices: z.array(dashboardServiceSchema),
  pending: z.object({
    /** Top-up requests waiting for a decision (`/admin/point-requests?status=0`). */
    pointRequests: count,
    /** Orders flagged for the operator (`/admin/orders?needsOperator=true`). */
    needsOperator: count,
    /** 1:1 inquiries waiting for an answer (`/admin/inquiries?status=waiting`). */
    inquiries: count,
    /** Services on sale whose price per unit is below their won cost per unit (the catalogue flags them). */
    servicesBelowCost: count,
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
