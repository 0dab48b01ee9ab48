import {
  DASHBOARD_MAX_DAYS,
  DASHBOARD_PERIODS,
  DASHBOARD_TOP_SERVICES,
  type Dashboard,
  type DashboardDay,
  type DashboardQuery,
} from '@smm/contract/admin-dashboard';
import { fromMilli } from '@smm/contract/money';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { kstDayLabel, kstDayNumber, kstDayStart } from '../../db/kst-day.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import * as stored from './dashboard-days-repository.ts';
import * as repo from './dashboard-repository.ts';
import { createDayFigures, NO_FIGURES, type DayFigures, type ServiceFigures } from './day-figures.ts';
import { topServices } from './top-services.ts';

export interface DashboardService {
  summary(query: DashboardQuery): Promise<Dashboard>;
  /**
   * The background fill (a sweep, jobs/sweeps.ts): stores one chunk of the closed days of the
   * longest period not stored yet, the newest first; once all are, sums the offered periods' closed
   * services ahead of the first request. Returns the days stored.
   */
  storeClosedDays(): Promise<number>;
}

/** The operator's figures for today and the last `days` KST days (today included). */
export function createDashboardService(deps: {
  db: Database;
  clock: Clock;
  members: Pick<MemberDirectoryService, 'joinedPerDay'>;
}): DashboardService {
  const { db } = deps;
  const days = createDayFigures({
    compute: (firstDay, lastDay) => readDayFigures(db, deps.members, firstDay, lastDay),
    store: {
      read: (first, last) => stored.readStoredDays(db, first, last),
      missing: (first, last) => stored.missingDays(db, first, last),
      sumServices: (first, last) => stored.sumStoredServices(db, first, last),
      fill: async (first, last) =>
        stored.fillDays(db, first, last, await readDayCounts(db, deps.members, first, last)),
    },
  });
  return {
    async summary({ days: length }) {
      const now = deps.clock.now();
      const today = kstDayNumber(now);
      const first = today - length + 1;
      const to = kstDayStart(today + 1);
      const [period, statuses, pending] = await Promise.all([
        days.between(first, today, now),
        repo.ordersByStatus(db, kstDayStart(today), to),
        repo.pendingCounts(db),
      ]);
      const daily: DashboardDay[] = [];
      for (let day = first; day <= today; day += 1) {
        const m = period.days.get(day) ?? NO_FIGURES;
        const { revenueMilli, costMilli } = m;
        daily.push({
          date: kstDayLabel(day),
          // Debits are negative and refunds positive: sales = spent - refunded, summed in milli.
          sales: fromMilli(-(m.orderMilli + m.refundMilli)),
          revenue: fromMilli(revenueMilli),
          cost: fromMilli(costMilli),
          profit: fromMilli(revenueMilli - costMilli),
          topups: fromMilli(m.topupMilli),
          refunds: fromMilli(m.refundMilli),
          orders: m.orders,
          newMembers: m.newMembers,
        });
      }
      const last = daily.at(-1);
      if (!last) throw new Error('the dashboard covers at least one day');
      return {
        today: {
          date: last.date,
          sales: last.sales,
          revenue: last.revenue,
          cost: last.cost,
          profit: last.profit,
          topups: last.topups,
          refunds: last.refunds,
          newMembers: last.newMembers,
          ordersByStatus: repo.ORDER_STATUSES.map((status) => ({ status, count: statuses.get(status) ?? 0 })),
        },
        daily,
        topServices: await topServices(db, period.services, DASHBOARD_TOP_SERVICES),
        pending,
      };
    },

    async storeClosedDays() {
      const now = deps.clock.now();
      const count = await days.storeMissing(now, DASHBOARD_MAX_DAYS);
      if (count === 0) await days.prepareSums(now, DASHBOARD_PERIODS);
      return count;
    },
  };
}

/** The ledger's, the orders' and the sign-ups' figures of the KST days `firstDay` to `lastDay`; a day without any is absent. */
async function readDayCounts(
  db: Database,
  members: Pick<MemberDirectoryService, 'joinedPerDay'>,
  firstDay: number,
  lastDay: number,
): Promise<Map<number, stored.DayCounts>> {
  const from = kstDayStart(firstDay);
  const to = kstDayStart(lastDay + 1);
  const [ledger, orders, joined] = await Promise.all([
    repo.ledgerPerDay(db, from, to),
    repo.ordersPerDay(db, from, to),
    members.joinedPerDay(from, to),
  ]);
  const counts = new Map<number, stored.DayCounts>();
  const at = (day: number): stored.DayCounts =>
    counts.get(day) ?? { orderMilli: 0, refundMilli: 0, topupMilli: 0, orders: 0, newMembers: 0 };
  for (const { day, ...money } of ledger) counts.set(day, { ...at(day), ...money });
  for (const [day, n] of orders) counts.set(day, { ...at(day), orders: n });
  for (const [day, n] of joined) counts.set(day, { ...at(day), newMembers: n });
  return counts;
}

/**
 * The figures of the KST days `firstDay` to `lastDay` read from the rows, per service too (the open
 * days of every request); a day without any is absent.
 */
export async function readDayFigures(
  db: Database,
  members: Pick<MemberDirectoryService, 'joinedPerDay'>,
  firstDay: number,
  lastDay: number,
): Promise<Map<number, DayFigures>> {
  const [counts, services] = await Promise.all([
    readDayCounts(db, members, firstDay, lastDay),
    repo.serviceFiguresPerDay(db, kstDayStart(firstDay), kstDayStart(lastDay + 1)),
  ]);
  const figures = new Map<number, DayFigures>();
  const at = (day: number): DayFigures => figures.get(day) ?? NO_FIGURES;
  for (const [day, c] of counts) figures.set(day, { ...at(day), ...c });
  const byDay = new Map<number, Map<number, ServiceFigures>>();
  for (const { day, serviceId, ...f } of services) {
    const map = byDay.get(day) ?? new Map<number, ServiceFigures>();
    map.set(serviceId, f);
    byDay.set(day, map);
  }
  for (const [day, map] of byDay) {
    let revenueMilli = 0;
    let costMilli = 0;
    for (const f of map.values()) {
      revenueMilli += f.revenueMilli;
      costMilli += f.costMilli;
    }
    figures.set(day, { ...at(day), revenueMilli, costMilli, services: map });
  }
  return figures;
}
