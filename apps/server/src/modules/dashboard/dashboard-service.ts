import {
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
import * as repo from './dashboard-repository.ts';
import { createDayFigures, NO_FIGURES, type DayFigures, type ServiceFigures } from './day-figures.ts';
import { topServices } from './top-services.ts';

export interface DashboardService {
  summary(query: DashboardQuery): Promise<Dashboard>;
}

/** The operator's figures for today and the last `days` KST days (today included). */
export function createDashboardService(deps: {
  db: Database;
  clock: Clock;
  members: Pick<MemberDirectoryService, 'joinedPerDay'>;
}): DashboardService {
  const { db } = deps;
  const days = createDayFigures(async (firstDay, lastDay) => {
    const from = kstDayStart(firstDay);
    const to = kstDayStart(lastDay + 1);
    const [ledger, orders, joined, services] = await Promise.all([
      repo.ledgerPerDay(db, from, to),
      repo.ordersPerDay(db, from, to),
      deps.members.joinedPerDay(from, to),
      repo.serviceFiguresPerDay(db, from, to),
    ]);
    const figures = new Map<number, DayFigures>();
    const at = (day: number) => figures.get(day) ?? { ...NO_FIGURES };
    for (const { day, ...money } of ledger) figures.set(day, { ...at(day), ...money });
    for (const [day, n] of orders) figures.set(day, { ...at(day), orders: n });
    for (const [day, n] of joined) figures.set(day, { ...at(day), newMembers: n });
    const byDay = new Map<number, Map<number, ServiceFigures>>();
    for (const { day, serviceId, ...f } of services) {
      const map = byDay.get(day) ?? new Map<number, ServiceFigures>();
      map.set(serviceId, f);
      byDay.set(day, map);
    }
    for (const [day, map] of byDay) figures.set(day, { ...at(day), services: map });
    return figures;
  });
  return {
    async summary({ days: period }) {
      const now = deps.clock.now();
      const today = kstDayNumber(now);
      const first = today - period + 1;
      const to = kstDayStart(today + 1);
      const [figures, statuses, pending] = await Promise.all([
        days.between(first, today, now),
        repo.ordersByStatus(db, kstDayStart(today), to),
        repo.pendingCounts(db),
      ]);
      const daily: DashboardDay[] = [];
      for (let day = first; day <= today; day += 1) {
        const m = figures.get(day) ?? NO_FIGURES;
        let revenueMilli = 0;
        let costMilli = 0;
        for (const f of m.services.values()) {
          revenueMilli += f.revenueMilli;
          costMilli += f.costMilli;
        }
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
        topServices: await topServices(db, figures.values(), DASHBOARD_TOP_SERVICES),
        pending,
      };
    },
  };
}
