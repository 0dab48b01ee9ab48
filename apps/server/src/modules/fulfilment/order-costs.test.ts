import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import type { AdminOrderRow } from '@smm/contract/admin-orders';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import {
  adminOrder,
  answerStatusesFrom,
  providerOrderIdOf,
  setRate,
  type StatusAnswers,
} from '../../../test/helpers/cost-harness.ts';
import { useFakePanelSuite } from '../../../test/helpers/fulfilment-harness.ts';

// docs/decisions/costs-and-profit.md. The suite's service sells at 0.5 points a unit and its
// provider rate is 250 milli-points (0.25 won) a unit, with no per-1000 rate: a KRW provider.
const clock = manualClock();
const s = useFakePanelSuite(clock, 0.5);
const answers: StatusAnswers = new Map();
let operator: TestMember;

beforeAll(async () => {
  operator = await createTestMember(s.h.ctx, { isAdmin: true, clock });
  answerStatusesFrom(s.fake, answers);
});
beforeEach(async () => {
  await s.h.ctx.db.query(`UPDATE providers SET currency = 'KRW' WHERE id = $1`, [s.h.providerId]);
});

/** Places `amount` units of `serviceId` and sends the order to the fake panel. */
async function sentOrder(amount: number, serviceId = s.serviceId): Promise<number> {
  const orderId = await s.h.order(s.member, { serviceId, amount });
  await s.h.fulfilment.submission.submitDueOrders();
  return orderId;
}

/** The panel answers `answer` about the order from now on; one status sweep runs. */
async function answer(orderId: number, status: Record<string, unknown>): Promise<void> {
  answers.set(await providerOrderIdOf(s.h, orderId), status);
  clock.advance(10_000);
  await s.h.fulfilment.statusSync.syncOrderStatuses();
}

