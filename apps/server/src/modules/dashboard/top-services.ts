import type { DashboardTopService } from '@smm/contract/admin-dashboard';
import { fromMilli } from '@smm/contract/money';
import type { Queryable } from '../../db/database.ts';
import { serviceNames } from './dashboard-repository.ts';
import type { ServiceFigures } from './day-figures.ts';

/**
 * The period's services by profit, best first, from the period's per-service figures (the closed
 * days' summed from the stored days, plus the open days'), in milli-points, so only the top `limit`
 * names are read. Ties go to the lower id, so the order is stable between requests.
 */
export async function topServices(
  db: Queryable,
  totals: ReadonlyMap<number, ServiceFigures>,
  limit: number,
): Promise<DashboardTopService[]> {
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
