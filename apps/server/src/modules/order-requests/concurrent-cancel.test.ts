import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../simulator/api-v2-http-server.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import {
  createHarness,
  expectLedgersBalanced,
  startSimulator,
  STEP_MS,
  type Harness,
} from '../../../test/helpers/fulfilment-harness.ts';

// Issue 37 item 1: 40 cancels of one order at once. The order row's lock serialises them; each one
// that waited must see the request the first one committed (409), never reach the unique index
// (which answered 500). On PostgreSQL they really race; PGlite's one connection serialises them.
const clock = manualClock();
let sim: RunningServer;
let h: Harness;
let serviceId: number;

beforeAll(async () => {
  sim = await startSimulator(clock);
  h = await createHarness({ apiUrl: sim.url }, clock);
  serviceId = await h.service(0.5, { providerServiceId: '1' });
  await h.ctx.db.query('UPDATE services SET provider_cancel = true WHERE id = $1', [serviceId]);
});
afterAll(async () => {
  await h.ctx.close();
  await sim.close();
});
afterEach(() => expectLedgersBalanced(h.ctx));

describe('concurrent cancel requests of one order', () => {
  it('accept one and answer every other 409 with the pending message, five orders in a row', async () => {
    const member = await h.member(1_000);
    for (let round = 0; round < 5; round += 1) {
      const orderId = await h.order(member, { serviceId, amount: 100 });
      await h.fulfilment.submission.submitDueOrders();
      expect((await h.state(orderId)).submit_state).toBe('submitted');
      clock.advance(STEP_MS);
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          h.ctx.app.inject({
            method: 'POST',
            url: `/api/service/order/${orderId}/cancel`,
            headers: member.headers,
          }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(
        statuses.filter((s) => s === 200),
        `round ${round}: ${statuses.join(',')}`,
      ).toHaveLength(1);
      for (const answer of answers.filter((a) => a.statusCode !== 200)) {
        expect([answer.statusCode, answer.json<{ message: string }>().message]).toEqual([
          409,
          '이미 처리 중인 요청이 있습니다. 결과가 나온 뒤 다시 요청해 주세요.',
        ]);
      }
      const { rows } = await h.ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM order_requests WHERE order_id = $1',
        [orderId],
      );
      expect(rows[0]?.n).toBe(1);
    }
  });
});
