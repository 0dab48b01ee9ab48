import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { ledgerRows } from '../../../test/helpers/fulfilment-harness.ts';
import { useDialectSuite } from '../../../test/helpers/dialect-harness.ts';
import { createApiV2Provider } from './api-v2-provider.ts';
import { httpTransport } from './api-v2-http-transport.ts';

// Panels that fail in their own way, through the real HTTP simulator (SIMULATOR_DIALECT). The
// provider timeout is 1.5 s (fulfilment-harness.ts); a `slow` panel here answers after 4 s.
const clock = manualClock();
const s = useDialectSuite(clock, { slowMs: 4_000 });

/** Places an order and has the (plain) simulator accept it, then points the provider at `quirks`. */
async function submittedThen(quirks: string): Promise<number> {
  await s.panel('');
  const orderId = await s.order();
  await s.h.fulfilment.submission.submitDueOrders();
  expect(await s.h.state(orderId)).toMatchObject({ submit_state: 'submitted' });
  await s.panel(quirks);
  return orderId;
}

describe('a submit the panel does not act on', () => {
  it.each(['html', 'http-500'])(
    '%s: retried with backoff, sent once when the panel is back',
    async (quirks) => {
      const down = await s.panel(quirks);
      const orderId = await s.order();
      await s.h.fulfilment.submission.submitDueOrders();
      expect(await s.h.state(orderId)).toMatchObject({
        submit_state: 'new',
        attempts: 1,
        needs_operator: false,
      });
      expect(down.adds).toEqual([]);

      const back = await s.panel('');
      clock.advance(30_000);
      await s.h.fulfilment.submission.submitDueOrders();
      expect(await s.h.state(orderId)).toMatchObject({ submit_state: 'submitted', attempts: 2 });
      expect(back.adds).toHaveLength(1);
      await s.h.expectBalance(s.member, 50);
    },
  );

  it('an error answered with HTTP 200 cancels and refunds the order in full', async () => {
    const panel = await s.panel('string-ids,bom');
    await s.h.ctx.db.query("UPDATE services SET provider_service_id = 'none' WHERE id = $1", [s.serviceId]);
    try {
      const orderId = await s.order();
      await s.h.fulfilment.submission.submitDueOrders();
      expect(await s.h.state(orderId)).toMatchObject({
        status: OrderStatus.Canceled,
        submit_state: 'failed',
        refunded_milli: 50_000,
        last_error: 'Incorrect service ID',
      });
      expect(panel.adds).toEqual([]);
      await s.h.expectBalance(s.member, 100);
    } finally {
      await s.h.ctx.db.query("UPDATE services SET provider_service_id = '1' WHERE id = $1", [s.serviceId]);
    }
  });
});

describe('a submit whose answer is lost after the panel acted', () => {
  it.each(['lost-submit', 'slow'])(
    '%s: flagged unknown, never sent again, settled once the operator records the id',
    async (quirks) => {
      const panel = await s.panel(quirks);
      const orderId = await s.order();
      await s.h.fulfilment.submission.submitDueOrders();
      expect(await s.h.state(orderId)).toMatchObject({
        submit_state: 'unknown',
        needs_operator: true,
        provider_order_id: null,
      });
      expect((await s.h.state(orderId)).last_error).toMatch(/^answer lost after sending: /);
      expect(panel.adds).toHaveLength(1);

      // Hours of sweeps: nothing sends it again, nothing refunds it.
      for (let i = 0; i < 3; i++) {
        clock.advance(60 * 60_000);
        await s.h.fulfilment.submission.submitDueOrders();
      }
      expect(panel.adds).toHaveLength(1);
      expect(await s.h.state(orderId)).toMatchObject({ submit_state: 'unknown', refunded_milli: 0 });

      // The operator finds it in the panel's own list; status sync takes over from there.
      expect(await s.h.fulfilment.operatorResolution.foundAtProvider(orderId, '1')).toBe(true);
      expect(await s.h.state(orderId)).toMatchObject({ submit_state: 'submitted', needs_operator: false });
      if (quirks === 'lost-submit') {
        // Only its adds are lost: its status answers arrive.
        await s.finish();
        expect(await s.h.state(orderId)).toMatchObject({ status: OrderStatus.Completed });
      }
      expect(await ledgerRows(s.h.ctx, `order:${orderId}:refund`)).toEqual([]);
      await s.h.expectBalance(s.member, 50);
    },
  );
});

describe('a status check the panel does not answer', () => {
  it.each([
    ['html', /^status: not JSON: /],
    ['http-500', /^status: panel error \(HTTP 500\)$/],
    ['slow', /^status: answer lost after sending: timeout$/],
  ])('%s: the order stays as it was, unflagged, and is asked again', async (quirks, error) => {
    const orderId = await submittedThen(quirks);
    await s.finish();
    const state = await s.h.state(orderId);
    expect(state).toMatchObject({ status: OrderStatus.Pending, needs_operator: false, refunded_milli: 0 });
    expect(state.last_error).toMatch(error);
  });
});

describe('the 100-id cap', () => {
  it('asks about 130 orders in chunks of 100 of a panel that refuses longer lists', async () => {
    const panel = await s.panel('cap-100,numeric-ids');
    const ids: string[] = [];
    for (let i = 0; i < 130; i++) {
      const order = await panel.store.insert({
        service: '1',
        link: `https://www.instagram.com/p/cap${i}/`,
        quantity: 10,
        rate: 1000,
        placedAt: clock.now(),
      });
      ids.push(String(order.id));
    }
    const provider = createApiV2Provider(
      httpTransport(panel.server.url, 1_500, { allowPrivate: true }),
      'test-key',
    );
    const answers = await provider.multiStatus(ids);
    expect([...answers.values()].filter((a) => a.ok)).toHaveLength(130);
    // The same list in one call is refused: the chunking is what makes it work.
    const whole = await fetch(panel.server.url, {
      method: 'POST',
      body: new URLSearchParams({ key: 'test-key', action: 'status', orders: ids.join(',') }),
    });
    expect(await whole.json()).toEqual({ error: 'Maximum 100 orders per request' });
  });
});
