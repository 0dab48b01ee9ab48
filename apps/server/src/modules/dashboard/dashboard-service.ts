import type { Dashboard, DashboardDay, DashboardQuery } from '@smm/contract/admin-dashboard';
import { fromMilli } from '@smm/contract/money';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { kstDayLabel, kstDayNumber, kstDayStart } from '../../db/kst-day.ts';
import type { MemberDirectoryService } from '../auth/member-directory-service.ts';
import * as repo from './dashboard-repository.ts';

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
  return {
    async summary({ days }) {
      const today = kstDayNumber(deps.clock.now());
      const first = today - days + 1;
      const from = kstDayStart(first);
      const to = kstDayStart(today + 1);
      const [ledger, orders, joined, statuses, pending] = await Promise.all([
        repo.ledgerPerDay(db, from, to),
        repo.ordersPerDay(db, from, to),
        deps.members.joinedPerDay(from, to),
        repo.ordersByStatus(db, kstDayStart(today), to),
        repo.pendingCounts(db),
      ]);
      const money = new Map(ledger.map((row) => [row.day, row]));
      const daily: DashboardDay[] = [];
      for (let day = first; day <= today; day += 1) {
        const m = money.get(day);
        daily.push({
          date: kstDayLabel(day),
          // Debits are negative and refunds positive: sales = spent - refunded, summed in milli.
          sales: fromMilli(-((m?.orderMilli ?? 0) + (m?.refundMilli ?? 0))),
          topups: fromMilli(m?.topupMilli ?? 0),
          refunds: fromMilli(m?.refundMilli ?? 0),
          orders: orders.get(day) ?? 0,
          newMembers: joined.get(day) ?? 0,
        });
      }
      const last = daily.at(-1);
      if (!last) throw new Error('the dashboard covers at least one day');
      return {
        today: {
          date: last.date,
          sales: last.sales,
          topups: last.topups,
          refunds: last.refunds,
          newMembers: last.newMembers,
          ordersByStatus: repo.ORDER_STATUSES.map((status) => ({ status, count: statuses.get(status) ?? 0 })),
        },
        daily,
        pending,
      };
    },
  };
}
