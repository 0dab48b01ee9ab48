import { instrumentProvider } from './fulfilment-metrics.ts';
import type { MetricsService } from '../ops/metrics-service.ts';
import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/database.ts';
import { httpTransport } from './api-v2-http-transport.ts';
import { createApiV2Provider } from './api-v2-provider.ts';
import type { FulfilmentOptions } from './fulfilment-options.ts';
import { createInProcessSimulatorProvider } from './in-process-simulator-provider.ts';
import type { FulfilmentProvider } from './provider.ts';
import { findProvider, type ProviderRow } from './provider-repository.ts';

export interface ProviderRegistryDeps {
  db: Queryable;
  clock: Clock;
  options: Pick<FulfilmentOptions, 'timeoutMs' | 'simulator' | 'addresses'>;
  /** Times every provider call (label `<kind>:<id>`). */
  metrics?: MetricsService;
}

/** The adapters of one sweep run. */
export interface ProviderLookup {
  /** The adapter for an enabled provider, or null (missing or disabled). */
  get(providerId: number): Promise<FulfilmentProvider | null>;
}

/**
 * The registry keeps no provider between runs: every run reads the rows again, so a provider added,
 * edited or disabled in the console (in this process or any other on the same database) is used
 * from the next run on (docs/decisions/operator-console.md "Providers").
 */
export interface ProviderRegistry {
  /**
   * A lookup for one sweep run: each provider row is read once per run, so an operator's change of
   * URL, key or enabled applies from the next run.
   */
  forRun(): ProviderLookup;
  /**
   * The adapter for a row the caller has just read, enabled or not (the console tests a provider
   * before turning it on); null when an API v2 row lacks its URL or key.
   */
  adapterOf(row: ProviderRow): FulfilmentProvider | null;
}

export function createProviderRegistry(deps: ProviderRegistryDeps): ProviderRegistry {
  const instrumented = (row: ProviderRow): FulfilmentProvider | null => {
    const adapter = adapterFor(row, deps);
    return adapter && deps.metrics
      ? instrumentProvider(adapter, `${row.kind}:${row.id}`, deps.metrics)
      : adapter;
  };
  return {
    adapterOf: instrumented,
    forRun() {
      // The promise is kept, so a batch's concurrent calls for one provider read its row once.
      const built = new Map<number, Promise<FulfilmentProvider | null>>();
      return {
        get(providerId) {
          const known = built.get(providerId);
          if (known) return known;
          const provider = findProvider(deps.db, providerId).then((row) =>
            row?.enabled ? instrumented(row) : null,
          );
          built.set(providerId, provider);
          // A failed read is not remembered: the next call reads again.
          provider.catch(() => built.delete(providerId));
          return provider;
        },
      };
    },
  };
}

function adapterFor(row: ProviderRow, deps: ProviderRegistryDeps): FulfilmentProvider | null {
  if (row.kind === 'simulator')
    return createInProcessSimulatorProvider(deps.db, deps.clock, deps.options.simulator);
  if (!row.apiUrl || !row.apiKey) return null;
  return createApiV2Provider(
    httpTransport(row.apiUrl, deps.options.timeoutMs, deps.options.addresses),
    row.apiKey,
  );
}
