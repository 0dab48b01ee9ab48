import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { ledgerRows, useFakePanelSuite } from '../../../test/helpers/fulfilment-harness.ts';

// Each test submits one order to the fake panel, then makes the panel answer a given status object.
const clock = manualClock();
const s = useFakePanelSuite(clock, 0.5);

/** Places and submits an order for 100 units (50 points), then syncs it against `answers` in turn. */
async function syncThrough(...answers: Record<string, unknown>[]): Promise<number> {
  const orderId = await s.h.order(s.member, { serviceId: s.serviceId, amount: 100 });
  await s.h.fulfilment.submission.submitDueOrders();
  const { provider_order_id: providerOrderId } = await s.h.state(orderId);
  for (const answer of answers) {
    const id = providerOrderId ?? '';
    s.fake.failNextAbout('status', id, { kind: 'json', json: { [id]: answer } });
    clock.advance(10_000);
    await s.h.fulfilment.statusSync.syncOrderStatuses();
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
    expect(await s.h.state(orderId)).toMatchObject({ status: expected, start_count: 1500, remains: 40 });
  });

  it('keeps a known start count when a later answer says "Unknown", and stores an unreadable remains as null', async () => {
    const orderId = await syncThrough(
      { status: 'In progress', start_count: 321, remains: 90 },
      { status: 'In progress', start_count: 'Unknown', remains: '-1' },
    );
    expect(await s.h.state(orderId)).toMatchObject({
      status: OrderStatus.InProgress,
      start_count: 321,
      remains: null,
    });
  });

  it('keeps the order open and flags it for the operator on a status word it does not know', async () => {
    const orderId = await syncThrough(
      { status: 'In progress', remains: '50' },
      { status: 'Refunded', remains: '0' },
    );
    expect(await s.h.state(orderId)).toMatchObject({
      status: OrderStatus.InProgress,
      remains: 50,
      needs_operator: true,
      last_error: 'unknown provider status "Refunded"',
    });
  });

  it('refunds a Partial by remains x unit price, capped at the amount ordered', async () => {
    const orderId = await syncThrough({ status: 'Partial', remains: '30' });
    expect(await s.h.state(orderId)).toMatchObject({ status: OrderStatus.Partial, refunded_milli: 15_000 });
    await s.h.expectBalance(s.member, 65);
    const over = await syncThrough({ status: 'partial', remains: 5000 });
    expect(await s.h.state(over)).toMatchObject({ refunded_milli: 50_000 });
    await s.h.expectBalance(s.member, 65);
  });

  it('flags a Partial whose remains is unusable for the operator instead of guessing a refund', async () => {
    const orderId = await syncThrough({ status: 'Partial', remains: 'Unknown' });
    expect(await s.h.state(orderId)).toMatchObject({
      status: OrderStatus.Partial,
      refunded_milli: 0,
      needs_operator: true,
      remains: null,
    });
    expect(await ledgerRows(s.h.ctx, `order:${orderId}:refund`)).toEqual([]);
    await s.h.expectBalance(s.member, 50);
  });

  it('flags an order the provider says it does not know', async () => {
    const orderId = await syncThrough({ error: 'Incorrect order ID' });
    expect(await s.h.state(orderId)).toMatchObject({
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
    expect(await s.h.state(orderId)).toMatchObject({ status: OrderStatus.Canceled, refunded_milli: 50_000 });
    expect(await ledgerRows(s.h.ctx, `order:${orderId}:refund`)).toHaveLength(1);
    await s.h.expectBalance(s.member, 100);
  });

  it('asks for many orders in calls of at most 100 ids', async () => {
    const rich = await s.h.member(10_000);
    const ids = [];
    for (let i = 0; i < 130; i++) ids.push(await s.h.order(rich, { serviceId: s.serviceId, amount: 1 }));
    await s.h.fulfilment.submission.submitDueOrders();
    const before = s.fake.requestsOf('status').length;
    clock.advance(10_000);
    await s.h.fulfilment.statusSync.syncOrderStatuses();
    const sizes = s.fake
      .requestsOf('status')
      .slice(before)
      .map((c) => c.orders!.split(',').length);
    // Parallel sweep workers claim with SKIP LOCKED, so how the 130 split between calls depends
    // on timing (on PostgreSQL 85 + 45 as well as 100 + 30); what holds is the cap and the batching.
    expect(Math.max(...sizes)).toBeLessThanOrEqual(100);
    expect(sizes.length).toBeLessThanOrEqual(Math.ceil(130 / 100) + 8);
    expect(sizes.reduce((n, size) => n + size, 0)).toBeGreaterThanOrEqual(130);
    for (const id of ids) expect((await s.h.state(id)).status).toBe(OrderStatus.Processing);
  });
});
