import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { MemberDirectoryService } from '../auth/member-directory-service.ts';
import { createPriceChangeService } from '../catalog/price-change-service.ts';
import { createServiceImportService } from '../catalog/service-import-service.ts';
import { defaultFulfilmentOptions } from '../fulfilment/fulfilment-options.ts';
import { createUpstreamCatalogService } from '../fulfilment/upstream-catalog-service.ts';
import { createPriceSyncService, type PriceSyncService } from './price-sync-service.ts';
import { createProviderImportService, type ProviderImportService } from './provider-import-service.ts';

export interface ProviderImportServices {
  imports: ProviderImportService;
  priceSync: PriceSyncService;
}

/**
 * The import and the price sync with the catalogue and fulfilment services they orchestrate; built
 * once by the app (routes) and once by the sweeps (jobs/sweeps.ts). Neither keeps a cache.
 */
export function createProviderImportServices(deps: {
  db: Database;
  clock: Clock;
  config: Config;
  audit: AuditService;
  members: Pick<MemberDirectoryService, 'loginIds'>;
  /** How often the sweep re-reads a provider (default PRICE_SYNC_INTERVAL_MS). */
  priceSyncIntervalMs?: number;
}): ProviderImportServices {
  const { db, clock, audit } = deps;
  const upstream = createUpstreamCatalogService({
    db,
    clock,
    options: defaultFulfilmentOptions(deps.config),
  });
  const catalog = createServiceImportService({ db });
  return {
    imports: createProviderImportService({ db, audit, upstream, catalog }),
    priceSync: createPriceSyncService({
      db,
      clock,
      audit,
      upstream,
      catalog,
      changes: createPriceChangeService({ db }),
      members: deps.members,
      intervalMs: deps.priceSyncIntervalMs,
    }),
  };
}
