/**
 * The price sync at a real panel's size (issue 38): the simulator with its large catalogue
 * (SIMULATOR_CATALOG=large, 3,000 services and more) in this process, a provider pointing at it,
 * every listed service imported through the console's import (500 a request), then the console's
 * sync button twice: with every rate as imported, and after every stored rate was moved, so each
 * service has a change to apply. Timed against the sweep's interval (PRICE_SYNC_INTERVAL_MS).
 */
import type { ImportResult, PriceSyncResult } from '@smm/contract/admin-import';
import { MAX_IMPORT_ITEMS } from '@smm/contract/admin-import';
import type { Database } from '../src/db/database.ts';
import { simulatorCatalog } from '../src/simulator/simulator-catalog.ts';
import { startSimulatorServer } from '../src/simulator/simulator-server.ts';

export interface PriceSyncTiming {
  services: number;
  importMs: number;
  unchanged: { ms: number; result: PriceSyncResult };
  changed: { ms: number; result: PriceSyncResult };
}

export async function timePriceSync(
  db: Database,
  port: number,
  operatorToken: string,
): Promise<PriceSyncTiming> {
  const simulator = await startSimulatorServer({
    settings: { stepMs: 20_000, partialRate: 0, cancelRate: 0, seed: 'scale-bench' },
    port: 0,
    host: '127.0.0.1',
    catalog: 'large',
  });
  try {
    const post = async <T>(url: string, body?: unknown): Promise<{ ms: number; json: T }> => {
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${operatorToken}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text}`);
      return { ms: performance.now() - started, json: JSON.parse(text) as T };
    };
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO providers (name, kind, api_url, api_key) VALUES ('대형 패널', 'api_v2', $1, 'bench-key') RETURNING id`,
      [simulator.url],
    );
    const providerId = rows[0]?.id ?? 0;
    const ids = simulatorCatalog('large', 'KRW').map((s) => String(s.service));
    let importMs = 0;
    for (let i = 0; i < ids.length; i += MAX_IMPORT_ITEMS) {
      const imported = await post<ImportResult>(`/api/admin/providers/${providerId}/import`, {
        items: ids.slice(i, i + MAX_IMPORT_ITEMS).map((providerServiceId) => ({ providerServiceId })),
        markupPercent: 30,
        newCategory: { platformId: 1, name: `대형 패널 ${i / MAX_IMPORT_ITEMS + 1}` },
      });
      importMs += imported.ms;
    }
    const sync = () => post<PriceSyncResult>(`/api/admin/providers/${providerId}/sync-prices`);
    const unchanged = await sync();
    await db.query(
      `UPDATE services SET provider_rate_per_1000 = provider_rate_per_1000 + 1 WHERE provider_id = $1`,
      [providerId],
    );
    const changed = await sync();
    return {
      services: ids.length,
      importMs,
      unchanged: { ms: unchanged.ms, result: unchanged.json },
      changed: { ms: changed.ms, result: changed.json },
    };
  } finally {
    await simulator.close();
  }
}
