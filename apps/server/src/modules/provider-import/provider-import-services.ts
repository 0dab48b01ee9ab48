import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import { createPriceChangeService } from '../catalog/price-change-service.ts';
import { createServiceImportService } from '../catalog/service-import-service.ts';
import { createExchangeRateService } from '../exchange-rates/exchange-rate-service.ts';
import type { ProviderRegistry } from '../fulfilment/provider-registry.ts';
import { createUpstreamCatalogService } from '../providers/upstream-catalog-service.ts';
import { createExchangeRepriceService, type ExchangeRepriceService } from './exchange-reprice-service.ts';
import { createPriceSyncService, type PriceSyncService } from './price-sync-service.ts';
import { createProviderCatalogService, type ProviderCatalogService } from './provider-catalog-service.ts';
import { createCatalogImportService, type CatalogImportService } from './catalog-import-service.ts';
import { createServiceBackupService, type ServiceBackupService } from './service-backup-service.ts';

export interface ProviderImportServices {
  imports: CatalogImportService;
  priceSync: PriceSyncService;
  /** The provider's catalogue for the import page, cached briefly per provider. */
  catalogue: ProviderCatalogService;
  exchangeRates: ExchangeRepriceService;
  /** A service's backup providers, checked against the catalogue listing's provider lists. */
  backups: ServiceBackupService;
}

/**
 * The import, the price sync and the exchange rates with the catalogue and fulfilment services
 * they orchestrate; built once per process by the composition root (app-services.ts), whose routes
 * and sweeps share them. Only the catalogue listing keeps a cache (a minute of each provider's
 * list, per process).
 */
export function createProviderImportServices(deps: {
  db: Database;
  clock: Clock;
  /** The fulfilment module's provider registry (each provider's adapter, read from its row). */
  providers: ProviderRegistry;
  audit: AuditService;
  members: Pick<MemberDirectoryService, 'loginIds'>;
  /** How often the sweep re-reads a provider (default PRICE_SYNC_INTERVAL_MS). */
  priceSyncIntervalMs?: number;
}): ProviderImportServices {
  const { db, clock, audit } = deps;
  const upstream = createUpstreamCatalogService({ db, clock, providers: deps.providers });
  const catalog = createServiceImportService({ db });
  const changes = createPriceChangeService({ db });
  const catalogue = createProviderCatalogService({ db, clock, upstream, catalog });
  return {
    imports: createCatalogImportService({
      db,
      audit,
      upstream,
      catalog,
      onListed: (providerId, services) => catalogue.remember(providerId, services),
    }),
    priceSync: createPriceSyncService({
      db,
      clock,
      audit,
      upstream,
      catalog,
      changes,
      members: deps.members,
      intervalMs: deps.priceSyncIntervalMs,
    }),
    catalogue,
    backups: createServiceBackupService({ db, audit, catalogue, catalog }),
    exchangeRates: createExchangeRepriceService({
      db,
      clock,
      audit,
      upstream,
      catalog,
      changes,
      rates: createExchangeRateService({ db, members: deps.members }),
    }),
  };
}
