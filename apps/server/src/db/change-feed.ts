import type pg from 'pg';

/** The channel migration 0019's triggers notify with the changed table's name (docs/decisions/read-cache.md). */
export const CHANGE_CHANNEL = 'read_cache_changes';

/** `*`: changes may have been missed (the listening connection was lost or is back). */
export const ANY_TABLE = '*';

/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'read-cache-listener';

export type ChangeListener = (table: string) => void;

/** How many recent notifications are remembered to recognise their copies: far more than arrive at once. */
const REMEMBERED = 1024;

/** The listeners of one database and whether every committed change reaches them. */
export interface ChangeFeed {
  subscribe(listener: ChangeListener): () => void;
  /** False while changes of other processes might not arrive (PostgreSQL: no listening connection). */
  live(): boolean;
  emit(table: string): void;
  /**
   * A notification's payload, '<table> <txid>' (migration 0027): emitted once however many of this
   * process's connections deliver it. A bare table name (an older trigger, a hand-made notification)
   * is emitted every time.
   */
  receive(payload: string): void;
  readonly size: number;
}

export function createChangeFeed(isLive: () => boolean): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  const seen = new Set<string>();
  const emit = (table: string) => {
    for (const listener of listeners) listener(table);
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    live: isLive,
    emit,
    receive(payload) {
      const [table, txid] = payload.split(' ');
      if (!table) return emit(ANY_TABLE);
      if (txid === undefined) return emit(table);
      if (seen.has(payload)) return;
      seen.add(payload);
      // Sets iterate in insertion order: the oldest goes first.
      if (seen.size > REMEMBERED) seen.delete(seen.values().next().value ?? payload);
      emit(table);
    },
    get size() {
      return listeners.size;
    },
  };
}

/** Forwards this connection's notifications on the change channel to the feed. */
export function forwardChanges(client: pg.ClientBase, feed: ChangeFeed): void {
  client.on('notification', (message) => {
    if (message.channel === CHANGE_CHANNEL) feed.receive(message.payload ?? ANY_TABLE);
  });
}

const RECONNECT_MS = 1000;

/**
 * One connection outside the pool that only listens, so changes committed by other processes arrive
 * even while the pool holds no connection. Lost, it reports `*` (changes may have been missed) and
 * connects again; until it is back, `connected()` is false and the read cache stores nothing.
 */
export function startChangeListener(Client: typeof pg.Client, config: pg.ClientConfig, feed: ChangeFeed) {
  let client: pg.Client | undefined;
  let connected = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    connected = false;
    feed.emit(ANY_TABLE);
    void lostClient.end().catch(() => undefined);
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  async function connect(): Promise<void> {
    const next = new Client({ ...config, application_name: LISTENER_NAME });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    forwardChanges(next, feed);
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (closed || client !== next) return;
      connected = true;
      // Whatever changed while no connection listened is unknown: everything may have.
      feed.emit(ANY_TABLE);
    } catch {
      lost(next);
    }
  }

  void connect();
  return {
    connected: () => connected,
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      connected = false;
      await last?.end().catch(() => undefined);
    },
  };
}
