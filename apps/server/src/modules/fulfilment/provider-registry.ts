import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/database.ts';
import { createInProcessSimulator } from '../../simulator/in-process-simulator.ts';
import { httpTransport } from './api-v2-http-transport.ts';
import { createApiV2Provider } from './api-v2-provider.ts';
import type { FulfilmentOptions } from './fulfilment-options.ts';
import type { FulfilmentProvider } from './provider.ts';

export interface ProviderRow {
  id: number;
  kind: 'simulator' | 'api_v2';
  api_url: string | null;
  api_key: string | null;
  enabled: boolean;
}

export interface ProviderRegistry {
  /** The adapter for an enabled provider, or null (missing or disabled). */
  get(providerId: number): Promise<FulfilmentProvider | null>;
}

/**
 * Builds adapters from the providers table. Rows are read afresh for each registry (one per sweep
 * run), so an operator's change of URL, key or enabled applies from the next run.
 */
export function createProviderRegistry(
  db: Queryable,
  clock: Clock,
  options: FulfilmentOptions,
): ProviderRegistry {
  const built = new Map<number, FulfilmentProvider | null>();
  return {
    async get(providerId) {
      if (built.has(providerId)) return built.get(providerId)!;
      const { rows } = await db.query<ProviderRow>(
        'SELECT id, kind, api_url, api_key, enabled FROM providers WHERE id = $1',
        [providerId],
      );
      const row = rows[0];
      const provider = row?.enabled ? adapterFor(row, db, clock, options) : null;
      built.set(providerId, provider);
      return provider;
    },
  };
}

export function adapterFor(
  row: ProviderRow,
  db: Queryable,
  clock: Clock,
  options: FulfilmentOptions,
): FulfilmentProvider | null {
  if (row.kind === 'simulator') return createInProcessSimulator(db, clock, options.simulator);
  if (!row.api_url || !row.api_key) return null;
  return createApiV2Provider(httpTransport(row.api_url, options.timeoutMs), row.api_key);
}
