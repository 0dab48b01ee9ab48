import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { submitDueOrders } from '../../src/modules/fulfilment/submit-sweep.ts';
import { syncOrderStatuses } from '../../src/modules/fulfilment/sync-sweep.ts';
import type { ApiV2FakeServer } from '../fakes/api-v2-fake-server.ts';
import { manualClock } from '../helpers/manual-clock.ts';
import type { TestMember } from '../helpers/members.ts';
import {
  createHarness,
  ledgerRows,
  startFake,
  type Harness,
  expectLedgersBalanced,
} from './fulfilment-harness.ts';

// Each test submits one order to the fake panel, then makes the panel answer a given status object.
const clock = manualClock();
let fake: ApiV2FakeServer;
let h: Harness;
let serviceId: number;
let member: TestMember;
beforeAll(async () => {
  fake = await startFake(clock);
  h = await createHarness({ apiUrl: fake.url }, clock);
  serviceId = await h.service(0.5);
});
afterAll(async () => {
  await h.ctx.close();
  await fake.close();
});
afterEach(() => expectLedgersBalanced(h.ctx));
beforeEach(async () => {
  member = await h.member(100);
});

/** Places and submits an order for 100 units (50 points), then syncs it against `answers` in turn. */
async function syncThrough(...answers: Record<string, unknown>[]): Promise<number> {
  const orderId = await h.order(member, { serviceId, amount: 100 });
  await submitDueOrders(h.deps);
  const { provider_order_id: providerOrderId } = await h.state(orderId);
  for (const answer of answers) {
    fake.failNext('status', { kind: 'json', json: { [providerOrderId!]: answer } });
    clock.advance(10_000);
    await syncOrderStatuses(h.deps);
  }
  return orderId;
}

describe('provider statuses become order statuses', () => {
  it.each([
    ['Pending', OrderStatus.Processing],
    ['Processing', OrderStatus.Processing],
    ['In progress', OrderStatus.InProgress],
    ['in progress', OrderStatus.InProgress],
    ['INPROGRESS', OrderStatus.InProgress],
    ['Completed', OrderStatus.Completed],
    ['Partial', OrderStatus.Partial],
    ['Canceled', OrderStatus.Canceled],
    ['Cancelled', OrderStatus.Canceled],
  ])('%j -> %i', async (status, expected) => {
    const orderId = await syncThrough({
      status,
      start_count: '1500',
      remains: '40',
      charge: '0.1',
      currency: 'USD',
    });
    expect(await h.state(orderId)).toMatchObject({ status: expected, start_count: 1500, remains: 40 });
  });

  it('keeps a known start count when a later answer says "Unknown", and stores an unreadable remains as null', async () => {
    const orderId = await syncThrough(
      { status: 'In progress', start_count: 321, remains: 90 },
      { status: 'In progress', start_count: 'Unknown', remains: '-1' },
    );
    expect(await h.state(orderId)).toMatchObject({
      status: OrderStatus.InProgress,
      start_count: 321,
      remains: null,
    });
  });

  it('leaves the order alone on a status word it does not know', async () => {
    const orderId = await syncThrough(
      { status: 'In progress', remains: '50' },
      { status: 'Refunded', remains: '0' },
    );
    expect(await h.state(orderId)).toMatchObject({
      status: OrderStatus.InProgress,
      remains: 50,
      last_error: 'unknown provider status "Refunded"',
    });
  });

  it('refunds a Partial by remains x unit price, capped at the amount ordered', async () => {
    const orderId = await syncThrough({ status: 'Partial', remains: '30' });
    expect(await h.state(orderId)).toMatchObject({ status: OrderStatus.Partial, refunded_milli: 15_000 });
    await h.expectBalance(member, 65);
    const over = await syncThrough({ status: 'partial', remains: 5000 });
    expect(await h.state(over)).toMatchObject({ refunded_milli: 50_000 });
    await h.expectBalance(member, 65);
  });

  it('flags a Partial whose remains is unusable for the operator instead of guessing a refund', async () => {
    const orderId = await syncThrough({ status: 'Partial', remains: 'Unknown' });
    expect(await h.state(orderId)).toMatchObject({
      status: OrderStatus.Partial,
      refunded_milli: 0,
      needs_operator: true,
      remains: null,
    });
    expect(await ledgerRows(h.ctx, `order:${orderId}:refund`)).toEqual([]);
    await h.expectBalance(member, 50);
  });

  it('flags an order the provider says it does not know', async () => {
    const orderId = await syncThrough({ error: 'Incorrect order ID' });
    expect(await h.state(orderId)).toMatchObject({
      status: OrderStatus.Pending,
      needs_operator: true,
      last_error: 'status: Incorrect order ID',
    });
  });

  it('never moves a final order again, nor refunds it twice', async () => {
    const orderId = await syncThrough(
      { status: 'Canceled', remains: '100' },
      { status: 'Completed', remains: '0' },
      { status: 'Partial', remains: '10' },
    );
    expect(await h.state(orderId)).toMatchObject({ status: OrderStatus.Canceled, refunded_milli: 50_000 });
    expect(await ledgerRows(h.ctx, `order:${orderId}:refund`)).toHaveLength(1);
    await h.expectBalance(member, 100);
  });

  it('asks for many orders in calls of at most 100 ids', async () => {
    const rich = await h.member(10_000);
    const ids = [];
    for (let i = 0; i < 130; i++) ids.push(await h.order(rich, { serviceId, amount: 1 }));
    await submitDueOrders(h.deps);
    const before = fake.requestsOf('status').length;
    clock.advance(10_000);
    await syncOrderStatuses(h.deps);
    const calls = fake.requestsOf('status').slice(before);
    expect(calls.map((c) => c.orders!.split(',').length).sort((a, b) => b - a)[0]).toBe(100);
    expect(calls.reduce((n, c) => n + c.orders!.split(',').length, 0)).toBeGreaterThanOrEqual(130);
    for (const id of ids) expect((await h.state(id)).status).toBe(OrderStatus.Processing);
  });
});
