import type { SettingsMap } from '@smm/contract/settings';
import type { Clock } from '../clock.ts';
import type { CatalogService, ServiceRecord } from '../modules/catalog/catalog-service.ts';
import type { SiteService } from '../modules/site/site-service.ts';

/**
 * How long an order may act on a settings or service row it read earlier. Each database round trip
 * is a large share of an order's cost (docs/benchmarks.md), and these rows change rarely, by an
 * operator; a settings change (service check on) reaches orders within this time, in every server
 * process. A service read is only a first guess: the order path charges at the service's revision
 * and refuses only after a fresh read, so a service change applies to the very next order.
 */
export const ORDER_LOOKUP_TTL_MS = 2000;
const MAX_SERVICES = 1000;

export interface OrderLookups {
  settings(): Promise<SettingsMap>;
  /** The shared read, or with `fresh` a new read from the database that then replaces it. */
  service(id: number, fresh?: boolean): Promise<ServiceRecord | null>;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

/** Reads of settings and services for the order path, shared for a short time. */
export function createOrderLookups(
  deps: { catalog: CatalogService; site: SiteService; clock: Clock },
  ttlMs = ORDER_LOOKUP_TTL_MS,
): OrderLookups {
  const { clock } = deps;
  const settings = new Map<'all', Entry<SettingsMap>>();
  const services = new Map<number, Entry<ServiceRecord | null>>();

  function cached<K, V>(
    map: Map<K, Entry<V>>,
    key: K,
    load: () => Promise<V>,
    limit: number,
    fresh = false,
  ): Promise<V> {
    const now = clock.now().getTime();
    const hit = map.get(key);
    if (hit && hit.expiresAt > now && !fresh) return hit.value;
    // Unknown ids are cached too (as null), so the map is bounded instead of every miss reaching the database.
    if (map.size >= limit) map.clear();
    // Concurrent orders share one read instead of each sending its own.
    const value = load();
    map.set(key, { value, expiresAt: now + ttlMs });
    void value.catch(() => {
      if (map.get(key)?.value === value) map.delete(key);
    });
    return value;
  }

  return {
    settings: () => cached(settings, 'all', () => deps.site.settingsMap(), 1),
    service: (id, fresh) => cached(services, id, () => deps.catalog.findService(id), MAX_SERVICES, fresh),
  };
}
