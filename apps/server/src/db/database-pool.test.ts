import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DB, type TestDatabase } from '../../test/database/test-database.ts';

// pg-pool closes a connection idle for this long unless told otherwise.
const PG_POOL_DEFAULT_IDLE_MS = 10_000;

describe.runIf(TEST_DB === 'postgres')('the PostgreSQL pool', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('blank');
  });
  afterAll(() => t.close());

  it('keeps the connections a burst opened once they have sat idle past pg-pool’s default', async () => {
    // Four statements at once take four connections; each is held long enough that none is reused.
    const burst = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid FROM pg_sleep(0.2)'),
      ),
    );
    const pids = burst.map((r) => r.rows[0]!.pid);
    expect(new Set(pids).size).toBe(4);
    expect(t.db.poolStats?.()).toMatchObject({ total: 4, idle: 4 });

    await sleep(PG_POOL_DEFAULT_IDLE_MS + 1_000);

    expect(t.db.poolStats?.()).toMatchObject({ total: 4, idle: 4 });
    const { rows } = await t.db.query<{ alive: number }>(
      'SELECT count(*)::int AS alive FROM pg_stat_activity WHERE pid = ANY($1::int[])',
      [pids],
    );
    expect(rows[0]!.alive).toBe(4);
  }, 30_000);
});
