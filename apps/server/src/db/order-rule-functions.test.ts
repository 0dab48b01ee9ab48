import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAndLedger, createTestMember } from '../../test/helpers/members.ts';
import { createTestService } from '../../test/helpers/order-fixtures.ts';
import { createTestContext, TEST_DB, type TestContext } from '../../test/helpers/test-context.ts';
import type { Queryable } from './database.ts';

// Migration 0034's functions, each the one statement of an order rule that `place_order` and the
// TypeScript repositories share (docs/decisions/order-path.md), called as they are.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const debitIfCovered = async (q: Queryable, memberId: number, costMilli: number) =>
  (
    await q.query<{ balance: number | null }>('SELECT debit_if_covered($1, $2) AS balance', [
      memberId,
      costMilli,
    ])
  ).rows[0]!.balance;

const appendLedger = (
  q: Queryable,
  memberId: number,
  deltaMilli: number,
  balanceAfter: number,
  key: string,
) =>
  q.query('SELECT append_ledger($1, $2, $3, $4, $5, $6, $7, $8) AS id', [
    memberId,
    deltaMilli,
    balanceAfter,
    'order',
    'test',
    null,
    key,
    '',
  ]);

const orderingState = async (memberId: number, tokenVersion: number | null) =>
  (
    await ctx.db.query<{ state: string }>('SELECT member_ordering_state($1, $2, false) AS state', [
      memberId,
      tokenVersion,
    ])
  ).rows[0]!.state;

describe('the order rules in the database (migration 0034)', () => {
  it('debit_if_covered refuses a cost the balance does not cover and changes nothing', async () => {
    const m = await createTestMember(ctx, { points: 1 });
    expect(await debitIfCovered(ctx.db, m.id, 1001)).toBeNull();
    expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 1000, ledger: 1000 });
  });

  it('debit_if_covered answers the balance after, which append_ledger books as the row balance_after', async () => {
    const m = await createTestMember(ctx, { points: 1 });
    const after = await ctx.db.transaction(async (tx) => {
      const balance = await debitIfCovered(tx, m.id, 400);
      await appendLedger(tx, m.id, -400, balance!, `rule-test:${m.id}`);
      return balance;
    });
    expect(after).toBe(600);
    const { rows } = await ctx.db.query<{ balance_after_milli: number; point_milli: number }>(
      `SELECT l.balance_after_milli, m.point_milli FROM point_ledger l JOIN members m ON m.id = l.member_id
        WHERE l.idempotency_key = $1`,
      [`rule-test:${m.id}`],
    );
    expect(rows).toEqual([{ balance_after_milli: 600, point_milli: 600 }]);
    expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 600, ledger: 600 });
  });

  it('count_hit counts within the window and starts a new one when it is over', async () => {
    const bucket = `rule-test:${Date.now()}`;
    const count = async (at: string, hits = 1) =>
      (
        await ctx.db.query<{ hits: number; window_start: Date }>(
          'SELECT hits, window_start FROM count_hit($1, $2, $3, $4)',
          [bucket, new Date(at), 60, hits],
        )
      ).rows[0]!;
    expect((await count('2026-01-01T00:00:00Z')).hits).toBe(1);
    const second = await count('2026-01-01T00:00:59Z', 2);
    expect(second.hits).toBe(3);
    expect(new Date(second.window_start).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    const next = await count('2026-01-01T00:01:00Z');
    expect(next.hits).toBe(1);
    expect(new Date(next.window_start).toISOString()).toBe('2026-01-01T00:01:00.000Z');
  });

  it('member_ordering_state tells a live member from a blocked, a revoked and a deleted one', async () => {
    const m = await createTestMember(ctx);
    expect(await orderingState(m.id, 0)).toBe('live');
    expect(await orderingState(m.id, null)).toBe('live');
    expect(await orderingState(m.id, 1)).toBe('gone');
    await ctx.db.query('UPDATE members SET blocked_at = now() WHERE id = $1', [m.id]);
    expect(await orderingState(m.id, 0)).toBe('blocked');
    await ctx.db.query('UPDATE members SET deleted_at = now(), login_id = NULL WHERE id = $1', [m.id]);
    expect(await orderingState(m.id, null)).toBe('gone');
    expect(await orderingState(-1, null)).toBe('gone');
  });

  it('service_as_priced holds only at the revision read and while the service is visible', async () => {
    const serviceId = await createTestService(ctx);
    const asPriced = async (revision: number) =>
      (await ctx.db.query<{ ok: boolean }>('SELECT service_as_priced($1, $2) AS ok', [serviceId, revision]))
        .rows[0]!.ok;
    expect(await asPriced(0)).toBe(true);
    expect(await asPriced(1)).toBe(false);
    await ctx.db.query('UPDATE services SET visible = false WHERE id = $1', [serviceId]);
    const { rows } = await ctx.db.query<{ revision: number }>('SELECT revision FROM services WHERE id = $1', [
      serviceId,
    ]);
    expect(await asPriced(rows[0]!.revision)).toBe(false);
  });

  it.runIf(TEST_DB === 'postgres')('lets exactly one of two debits racing for one balance win', async () => {
    const m = await createTestMember(ctx, { points: 1 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstDebited!: () => void;
    const debited = new Promise<void>((resolve) => (firstDebited = resolve));
    const first = ctx.db.transaction(async (tx) => {
      const balance = await debitIfCovered(tx, m.id, 1000);
      await appendLedger(tx, m.id, -1000, balance!, `race-1:${m.id}`);
      firstDebited();
      await held;
      return balance;
    });
    await debited;
    const second = ctx.db.transaction(async (tx) => {
      const balance = await debitIfCovered(tx, m.id, 1000);
      if (balance !== null) await appendLedger(tx, m.id, -1000, balance, `race-2:${m.id}`);
      return balance;
    });
    // The second waits on the first's row lock, then sees the balance the first left.
    await expect.poll(() => waitingOnLock(), { timeout: 5000 }).toBe(true);
    release();
    expect(await Promise.all([first, second])).toEqual([0, null]);
    expect(await balanceAndLedger(ctx, m.id)).toEqual({ balance: 0, ledger: 0 });
  });
});

/** Whether a debit of this test's database waits on a lock (PostgreSQL's activity view). */
async function waitingOnLock(): Promise<boolean> {
  const { rows } = await ctx.db.query<{ waiting: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_stat_activity
                     WHERE wait_event_type = 'Lock' AND query LIKE 'SELECT debit_if_covered%'
                       AND datname = current_database()) AS waiting`,
  );
  return rows[0]!.waiting;
}
