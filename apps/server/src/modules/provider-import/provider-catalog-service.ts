import type {
  ProviderCatalog,
  ProviderCatalogQuery,
  ProviderCatalogService as CatalogRow,
} from '@smm/contract/admin-import';
import {
  parseProviderRate,
  ratePer1000Units,
  rateText,
  rateUnitCostMilli,
  type ExchangeRate,
  type ProviderRate,
} from '@smm/contract/import-price';
import { fromMilli } from '@smm/contract/money';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import type { ServiceImportService } from '../catalog/service-import-service.ts';
import type { ProviderService } from '../fulfilment/provider.ts';
import type { UpstreamCatalogService } from '../providers/upstream-catalog-service.ts';
import { exchangeRateOf } from './provider-exchange-rate.ts';
import { enabledProvider, readUpstream } from './upstream-read.ts';

/** How long a provider's list is answered from memory before the provider is asked again. */
export const CATALOG_CACHE_MS = 60_000;

/** A listed service with what the search needs computed once per read of the provider. */
interface Entry {
  service: ProviderService;
  haystack: string;
}

interface CachedList {
  entries: Entry[];
  fetchedAt: Date;
  categories: ProviderCatalog['categories'];
  types: ProviderCatalog['types'];
}

/**
 * The import page's view of a provider's whole catalogue (issue 31: 3,000 services well under 2 s):
 * the provider is asked at most once a minute per provider (or when the operator refreshes, or an
 * import reads it anyway), and search, filters and paging run over the list in memory. Each row
 * carries its won cost at the current exchange rate and our service importing it, both read fresh.
 */
export interface ProviderCatalogService {
  list(providerId: number, query: ProviderCatalogQuery): Promise<ProviderCatalog>;
  /** A list just read from the provider (by the import) replaces the cached one. */
  remember(providerId: number, services: ProviderService[]): void;
}

/** The won cost of one unit, or null when it is beyond any price (a safe integer of milli-points). */
function wonCost(rate: ProviderRate, krwPerUnit: ExchangeRate): number | null {
  try {
    return fromMilli(rateUnitCostMilli(rate, krwPerUnit));
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

const counted = (names: string[]) => {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
};

export function createProviderCatalogService(deps: {
  db: Database;
  clock: Clock;
  upstream: UpstreamCatalogService;
  catalog: ServiceImportService;
}): ProviderCatalogService {
  const { db, clock, upstream, catalog } = deps;
  const cache = new Map<number, CachedList>();
  // One provider call at a time per provider: a second request waits for the first one's answer.
  const reading = new Map<number, Promise<CachedList>>();

  const remember = (providerId: number, services: ProviderService[]): CachedList => {
    const list: CachedList = {
      entries: services.map((service) => ({
        service,
        haystack: `${service.service}\n${service.name}`.toLowerCase(),
      })),
      fetchedAt: clock.now(),
      categories: counted(services.map((s) => s.category)),
      types: counted(services.map((s) => s.type)),
    };
    cache.set(providerId, list);
    return list;
  };

  const listOf = async (providerId: number, refresh: boolean): Promise<CachedList> => {
    const cached = cache.get(providerId);
    if (!refresh && cached && clock.now().getTime() - cached.fetchedAt.getTime() < CATALOG_CACHE_MS)
      return cached;
    const pending = reading.get(providerId);
    if (pending) return pending;
    const read = readUpstream(upstream, providerId)
      .then((services) => remember(providerId, services))
      .finally(() => reading.delete(providerId));
    reading.set(providerId, read);
    return read;
  };

  return {
    remember: (providerId, services) => void remember(providerId, services),

    async list(providerId, query) {
      const provider = await enabledProvider(upstream, providerId);
      const refresh = query.refresh === '1' || query.refresh === 'true';
      const [list, mapped, krwPerUnit] = await Promise.all([
        listOf(providerId, refresh),
        catalog.mappedServices(providerId),
        exchangeRateOf(db, provider.currency),
      ]);
      const needle = query.q?.toLowerCase() ?? '';
      const matching = list.entries.filter(
        (e) =>
          (needle === '' || e.haystack.includes(needle)) &&
          (query.category === undefined || e.service.category === query.category) &&
          (query.type === undefined || e.service.type === query.type),
      );
      const page =
        query.limit === undefined
          ? matching.slice(query.offset)
          : matching.slice(query.offset, query.offset + query.limit);
      const services = page.map(({ service: s }): CatalogRow => {
        const rate = parseProviderRate(s.rate);
        const imported = mapped.get(s.service);
        return {
          providerServiceId: s.service,
          name: s.name,
          category: s.category,
          type: s.type,
          rate: s.rate,
          rateReadable: rate !== null,
          min: s.min,
          max: s.max,
          dripfeed: s.dripfeed,
          refill: s.refill,
          cancel: s.cancel,
          // Per unit, a package's being the package (service-types.md).
          unitCost: rate && krwPerUnit ? wonCost(ratePer1000Units(rate, s.type), krwPerUnit) : null,
          importedServiceId: imported?.id ?? null,
          importedServiceName: imported?.name ?? null,
        };
      });
      return {
        provider: {
          id: provider.id,
          name: provider.name,
          kind: provider.kind,
          enabled: provider.enabled,
          currency: provider.currency,
          krwPerUnit: krwPerUnit ? rateText(krwPerUnit) : null,
        },
        fetchedAt: list.fetchedAt.toISOString(),
        total: list.entries.length,
        matched: matching.length,
        services,
        categories: list.categories,
        types: list.types,
      };
    },
  };
}
