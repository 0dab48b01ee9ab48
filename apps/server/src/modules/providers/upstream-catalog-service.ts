import type { PriceSyncMode } from '@smm/contract/admin-import';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import type { ProviderService } from '../fulfilment/provider.ts';
import type { ProviderRegistry } from '../fulfilment/provider-registry.ts';
import * as repo from './upstream-catalog-repository.ts';

export type { UpstreamProviderRow as UpstreamProvider } from './upstream-catalog-repository.ts';

/**
 * The provider side of the import and the price sync (docs/decisions/operator-console.md "Import
 * and price sync"): a provider's live service list through its fulfilment adapter, and the
 * provider's price-sync setting and bookkeeping. The catalogue side is catalog's; the two meet in
 * modules/provider-import.
 */
export interface UpstreamCatalogService {
  /** The provider, read through `tx` when given (inside the caller's transaction). */
  find(providerId: number, tx?: Queryable): Promise<repo.UpstreamProviderRow | null>;
  list(): Promise<repo.UpstreamProviderRow[]>;
  /** Locks the provider row for the caller's transaction (imports of one provider run one at a time). */
  lock(tx: Queryable, providerId: number): Promise<repo.UpstreamProviderRow | null>;
  /**
   * The provider's services, live, through the same adapter fulfilment uses (API v2 over HTTP or
   * the in-process simulator). Null when the provider is missing or disabled. Throws ProviderError.
   * A network call: never call it inside a transaction.
   */
  services(providerId: number): Promise<ProviderService[] | null>;
  setMode(tx: Queryable, providerId: number, mode: PriceSyncMode): Promise<void>;
  /** Claims up to `limit` enabled providers whose prices were last checked `intervalMs` ago or never. */
  claimDue(intervalMs: number, limit: number): Promise<number[]>;
  recordOutcome(providerId: number, error: string | null): Promise<void>;
}

export function createUpstreamCatalogService(deps: {
  db: Database;
  clock: Clock;
  /** The fulfilment services' registry: the same adapter (and its instrumentation) orders use. */
  providers: ProviderRegistry;
}): UpstreamCatalogService {
  const { db, clock } = deps;
  const registry = deps.providers;
  return {
    find: async (id, tx) => (await repo.findUpstreamProvider(tx ?? db, id)) ?? null,
    list: () => repo.listUpstreamProviders(db),
    lock: async (tx, id) => (await repo.findUpstreamProvider(tx, id, true)) ?? null,
    async services(id) {
      const adapter = await registry.forRun().get(id);
      return adapter ? adapter.services() : null;
    },
    setMode: (tx, id, mode) => repo.updatePriceSyncMode(tx, id, mode),
    claimDue(intervalMs, limit) {
      const now = clock.now();
      return repo.claimProvidersDueForPriceSync(db, now, new Date(now.getTime() - intervalMs), limit);
    },
    recordOutcome: (id, error) => repo.recordPriceSyncOutcome(db, id, clock.now(), error),
  };
}
