import type { Category, Platform, Service } from '@smm/contract/catalog';
import { formatWon } from '@smm/contract/format';
import type { Queryable } from '../../db/database.ts';
import * as repo from './catalog-repository.ts';

export type { ServiceRecord } from './catalog-repository.ts';

export interface CatalogService {
  platforms(): Promise<Platform[]>;
  categories(): Promise<Category[]>;
  /** Visible services; with `withPrice` the text is extended with the price in won per unit (spec 7). */
  services(withPrice: boolean): Promise<Service[]>;
  /** Visible services with their exact unit price, for the reseller APIs. */
  serviceRecords(): Promise<repo.ServiceRecord[]>;
  /** One service with the visibility of its whole path, for ordering. */
  findService(id: number): Promise<repo.ServiceRecord | null>;
}

export function createCatalogService(deps: { db: Queryable }): CatalogService {
  const { db } = deps;
  return {
    platforms: () => repo.listVisiblePlatforms(db),
    categories: () => repo.listVisibleCategories(db),
    async services(withPrice) {
      const services = await repo.listVisibleServices(db);
      return services.map(({ unitPriceMilli: _milli, visible: _visible, revision: _revision, ...service }) =>
        withPrice ? { ...service, text: `${service.text} (1개당 ${formatWon(service.point)}원)` } : service,
      );
    },
    serviceRecords: () => repo.listVisibleServices(db),
    findService: (id) => repo.findService(db, id),
  };
}
