import { kstDayNumber } from '../../db/kst-day.ts';

/** One service's orders of one day or period: placed, revenue and won cost booked (milli-points). */
export interface ServiceFigures {
  orders: number;
  revenueMilli: number;
  costMilli: number;
}

/** What the dashboard shows of one KST day, in milli-points and counts. */
export interface DayTotals {
  /** Sum of the order debits (negative) booked that day. */
  orderMilli: number;
  refundMilli: number;
  topupMilli: number;
  orders: number;
  newMembers: number;
  /** Order revenue and cost booked that day (order_figure_entries), every service's together. */
  revenueMilli: number;
  costMilli: number;
}

/** A day's totals and the same revenue and cost by service id, as read from the rows. */
export interface DayFigures extends DayTotals {
  services: ReadonlyMap<number, ServiceFigures>;
}

export const NO_FIGURES: DayFigures = {
  orderMilli: 0,
  refundMilli: 0,
  topupMilli: 0,
  orders: 0,
  newMembers: 0,
  revenueMilli: 0,
  costMilli: 0,
  services: new Map(),
};

/** A period's figures: every day's totals, and the period's per-service figures summed. */
export interface PeriodFigures {
  days: Map<number, DayTotals>;
  services: Map<number, ServiceFigures>;
}

/** Where closed days are kept (dashboard-days-repository.ts, migration 0036). */
export interface DayStore {
  /** The stored days among `first` to `last`; a day not stored is absent. */
  read(first: number, last: number): Promise<Map<number, DayTotals>>;
  /** The days among `first` to `last` not stored, ascending. */
  missing(first: number, last: number): Promise<number[]>;
  /** The stored days' per-service figures among `first` to `last`, summed by service. */
  sumServices(first: number, last: number): Promise<Map<number, ServiceFigures>>;
  /**
   * Reads the days `first` to `last` from the rows and stores them, every day of the range (a day
   * without rows as zeros); a day stored already stays as it is. Returns the days' totals.
   */
  fill(first: number, last: number): Promise<Map<number, DayTotals>>;
}

/**
 * A day is closed once it is over by this much: a transaction stamps its rows with its start time, so
 * one begun a moment before midnight may still be committing just after it.
 */
export const CLOSING_GRACE_MS = 10 * 60 * 1000;
/**
 * The most days one read of the rows covers when closed days are stored: a request or the background
 * fill waiting for this process's other fill waits at most one such read (docs/benchmarks.md, "A
 * year of business": about 220 ms a chunk at 500,000 orders, a year in 26 chunks).
 */
export const FILL_CHUNK_DAYS = 14;

/** Periods whose per-service sums a process keeps (the offered 7, 30, 90 and 365 days, and a few more). */
const KEPT_SUMS = 8;

/** The last closed KST day at `now`. */
export function lastClosedDay(now: Date): number {
  return kstDayNumber(new Date(now.getTime() - CLOSING_GRACE_MS)) - 1;
}

/**
 * The figures of KST days, closed days stored once per store (docs/benchmarks.md, "A year of
 * business": at 2,000,000 orders summing the rows of 90 days took 5.9 s, of 365 days four times
 * that). A closed day's figures never change: the ledger is append-only and books each movement at
 * its own time, orders and members keep the time they were created, and revenue and cost come from
 * the orders' journal (order_figure_entries), where a refund or a provider's charge that arrives later
 * is booked on its own day, never onto a closed one. So a closed day is read from the rows once, by
 * the first request or background fill that needs it in any process, and stored (dashboard_days);
 * from then on every instance reads the stored row. Only the open days (today, and yesterday during
 * the closing grace) are read from the rows on every request.
 *
 * Stored days are derived data: a backup holds them beside the rows they sum (one snapshot), so a
 * restore brings back both and they agree; the demo seed and the start-up seeds write no orders,
 * ledger rows or sign-ups. Two counts are as the day closed, not as they are now: a member made an
 * operator later still counts as that day's sign-up, and the retention sweep's deletions (a member
 * gone for five years) leave the days they were counted on as they were.
 */
