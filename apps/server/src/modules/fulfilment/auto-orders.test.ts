import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AutoOrderStatus, OrderStatus } from '@smm/contract/enums';
import type { ApiV2FakeServer } from '../../../test/fakes/api-v2-fake-server.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import type { TestMember } from '../../../test/helpers/members.ts';
import {
  createHarness,
  ledgerRows,
  startFake,
  STEP_MS,
  type Harness,
  expectLedgersBalanced,
} from '../../../test/helpers/fulfilment-harness.ts';

const HOUR = 60 * 60_000;
const clock = manualClock();
let fake: ApiV2FakeServer;
let h: Harness;
let serviceId: number;
beforeAll(async () => {
  fake = await startFake(clock);
  h = await createHarness({ apiUrl: fake.url }, clock);
  serviceId = await h.service(0.5, { enableAuto: true });
});
afterAll(async () => {
  await h.ctx.close();
  await fake.close();
});
afterEach(() => expectLedgersBalanced(h.ctx));

interface AutoOrderState {
  id: number;
  status: number;
  completed: number;
  runs_placed: number;
  refunded_milli: number;
}

/** Places an auto-order of `runs` x 100 units through the member API; returns it and its first run. */
async function autoOrder(
  member: TestMember,
  runs: number,
): Promise<{ autoOrderId: number; firstRun: number }> {
  const firstRun = await h.order(member, { serviceId, amount: 100, runs, interval: 60 });
  const { rows } = await h.ctx.db.query<{ auto_order_id: number }>(
    'SELECT auto_order_id FROM orders WHERE id = $1',
    [firstRun],
  );
  return { autoOrderId: rows[0]!.auto_order_id, firstRun };
}
async function autoState(id: number): Promise<AutoOrderState> {
  const { rows } = await h.ctx.db.query<AutoOrderState>(
    'SELECT id, status, completed, runs_placed, refunded_milli FROM auto_orders WHERE id = $1',
    [id],
  );
  return rows[0]!;
}
async function runs(autoOrderId: number): Promise<{ id: number; status: number; cost_milli: number }[]> {
  const { rows } = await h.ctx.db.query<{ id: number; status: number; cost_milli: number }>(
    'SELECT id, status, cost_milli FROM orders WHERE auto_order_id = $1 ORDER BY id',
    [autoOrderId],
  );
  return rows;
}
/** Every sweep, as the job runner does, `times` simulator steps long. */
async function work(times = 4): Promise<void> {
  for (let i = 0; i < times; i++) {
    await h.fulfilment.autoOrders.placeDueRuns();
    await h.fulfilment.submission.submitDueOrders();
    clock.advance(STEP_MS);
    await h.fulfilment.statusSync.syncOrderStatuses();
  }
}

