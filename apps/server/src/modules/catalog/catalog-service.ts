import type { Category, Platform, Service } from '@smm/contract/catalog';
import { formatWon } from '@smm/contract/format';
import type { Queryable } from '../../db/database.ts';
import type { ReadCache } from '../../fast-path/read-cache.ts';
import * as repo from './catalog-repository.ts';

export type { ServiceRecord } from './catalog-repository.ts';

/**
 * The storefront's lists come from the read cache (one database read per change, docs/decisions/
 * read-cache.md); they are shared and frozen. `findService` reads the database: the order path charges
 * at the row's revision.
 */
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

/** A record as the storefront lists it; with `withPrice` its text names the unit price (spec 7). */
export function serviceView(record: repo.ServiceRecord, withPrice: boolean): Service {
  const {
    unitPriceMilli: _milli,
    visible: _visible,
    revision: _revision,
    costMilli: _cost,
    ...service
  } = record;
  return withPrice ? { ...service, text: `${service.text} (1개당 ${formatWon(service.point)}원)` } : service;
}

export function createCatalogService(deps: { db: Queryable; cache: ReadCache }): CatalogService {
  const { db, cache } = deps;
  const serviceRecords = () => cache.get('catalog:service-records', () => repo.listVisibleServices(db));
  return {
    platforms: () => cache.get('catalog:platforms', () => repo.listVisiblePlatforms(db)),
    categories: () => cache.get('catalog:categories', () => repo.listVisibleCategories(db)),
    services: (withPrice) =>
      cache.get(`catalog:services:${withPrice}`, async () =>
        (await serviceRecords()).map((record) => serviceView(record, withPrice)),
      ),
    serviceRecords,
    findService: (id) => repo.findService(db, id),
  };
}
