import { ANY_TABLE } from '../db/change-feed.ts';
import type { Database } from '../db/database.ts';

/**
 * Values loaded once and kept until the database reports a committed change of a table they come
 * from (docs/decisions/read-cache.md): the public reads (catalogue, settings, notices, FAQ,
 * registration sources) and the owners of api keys. Values are shared by every caller: frozen, never
 * to be changed.
 */
export interface ReadCache {
  /** `load`'s value, loaded once per change (callers at the same time share one load). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * The value `get` would answer at once, when it is loaded and kept, without waiting: for a caller
   * that must decide synchronously (fast-path/ready-reads.ts). Nothing while it loads, after a change,
   * or without a live feed.
   */
  peek(key: string): unknown;
  /** Stops following the database's changes. */
  close(): void;
}

export interface ReadCacheOptions {
  /** Only a change of one of these tables empties the cache (and `*`, changes may have been missed); any change when absent. */
  tables?: readonly string[];
  /** Whether a loaded value is kept: a value it refuses is loaded again next time (e.g. an unknown key). */
  keep?: (value: unknown) => boolean;
  /** At most this many values; past it the oldest goes first. Unbounded when absent. */
  maxEntries?: number;
}

export function createReadCache(
  db: Pick<Database, 'onChange' | 'changesLive'>,
  options: ReadCacheOptions = {},
): ReadCache {
  const { tables, keep, maxEntries = Infinity } = options;
  let entries = new Map<string, Entry>();
  // A change empties the whole cache: writes to these tables are rare, and one rule is easy to trust.
  // A load still running keeps its old map (the map is the generation), so what it read before the
  // change is never kept.
  const unsubscribe = db.onChange((table) => {
    if (!tables || table === ANY_TABLE || tables.includes(table)) entries = new Map();
  });
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      // Without a live feed another process's change might not arrive: read through.
      if (!db.changesLive()) return load();
      const hit = entries.get(key);
      if (hit) return hit.loading as Promise<T>;
      const map = entries;
      const entry: Entry = { loading: load().then(deepFreeze), loaded: false, value: undefined };
      if (map.size >= maxEntries) map.delete(map.keys().next().value as string);
      map.set(key, entry);
      const forget = () => {
        if (map.get(key) === entry) map.delete(key);
      };
      entry.loading.then((value) => {
        if (keep && !keep(value)) forget();
        else Object.assign(entry, { loaded: true, value });
      }, forget);
      return entry.loading as Promise<T>;
    },
    peek(key: string): unknown {
      const entry = db.changesLive() ? entries.get(key) : undefined;
      return entry?.loaded ? entry.value : undefined;
    },
    close: unsubscribe,
  };
}

/** One value: its load, and the value once loaded and kept (what `peek` answers). */
interface Entry {
  loading: Promise<unknown>;
  loaded: boolean;
  value: unknown;
}

/** Plain objects and arrays; bytes (a Buffer cannot be frozen) and maps stay as they are. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
