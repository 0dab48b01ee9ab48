import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PointHistoryRow } from '@smm/contract/point';
import type { Clock } from '../../clock.ts';
import { startJobs } from '../../jobs/sweeps.ts';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember } from '../../../test/helpers/members.ts';
import { createPendingTopUp, decide, requestStatus } from '../../../test/helpers/points.ts';
import { expirePointRequests } from './point-decision-service.ts';

const MINUTE = 60_000;
/** A clock the test moves by hand; the app and the sweep both read it. */
const clock = {
  current: new Date(),
  now() {
    return new Date(this.current);
  },
} satisfies Clock & { current: Date };
const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * MINUTE);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());

describe('the 3-hour expiry sweep', () => {
  it('keeps a request at 2h59m and cancels it at 3h01m; the expired request can no longer be approved', async () => {
    const member = await createTestMember(ctx);
    const operator = await createTestMember(ctx, { isAdmin: true });
    const start = new Date();
    clock.current = start;
    const id = await createPendingTopUp(ctx, member, '홍길동', 5000);

    expect(await expirePointRequests(ctx.db, at(start, 179))).toBe(0);
    expect((await requestStatus(ctx, id)).status).toBe(0);

    const expiredAt = at(start, 181);
    expect(await expirePointRequests(ctx.db, expiredAt)).toBeGreaterThanOrEqual(1);
    expect(await requestStatus(ctx, id)).toEqual({ status: 2, decided_via: 'expiry', reason: 'expired' });
    const history = (
      await ctx.app.inject({ url: '/api/service/point-history', headers: member.headers })
    ).json<PointHistoryRow[]>();
    expect(history[0]).toMatchObject({ id, status: 2, responseAt: expiredAt.toISOString() });

    expect((await decide(ctx, operator, id, 'approve')).statusCode).toBe(409);
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 0, ledger: 0 });
    // Running again finds nothing more to do.
    expect(await expirePointRequests(ctx.db, expiredAt)).toBe(0);
  });

  it('leaves decided requests alone and sweeps in batches', async () => {
    const member = await createTestMember(ctx);
    const operator = await createTestMember(ctx, { isAdmin: true });
    const start = new Date();
    clock.current = start;
    const approved = await createPendingTopUp(ctx, member, '홍길동', 1000);
    await decide(ctx, operator, approved, 'approve');
    const others = [
      await createPendingTopUp(ctx, member, '홍길동', 1000),
      await createPendingTopUp(ctx, member, '홍길동', 1000),
    ];
    expect(await expirePointRequests(ctx.db, at(start, 200), 1)).toBe(2);
    expect((await requestStatus(ctx, approved)).status).toBe(1);
    for (const id of others) expect((await requestStatus(ctx, id)).status).toBe(2);
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 1_000_000, ledger: 1_000_000 });
  });

  it.runIf(TEST_DB === 'postgres')(
    'skips a row another process holds instead of waiting for it',
    async () => {
      const member = await createTestMember(ctx);
      const start = new Date();
      clock.current = start;
      const id = await createPendingTopUp(ctx, member, '홍길동', 1000);
      const late = at(start, 200);
      const whileLocked = await ctx.db.transaction(async (tx) => {
        await tx.query('SELECT id FROM point_requests WHERE id = $1 FOR UPDATE', [id]);
        // Runs on another connection of the pool while this transaction holds the row.
        return expirePointRequests(ctx.db, late);
      });
      expect(whileLocked).toBe(0);
      expect((await requestStatus(ctx, id)).status).toBe(0);
      expect(await expirePointRequests(ctx.db, late)).toBe(1);
    },
  );

  it('runs from the server job runner every JOBS_INTERVAL_MS', async () => {
    const member = await createTestMember(ctx);
    const start = new Date();
    clock.current = start;
    const id = await createPendingTopUp(ctx, member, '홍길동', 1000);
    clock.current = at(start, 181);
    const errors: unknown[] = [];
    const jobs = startJobs({
      db: ctx.db,
      clock,
      config: { ...ctx.config, JOBS_INTERVAL_MS: 10 },
      services: ctx.app.services,
      log: { error: (details) => errors.push(details) },
    });
    try {
      await vi.waitFor(async () => expect((await requestStatus(ctx, id)).status).toBe(2), {
        timeout: 5000,
        interval: 20,
      });
    } finally {
      await jobs.stop();
    }
    expect(errors).toEqual([]);
  });
});
