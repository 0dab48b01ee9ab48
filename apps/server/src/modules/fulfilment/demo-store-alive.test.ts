import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { systemClock } from '../../clock.ts';
import { buildSweeps, startJobs } from '../../jobs/sweeps.ts';
import { seedDemoProvider } from '../../seed/demo-provider.ts';
import { createTestMember } from '../../../test/helpers/members.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';

// The embedded default end to end: the job runner with the registered sweeps, the in-process
// simulator, real time (shortened through the same settings a demo would use).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      JOBS_INTERVAL_MS: '20',
      SIMULATOR_STEP_MS: '40',
      SIMULATOR_PARTIAL_RATE: '0',
      SIMULATOR_CANCEL_RATE: '0',
    },
  });
  await seedDemoProvider(ctx.db);
});
afterAll(() => ctx.close());

describe('the demo store', () => {
  it('registers the fulfilment sweeps with the job runner', () => {
    const names = buildSweeps({
      db: ctx.db,
      clock: systemClock,
      config: ctx.config,
      services: ctx.app.services,
      log: { error: () => undefined },
    }).map((s) => s.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'submit-orders',
        'sync-order-statuses',
        'place-auto-order-runs',
        'refund-canceled-auto-orders',
      ]),
    );
  });

  it('is alive: an order is fulfilled by the background sweeps without anyone touching it', async () => {
    const { rows } = await ctx.db.query<{ id: number; min_amount: number }>(
      'SELECT id, min_amount FROM services WHERE visible AND NOT is_read_only ORDER BY id LIMIT 1',
    );
    const member = await createTestMember(ctx, { points: 1_000_000 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/service/order',
      headers: member.headers,
      payload: {
        serviceId: rows[0]!.id,
        link: 'https://www.instagram.com/p/alive/',
        amount: rows[0]!.min_amount,
        runs: 0,
        interval: 0,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const errors: unknown[] = [];
    const jobs = startJobs({
      db: ctx.db,
      clock: systemClock,
      config: ctx.config,
      services: ctx.app.services,
      log: { error: (details) => errors.push(details) },
    });
    try {
      await vi.waitFor(
        async () => {
          const history = await ctx.app.inject({
            method: 'GET',
            url: '/api/service/order-history',
            headers: member.headers,
          });
          expect(history.json<{ status: number }[]>()[0]?.status).toBe(OrderStatus.Completed);
        },
        { timeout: 15_000, interval: 50 },
      );
    } finally {
      await jobs.stop();
    }
    expect(errors).toEqual([]);
  });
});
