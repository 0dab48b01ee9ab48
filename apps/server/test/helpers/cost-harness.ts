import { expect } from 'vitest';
import type { AdminOrderDetail } from '@smm/contract/admin-orders';
import type { ApiV2FakeServer } from '../fakes/api-v2-fake-server.ts';
import type { TestMember } from './members.ts';
import type { Harness } from './fulfilment-harness.ts';

/** Status answers by provider order id; the fake panel answers every status call from it. */
export type StatusAnswers = Map<string, Record<string, unknown>>;

/**
 * Makes the fake panel answer `status` calls from `answers` (an id it does not hold is answered as
 * panels do, with an error), so a test decides every order's status and charge.
 */
export function answerStatusesFrom(fake: ApiV2FakeServer, answers: StatusAnswers): void {
  fake.override('status', (fields) => {
    const ids = (fields.orders ?? fields.order ?? '').split(',');
    return {
      kind: 'json',
      json: Object.fromEntries(ids.map((id) => [id, answers.get(id) ?? { error: 'Incorrect order ID' }])),
    };
  });
}

/** The provider's order id of an order (after its submission). */
export async function providerOrderIdOf(h: Harness, orderId: number): Promise<string> {
  const id = (await h.state(orderId)).provider_order_id;
  if (id === null) throw new Error(`order ${orderId} was not submitted`);
  return id;
}

/** `GET /api/admin/orders/{id}` as the operator. */
export async function adminOrder(
  h: Harness,
  operator: TestMember,
  orderId: number,
): Promise<AdminOrderDetail> {
  const res = await h.ctx.app.inject({ url: `/api/admin/orders/${orderId}`, headers: operator.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderDetail>();
}

/** Sets a currency's won rate as the exchange-rates module stores it (its own tests cover the API). */
export async function setRate(h: Harness, currency: string, krwPerUnit: string): Promise<void> {
  await h.ctx.db.query(
    `INSERT INTO exchange_rates (currency, krw_per_unit, updated_at) VALUES ($1, $2::numeric, $3)
     ON CONFLICT (currency) DO UPDATE SET krw_per_unit = EXCLUDED.krw_per_unit, updated_at = EXCLUDED.updated_at`,
    [currency, krwPerUnit, h.clock.now()],
  );
}
