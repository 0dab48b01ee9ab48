import type { Service } from '@smm/contract/catalog';
import { formatWon } from '@smm/contract/format';
import type { Queryable } from '../../db/database.ts';
import * as repo from './catalog-repository.ts';

export const listPlatforms = (db: Queryable) => repo.listVisiblePlatforms(db);
export const listCategories = (db: Queryable) => repo.listVisibleCategories(db);

/** Visible services; with `withPrice` the text is extended with the price in won per unit (spec 7). */
export async function listServices(db: Queryable, withPrice: boolean): Promise<Service[]> {
  const services = await repo.listVisibleServices(db);
  return services.map(({ unitPriceMilli: _milli, visible: _visible, ...service }) =>
    withPrice ? { ...service, text: `${service.text} (1개당 ${formatWon(service.point)}원)` } : service,
  );
}
