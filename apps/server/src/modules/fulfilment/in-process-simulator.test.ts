import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { seedDemoProvider } from '../../seed/demo-provider.ts';
import { createFulfilmentServices } from './fulfilment-services.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember } from '../../../test/helpers/members.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import {
  settingsWith,
  STEP_MS,
  TEST_OPTIONS,
  expectLedgersBalanced,
} from '../../../test/helpers/fulfilment-harness.ts';

// The embedded default: demo services mapped to the built-in simulator, which runs in-process and
// keeps its orders in the database.
const clock = manualClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
});
afterAll(() => ctx.close());
afterEach(() => expectLedgersBalanced(ctx));

const servicesWith = (rates: { partialRate?: number; cancelRate?: number } = {}) =>
  createFulfilmentServices(
    { db: ctx.db, clock, config: ctx.config },
    { ...TEST_OPTIONS, simulator: settingsWith(rates) },
  );

describe('the demo store with the in-process simulator', () => {
  it('maps every demo service to the built-in simulator once', async () => {
    expect(await seedDemoProvider(ctx.db)).toBe(true);
    const { rows } = await ctx.db.query<{ unmapped: number; services: number; cheaper: number }>(
      `SELECT count(*) FILTER (WHERE provider_id IS NULL)::int AS unmapped, count(*)::int AS services,
              count(*) FILTER (WHERE provider_rate_milli < unit_price_milli OR unit_price_milli = 0)::int AS cheaper
         FROM services`,
    );
    expect(rows[0]!.services).toBeGreaterThan(0);
    expect(rows[0]).toEqual({ unmapped: 0, services: rows[0]!.services, cheaper: rows[0]!.services });
    // A second start-up (or a second process) changes nothing, even for services added since.
    await ctx.db.query(`INSERT INTO services (category_id, text, min_amount, max_amount, unit_price_milli)
                        SELECT category_id, 'new', 1, 10, 1000 FROM services LIMIT 1`);
    expect(await seedDemoProvider(ctx.db)).toBe(false);
    const unmapped = await ctx.db.query('SELECT 1 FROM services WHERE provider_id IS NULL');
    expect(unmapped.rows).toHaveLength(1);
  });

  it('fulfils a demo order to completion', async () => {
    const { rows } = await ctx.db.query<{ id: number; min_amount: number }>(
      'SELECT id, min_amount FROM services WHERE provider_id IS NOT NULL AND visible AND NOT is_read_only ORDER BY id LIMIT 1',
    );
    const service = rows[0]!;
    const member = await createTestMember(ctx, { points: 1_000_000, clock });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/service/order',
      headers: member.headers,
      payload: {
        serviceId: service.id,
        link: 'https://www.instagram.com/p/demo/',
        amount: service.min_amount,
        runs: 0,
        interval: 0,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const orderId = response.json<{ orderId: number }>().orderId;
    const fulfilment = servicesWith();
    expect(await fulfilment.submission.submitDueOrders()).toBe(1);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      clock.advance(STEP_MS);
      await fulfilment.statusSync.syncOrderStatuses();
      const { rows: order } = await ctx.db.query<{ status: number }>(
        'SELECT status FROM orders WHERE id = $1',
        [orderId],
      );
      statuses.push(order[0]!.status);
    }
    expect(statuses).toContain(OrderStatus.InProgress);
    expect(statuses.at(-1)).toBe(OrderStatus.Completed);
    const sim = await ctx.db.query('SELECT 1 FROM simulator_orders');
    expect(sim.rows).toHaveLength(1);
  });
});