export function createDayFigures(deps: {
  /** Reads the figures of the open KST days `first` to `last` from the rows; days without any are absent. */
  compute: (first: number, last: number) => Promise<Map<number, DayFigures>>;
  store: DayStore;
}) {
  const { compute, store } = deps;
  // One fill at a time in this process: a request waits for the background fill's chunk instead of
  // reading the same rows beside it. Other processes are not waited for; ON CONFLICT keeps one row.
  let filling: Promise<unknown> = Promise.resolve();
  const serially = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = filling.then(fn, fn);
    filling = run.catch(() => undefined);
    return run;
  };

  /**
   * Reads and stores the given days (ascending), a chunk at a time, the newest first, each chunk
   * in turn with this process's other fills (so a short period's request waits for one chunk of a
   * long one, not all of it), its days checked again first. Returns the totals of what it stored.
   */
  async function fill(days: readonly number[]): Promise<Map<number, DayTotals>> {
    const read = new Map<number, DayTotals>();
    for (const run of chunks(days).reverse()) {
      await serially(async () => {
        const missing = await store.missing(run[0] ?? 0, run.at(-1) ?? -1);
        for (const part of chunks(missing)) {
          for (const [day, t] of await store.fill(part[0] ?? 0, part.at(-1) ?? -1)) read.set(day, t);
        }
      });
    }
    return read;
  }

  // The closed part of a period's per-service sums, by `first:last`: summing a year of stored rows
  // takes a database about 100 ms per 350,000 rows (docs/benchmarks.md), and the sum of closed days
  // never changes, so each process sums a period once a day. A few periods at most (7, 30, 90, 365
  // days are offered), the oldest dropped first; a request waits for the same sum in flight.
  const summed = new Map<string, Promise<ReadonlyMap<number, ServiceFigures>>>();
  const closedServices = (first: number, last: number) => {
    const key = `${first}:${last}`;
    let sum = summed.get(key);
    if (!sum) {
      sum = store.sumServices(first, last);
      summed.set(key, sum);
      sum.catch(() => summed.delete(key));
      for (const old of summed.keys()) if (summed.size > KEPT_SUMS) summed.delete(old);
    }
    return sum;
  };

  return {
    /** Figures of the KST days `first` to `today`, both included. */
    async between(first: number, today: number, now: Date): Promise<PeriodFigures> {
      const lastClosed = Math.min(lastClosedDay(now), today);
      const openFrom = Math.max(first, lastClosed + 1);
      const [stored, open] = await Promise.all([
        first <= lastClosed ? store.read(first, lastClosed) : new Map<number, DayTotals>(),
        compute(openFrom, today),
      ]);
      const days = new Map<number, DayTotals>(stored);
      if (first <= lastClosed && stored.size < lastClosed - first + 1) {
        const filled = await fill(await store.missing(first, lastClosed));
        for (const [day, t] of filled) days.set(day, t);
        // Stored meanwhile by this process's other fill.
        if (days.size < lastClosed - first + 1)
          for (const [day, t] of await store.read(first, lastClosed)) days.set(day, t);
      }
      const services = new Map(first <= lastClosed ? await closedServices(first, lastClosed) : []);
      for (let day = openFrom; day <= today; day += 1) {
        const f = open.get(day) ?? NO_FIGURES;
        days.set(day, totalsOf(f));
        for (const [serviceId, s] of f.services) {
          const t = services.get(serviceId) ?? { orders: 0, revenueMilli: 0, costMilli: 0 };
          services.set(serviceId, {
            orders: t.orders + s.orders,
            revenueMilli: t.revenueMilli + s.revenueMilli,
            costMilli: t.costMilli + s.costMilli,
          });
        }
      }
      return { days, services };
    },

    /**
     * The background fill: stores at most one chunk of the closed days among the `days` ending
     * today that are not stored yet, the newest first (the short periods are asked for most).
     * Returns how many days it stored; 0 once every one is.
     */
    async storeMissing(now: Date, days: number): Promise<number> {
      const today = kstDayNumber(now);
      const lastClosed = lastClosedDay(now);
      const missing = await store.missing(today - days + 1, lastClosed);
      return (await fill(chunks(missing).at(-1) ?? [])).size;
    },

    /**
     * Sums the closed part of each period's per-service figures ahead of the first request that
     * asks, for the periods whose closed days are all stored. Returns how many it summed.
     */
    async prepareSums(now: Date, periods: readonly number[]): Promise<number> {
      const today = kstDayNumber(now);
      const lastClosed = Math.min(lastClosedDay(now), today);
      let prepared = 0;
      for (const days of periods) {
        const first = today - days + 1;
        if (first > lastClosed || summed.has(`${first}:${lastClosed}`)) continue;
        if ((await store.missing(first, lastClosed)).length > 0) continue;
        await closedServices(first, lastClosed);
        prepared += 1;
      }
      return prepared;
    },
  };
}

function totalsOf({ services: _, ...totals }: DayFigures): DayTotals {
  return totals;
}

/**
 * Ascending days cut into runs of consecutive days, each at most FILL_CHUNK_DAYS long, cut from the
 * newest, so the newest run is a whole chunk whenever there are enough days.
 */
function chunks(days: readonly number[]): number[][] {
  const runs: number[][] = [];
  for (const day of [...days].reverse()) {
    const run = runs.at(-1);
    if (run && run[0] === day + 1 && run.length < FILL_CHUNK_DAYS) run.unshift(day);
    else runs.push([day]);
  }
  return runs.reverse();
}
