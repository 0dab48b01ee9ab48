import type { DashboardTopService } from '@smm/contract/admin-dashboard';
import { fromMilli } from '@smm/contract/money';
import type { Queryable } from '../../db/database.ts';
import { serviceNames } from './dashboard-repository.ts';
import type { DayFigures, ServiceFigures } from './day-figures.ts';

/**
 * The period's services by profit, best first: the days' per-service figures (closed days from the
 * cache) summed in milli-points, so only the top `limit` names are read. Ties go to the lower id, so
 * the order is stable between requests.
 */
export async function topServices(
  db: Queryable,
  days: Iterable<DayFigures>,
  limit: number,
): Promise<DashboardTopService[]> {
  const totals = new Map<number, ServiceFigures>();
  for (const day of days) {
    for (const [serviceId, f] of day.services) {
      const t = totals.get(serviceId) ?? { orders: 0, revenueMilli: 0, costMilli: 0 };
      totals.set(serviceId, {
        orders: t.orders + f.orders,
        revenueMilli: t.revenueMilli + f.revenueMilli,
        costMilli: t.costMilli + f.costMilli,
      });
    }
  }
  const profit = (f: ServiceFigures) => f.revenueMilli - f.costMilli;
  const top = [...totals].sort(([aId, a], [bId, b]) => profit(b) - profit(a) || aId - bId).slice(0, limit);
  const names = await serviceNames(
    db,
    top.map(([id]) => id),
  );
  return top.map(([serviceId, f]) => ({
    serviceId,
    // A service deleted since keeps its figures under its number.
    serviceName: names.get(serviceId) ?? `#${serviceId}`,
    orders: f.orders,
    revenue: fromMilli(f.revenueMilli),
    cost: fromMilli(f.costMilli),
    profit: fromMilli(profit(f)),
  }));
}
