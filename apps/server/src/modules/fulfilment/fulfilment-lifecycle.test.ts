import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import type { RunningServer } from '../../simulator/api-v2-http-server.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import {
  createHarness,
  ledgerRows,
  startSimulator,
  STEP_MS,
  type Harness,
  expectLedgersBalanced,
} from '../../../test/helpers/fulfilment-harness.ts';

// Three standalone simulators (real API v2 HTTP servers): every order completes, ends Partial, or
// is Canceled. The order goes through the member API, the sweeps and the HTTP adapter.
const clock = manualClock();
let servers: Record<'complete' | 'partial' | 'cancel', RunningServer>;
let h: Record<keyof typeof servers, Harness>;

beforeAll(async () => {
  servers = {
    complete: await startSimulator(clock),
    partial: await startSimulator(clock, { partialRate: 1 }),
    cancel: await startSimulator(clock, { cancelRate: 1 }),
  };
  // One database; three providers, one per simulator.
  const complete = await createHarness({ apiUrl: servers.complete.url }, clock);
  const extra = async (url: string) => {
    const { rows } = await complete.ctx.db.query<{ id: number }>(
      `INSERT INTO providers (name, kind, api_url, api_key) VALUES ('sim', 'api_v2', $1, 'test-key') RETURNING id`,
      [url],
    );
    return { ...complete, providerId: rows[0]!.id, service: serviceFor(complete, rows[0]!.id) };
  };
  h = { complete, partial: await extra(servers.partial.url), cancel: await extra(servers.cancel.url) };
});
afterAll(async () => {
  await h.complete.ctx.close();
  await Promise.all(Object.values(servers).map((s) => s.close()));
});
afterEach(() => expectLedgersBalanced(h.complete.ctx));

function serviceFor(base: Harness, providerId: number): Harness['service'] {
  return async (price) => {
    const id = await base.service(price);
    await base.ctx.db.query('UPDATE services SET provider_id = $2 WHERE id = $1', [id, providerId]);
    return id;
  };
}

const sweep = async (harness: Harness) => {
  await harness.fulfilment.submission.submitDueOrders();
  await harness.fulfilment.statusSync.syncOrderStatuses();
};
const step = async (harness: Harness, ms: number) => {
  clock.advance(ms);
  await sweep(harness);
};

describe('an order through the standalone simulator', () => {
  it('goes new, submitted, processing, in progress, completed, with no refund', async () => {
    const { complete } = h;
    const serviceId = await complete.service(1.5);
    const member = await complete.member(1000);
    const orderId = await complete.order(member, { serviceId, amount: 200 });
    await complete.expectBalance(member, 700);
    expect(await complete.state(orderId)).toMatchObject({ status: OrderStatus.Pending, submit_state: 'new' });

    await complete.fulfilment.submission.submitDueOrders();
    const submitted = await complete.state(orderId);
    expect(submitted).toMatchObject({
      submit_state: 'submitted',
      attempts: 1,
      needs_operator: false,
      last_error: null,
    });
    expect(submitted.provider_order_id).toMatch(/^\d+$/);

    await step(complete, 10_000);
    expect(await complete.state(orderId)).toMatchObject({ status: OrderStatus.Processing });

    await step(complete, STEP_MS + 20_000);
    const running = await complete.state(orderId);
    expect(running.status).toBe(OrderStatus.InProgress);
    expect(running.start_count).toBeGreaterThanOrEqual(100);
    expect(running.remains).toBeGreaterThan(0);
    expect(running.remains).toBeLessThan(200);

    await step(complete, 3 * STEP_MS);
    expect(await complete.state(orderId)).toMatchObject({
      status: OrderStatus.Completed,
      remains: 0,
      refunded_milli: 0,
    });
    expect(await ledgerRows(complete.ctx, `order:${orderId}:refund`)).toEqual([]);
    await complete.expectBalance(member, 700);

    // A final order is no longer claimed for a status check.
    clock.advance(60_000);
    expect(await complete.fulfilment.statusSync.syncOrderStatuses()).toBe(0);
    expect((await complete.state(orderId)).next_attempt_at).not.toBeNull();
  });

  it('refunds a Partial order remains x unit price, exactly, with a fractional unit price', async () => {
    const { partial } = h;
    const serviceId = await partial.service(0.357);
    const member = await partial.member(1000);
    const orderId = await partial.order(member, { serviceId, amount: 1001 });
    // 0.357 x 1001 = 357.357 points charged.
    await partial.expectBalance(member, 642.643);
    await sweep(partial);
    await step(partial, 4 * STEP_MS);
    const state = await partial.state(orderId);
    expect(state.status).toBe(OrderStatus.Partial);
    expect(state.remains).toBeGreaterThan(0);
    expect(state.remains).toBeLessThan(1001);
    const refund = state.remains! * 357;
    expect(state.refunded_milli).toBe(refund);
    expect(await ledgerRows(partial.ctx, `order:${orderId}:refund`)).toEqual([
      { delta_milli: refund, reason: 'refund' },
    ]);
    await partial.expectBalance(member, (642_643 + refund) / 1000);

    // Asking again changes nothing and refunds nothing more.
    await step(partial, 10 * STEP_MS);
    await partial.expectBalance(member, (642_643 + refund) / 1000);
  });

  it('refunds a Canceled order its whole charge, once', async () => {
    const { cancel } = h;
    const serviceId = await cancel.service(2.25);
    const member = await cancel.member(100);
    const orderId = await cancel.order(member, { serviceId, amount: 40 });
    await cancel.expectBalance(member, 10);
    await sweep(cancel);
    await step(cancel, 2 * STEP_MS);
    expect(await cancel.state(orderId)).toMatchObject({
      status: OrderStatus.Canceled,
      refunded_milli: 90_000,
    });
    expect(await ledgerRows(cancel.ctx, `order:${orderId}:refund`)).toEqual([
      { delta_milli: 90_000, reason: 'refund' },
    ]);
    await step(cancel, 2 * STEP_MS);
    await cancel.expectBalance(member, 100);
  });
});