describe("an order's cost and profit", () => {
  it('has none before it is sent, then the estimate from the provider rate until a charge arrives', async () => {
    const orderId = await s.h.order(s.member, { serviceId: s.serviceId, amount: 100 });
    expect(await adminOrder(s.h, operator, orderId)).toMatchObject({
      cost: 50,
      providerCharge: null,
      providerCurrency: null,
      exchangeRate: null,
      providerCost: null,
      costEstimated: false,
      profit: null,
    });
    await s.h.fulfilment.submission.submitDueOrders();
    expect(await adminOrder(s.h, operator, orderId)).toMatchObject({
      providerCharge: null,
      providerCurrency: 'KRW',
      exchangeRate: '1',
      providerCost: 25,
      costEstimated: true,
      profit: 25,
    });
    await answer(orderId, { status: 'In progress', start_count: '10', remains: '100' });
    expect(await adminOrder(s.h, operator, orderId)).toMatchObject({ providerCost: 25, costEstimated: true });
  });

  it("takes the provider's charge as written, kept when a later answer has none", async () => {
    const orderId = await sentOrder(100);
    await answer(orderId, { status: 'In progress', remains: '100', charge: '21.000' });
    expect(await adminOrder(s.h, operator, orderId)).toMatchObject({
      providerCharge: '21.000',
      providerCost: 21,
      costEstimated: false,
      profit: 29,
    });
    await answer(orderId, { status: 'Completed', remains: '0', charge: '' });
    expect(await adminOrder(s.h, operator, orderId)).toMatchObject({
      status: OrderStatus.Completed,
      providerCharge: '21.000',
      providerCost: 21,
      profit: 29,
    });
  });

  it('counts a Partial by its refund and the charge for what was delivered, or the estimate for it', async () => {
    const charged = await sentOrder(100);
    await answer(charged, { status: 'Partial', remains: '30', charge: 14.35 });
    expect(await adminOrder(s.h, operator, charged)).toMatchObject({
      status: OrderStatus.Partial,
      cost: 50,
      refunded: 15,
      providerCharge: '14.35',
      providerCost: 14.35,
      costEstimated: false,
      profit: 20.65,
    });
    const uncharged = await sentOrder(100);
    await answer(uncharged, { status: 'Partial', remains: '30' });
    // 70 units delivered at 0.25 won each.
    expect(await adminOrder(s.h, operator, uncharged)).toMatchObject({
      refunded: 15,
      providerCharge: null,
      providerCost: 17.5,
      costEstimated: true,
      profit: 17.5,
    });
  });

  it('counts a Canceled order refunded in full at its charge (usually 0), or at no cost without one', async () => {
    const charged = await sentOrder(100);
    await answer(charged, { status: 'Canceled', remains: '100', charge: '0' });
    expect(await adminOrder(s.h, operator, charged)).toMatchObject({
      status: OrderStatus.Canceled,
      refunded: 50,
      providerCharge: '0',
      providerCost: 0,
      costEstimated: false,
      profit: 0,
    });
    const fee = await sentOrder(100);
    await answer(fee, { status: 'Cancelled', charge: '0.5' });
    expect(await adminOrder(s.h, operator, fee)).toMatchObject({
      refunded: 50,
      providerCost: 0.5,
      profit: -0.5,
    });
    const silent = await sentOrder(100);
    await answer(silent, { status: 'Canceled' });
    expect(await adminOrder(s.h, operator, silent)).toMatchObject({
      refunded: 50,
      providerCost: 0,
      costEstimated: true,
      profit: 0,
    });
  });

  it('costs nothing when the provider refuses the order outright', async () => {
    s.fake.failNext('add', { kind: 'error', message: 'Incorrect service ID' });
    const orderId = await sentOrder(100);
    expect(await adminOrder(s.h, operator, orderId)).toMatchObject({
      status: OrderStatus.Canceled,
      refunded: 50,
      providerCost: 0,
      profit: 0,
    });
  });

  it("converts a USD provider's charge at the order-time rate, which a later rate change never alters", async () => {
    await s.h.ctx.db.query(`UPDATE providers SET currency = 'USD' WHERE id = $1`, [s.h.providerId]);
    await setRate(s.h, 'USD', '1385.5');
    const serviceId = await s.h.service(2);
    await s.h.ctx.db.query('UPDATE services SET provider_rate_per_1000 = 0.90 WHERE id = $1', [serviceId]);
    const orderId = await sentOrder(40, serviceId);
    await setRate(s.h, 'USD', '1500');
    // 0.90 dollars per 1,000 x 40 units x 1,385.5 won = 49.878 won.
    expect(await adminOrder(s.h, operator, orderId)).toMatchObject({
      cost: 80,
      providerCurrency: 'USD',
      exchangeRate: '1385.5',
      providerCost: 49.878,
      costEstimated: true,
      profit: 30.122,
    });
    await answer(orderId, { status: 'Completed', remains: '0', charge: '0.03612', currency: 'USD' });
    await setRate(s.h, 'USD', '1200.25');
    // 0.03612 x 1,385.5 = 50.04426 won, rounded up to the milli-point: 50.045.
    const detail = await adminOrder(s.h, operator, orderId);
    expect(detail).toMatchObject({
      providerCharge: '0.03612',
      providerCurrency: 'USD',
      exchangeRate: '1385.5',
      providerCost: 50.045,
      costEstimated: false,
      profit: 29.955,
    });
    const list = await s.h.ctx.app.inject({
      url: `/api/admin/orders?serviceId=${serviceId}`,
      headers: operator.headers,
    });
    const [row] = list.json<AdminOrderRow[]>();
    expect(row).toMatchObject({
      id: orderId,
      providerCharge: '0.03612',
      providerCurrency: 'USD',
      providerCost: 50.045,
      costEstimated: false,
      profit: 29.955,
    });
  });

  it('keeps the estimate when no rate was set for the currency: the charge cannot be converted', async () => {
    await s.h.ctx.db.query(`UPDATE providers SET currency = 'EUR' WHERE id = $1`, [s.h.providerId]);
    const orderId = await sentOrder(100);
    await answer(orderId, { status: 'Completed', remains: '0', charge: '0.02' });
    // No EUR rate: the service's won cost per unit (0.25) stands for the order.
    expect(await adminOrder(s.h, operator, orderId)).toMatchObject({
      providerCurrency: 'EUR',
      exchangeRate: null,
      providerCharge: '0.02',
      providerCost: 25,
      costEstimated: true,
      profit: 25,
    });
  });
});