describe('auto-orders', () => {
  it('places one run per interval, counts finished runs, and completes after the last', async () => {
    const member = await h.member(1000);
    const { autoOrderId } = await autoOrder(member, 3);
    await h.expectBalance(member, 850);
    expect(await autoState(autoOrderId)).toMatchObject({
      runs_placed: 1,
      completed: 0,
      status: AutoOrderStatus.Active,
    });

    await work();
    expect(await autoState(autoOrderId)).toMatchObject({ runs_placed: 1, completed: 1 });
    // Not before the interval.
    expect(await h.fulfilment.autoOrders.placeDueRuns()).toBe(0);

    clock.advance(HOUR);
    await work();
    expect(await autoState(autoOrderId)).toMatchObject({
      runs_placed: 2,
      completed: 2,
      status: AutoOrderStatus.Active,
    });
    clock.advance(HOUR);
    await work();
    expect(await autoState(autoOrderId)).toMatchObject({
      runs_placed: 3,
      completed: 3,
      status: AutoOrderStatus.Completed,
    });
    const placed = await runs(autoOrderId);
    expect(placed.map((r) => [r.status, r.cost_milli])).toEqual([
      [OrderStatus.Completed, 50_000],
      [OrderStatus.Completed, 50_000],
      [OrderStatus.Completed, 50_000],
    ]);
    clock.advance(10 * HOUR);
    await work(1);
    expect(await runs(autoOrderId)).toHaveLength(3);
    await h.expectBalance(member, 850);
  });

  it('ends as partial (3) when a run ended Partial, with that run refunded', async () => {
    const member = await h.member(1000);
    const { autoOrderId, firstRun } = await autoOrder(member, 2);
    await h.fulfilment.submission.submitDueOrders();
    const { provider_order_id: providerOrderId } = await h.state(firstRun);
    fake.failNextAbout('status', providerOrderId ?? '', {
      kind: 'json',
      json: { [providerOrderId ?? '']: { status: 'Partial', remains: '10' } },
    });
    clock.advance(STEP_MS);
    await h.fulfilment.statusSync.syncOrderStatuses();
    expect(await h.state(firstRun)).toMatchObject({ status: OrderStatus.Partial, refunded_milli: 5_000 });
    clock.advance(HOUR);
    await work();
    expect(await autoState(autoOrderId)).toMatchObject({ completed: 2, status: AutoOrderStatus.Partial });
    await h.expectBalance(member, 905);
  });

  it('cancels the auto-order and refunds the runs not placed when a run is refused', async () => {
    const member = await h.member(1000);
    const { autoOrderId } = await autoOrder(member, 4);
    await h.expectBalance(member, 800);
    await work();
    clock.advance(HOUR);
    fake.failNext('add', { kind: 'error', message: 'Incorrect link' });
    await work(1);
    const [first, second] = await runs(autoOrderId);
    expect(first!.status).toBe(OrderStatus.Completed);
    expect(second!.status).toBe(OrderStatus.Canceled);
    // The refused run back (50), and the two runs never placed (2 x 100 x 0.5 = 100).
    expect(await autoState(autoOrderId)).toMatchObject({
      status: AutoOrderStatus.Canceled,
      runs_placed: 2,
      completed: 2,
      refunded_milli: 100_000,
    });
    expect(await ledgerRows(h.ctx, `auto_order:${autoOrderId}:refund`)).toEqual([
      { delta_milli: 100_000, reason: 'refund' },
    ]);
    await h.expectBalance(member, 950);
    clock.advance(5 * HOUR);
    await work(1);
    expect(await runs(autoOrderId)).toHaveLength(2);
    expect(await h.fulfilment.autoOrders.refundCanceled()).toBe(0);
    await h.expectBalance(member, 950);
  });

  it('lets the operator cancel: the unplaced runs are refunded once', async () => {
    const member = await h.member(1000);
    const { autoOrderId } = await autoOrder(member, 3);
    expect(await h.fulfilment.autoOrders.cancel(autoOrderId, 'operator')).toBe(true);
    expect(await h.fulfilment.autoOrders.cancel(autoOrderId, 'operator')).toBe(false);
    expect(await autoState(autoOrderId)).toMatchObject({
      status: AutoOrderStatus.Canceled,
      refunded_milli: 100_000,
    });
    await h.expectBalance(member, 950);
    // The run already placed is still fulfilled.
    await work();
    const [run] = await runs(autoOrderId);
    expect(run!.status).toBe(OrderStatus.Completed);
    expect(await autoState(autoOrderId)).toMatchObject({ status: AutoOrderStatus.Canceled, completed: 1 });
    await h.expectBalance(member, 950);
  });

  it('refunds an auto-order whose status was set to canceled directly, once, by the sweep', async () => {
    const member = await h.member(1000);
    const { autoOrderId } = await autoOrder(member, 5);
    await h.ctx.db.query(`UPDATE auto_orders SET status = ${AutoOrderStatus.Canceled} WHERE id = $1`, [
      autoOrderId,
    ]);
    const results = await Promise.all([
      h.fulfilment.autoOrders.refundCanceled(),
      h.fulfilment.autoOrders.refundCanceled(),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await ledgerRows(h.ctx, `auto_order:${autoOrderId}:refund`)).toEqual([
      { delta_milli: 200_000, reason: 'refund' },
    ]);
    await h.expectBalance(member, 950);
  });
});
