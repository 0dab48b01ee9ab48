import { DASHBOARD_MAX_DAYS } from '@smm/contract/admin-dashboard';
import { kstDayNumber } from '../../db/kst-day.ts';

/** One service's orders of one day: placed, revenue and won cost booked (milli-points). */
export interface ServiceFigures {
  orders: number;
  revenueMilli: number;
  costMilli: number;
}

/** What the dashboard shows of one KST day, in milli-points and counts. */
export interface DayFigures {
  /** Sum of the order debits (negative) booked that day. */
  orderMilli: number;
  refundMilli: number;
  topupMilli: number;
  orders: number;
  newMembers: number;
  /** Order revenue and cost booked that day, by service id (order_figure_entries). */
  services: ReadonlyMap<number, ServiceFigures>;
}

export const NO_FIGURES: DayFigures = {
  orderMilli: 0,
  refundMilli: 0,
  topupMilli: 0,
  orders: 0,
  newMembers: 0,
  services: new Map(),
};

/**
 * A day is closed once it is over by this much: a transaction stamps its rows with its start time, so
 * one begun a moment before midnight may still be committing just after it.
 */
const CLOSING_GRACE_MS = 10 * 60 * 1000;
/**
 * Closed days kept: the longest period the dashboard offers, no more. A day holds its figures per
 * service ordered that day (a few thousand at most), so a year of kept days would cost real memory
 * for days no request can ask for.
 */
const KEPT_DAYS = DASHBOARD_MAX_DAYS;

/**
 * The figures of closed days, read once per process and kept (docs/benchmarks.md, "A year of
 * business": at 500,000 orders the 90-day dashboard summed about 170,000 ledger rows and orders on
 * every request, 500 ms). A closed day's figures never change: the ledger is append-only and books
 * each movement at its own time, and orders and members keep the time they were created. So only the
 * open days (today, and yesterday during the closing grace) are read on every request. Revenue and
 * cost are read from the orders' journal (order_figure_entries), where a refund or a provider's
 * charge that arrives later is booked on its own day, never onto a closed one.
 */
export function createDayFigures(
  load: (firstDay: number, lastDay: number) => Promise<Map<number, DayFigures>>,
) {
  const kept = new Map<number, DayFigures>();
  return {
    /** Figures of the KST days `first` to `today`, both included. */
    async between(first: number, today: number, now: Date): Promise<Map<number, DayFigures>> {
      const lastClosed = Math.min(kstDayNumber(new Date(now.getTime() - CLOSING_GRACE_MS)) - 1, today);
      let readFrom = first;
      while (readFrom <= lastClosed && kept.has(readFrom)) readFrom += 1;
      const read = await load(readFrom, today);
      for (let day = readFrom; day <= lastClosed; day += 1) kept.set(day, read.get(day) ?? NO_FIGURES);
      for (const day of kept.keys()) if (day < today - KEPT_DAYS) kept.delete(day);
      const figures = new Map<number, DayFigures>();
      for (let day = first; day <= today; day += 1) {
        figures.set(day, (day <= lastClosed ? kept.get(day) : read.get(day)) ?? NO_FIGURES);
      }
      return figures;
    },
  };
}
