import type { Database } from './database.ts';

/**
 * Answers of the public reads (catalogue, settings, notices, FAQ, registration sources), each loaded
 * once and kept until the database reports a committed change of a table they come from
 * (docs/decisions/read-cache.md). Values are shared by every caller: frozen, never to be changed.
 */
export interface ReadCache {
  /** `load`'s value, loaded once per change (callers at the same time share one load). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Stops following the database's changes. */
  close(): void;
}

export function createReadCache(db: Pick<Database, 'onChange' | 'changesLive'>): ReadCache {
  let entries = new Map<string, Promise<unknown>>();
  // Any change empties the whole cache: writes to these tables are rare, and one rule is easy to trust.
  // A load still running keeps its old map, so what it read before the change is never kept.
  const unsubscribe = db.onChange(() => {
    entries = new Map();
  });
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      // Without a live feed another process's change might not arrive: read through.
      if (!db.changesLive()) return load();
      const hit = entries.get(key);
      if (hit) return hit as Promise<T>;
      const map = entries;
      const loading = load().then(deepFreeze);
      map.set(key, loading);
      loading.catch(() => {
        if (map.get(key) === loading) map.delete(key);
      });
      return loading;
    },
    close: unsubscribe,
  };
}

/** Plain objects and arrays; bytes (a Buffer cannot be frozen) and maps stay as they are. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
