import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import { PUBLIC_ORDER_STATUS, type PublicOrderBody } from '@smm/contract/public-api';
import type { Queryable } from '../../db/database.ts';
import { NotFoundError } from '../../errors.ts';
import { listVisibleServices } from '../catalog/catalog-repository.ts';
import { findMemberOrder } from '../orders/order-repository.ts';
import type { OrderService } from '../orders/order-service.ts';

export async function publicServices(
  db: Queryable,
): Promise<{ id: number; min: number; max: number; text: string }[]> {
  const services = await listVisibleServices(db);
  return services.map((s) => ({ id: s.id, min: s.min, max: s.max, text: s.text }));
}

/** The member order path with its every rule and the same debit; the v1 API has no auto-orders. */
export async function publicOrder(
  orders: OrderService,
  memberId: number,
  body: PublicOrderBody,
): Promise<{ wId: number }> {
  const placed = await orders.placeOrder(memberId, { ...body, runs: 0, interval: 0 });
  return { wId: placed.orderId };
}

/** Status of one of the key owner's orders; `remains` is the amount while the provider has not said. */
export async function publicStatus(
  db: Queryable,
  memberId: number,
  orderId: number,
): Promise<{ status: string; remains: number }> {
  const order = await findMemberOrder(db, memberId, orderId);
  if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
  return { status: PUBLIC_ORDER_STATUS[order.status] ?? 'PENDING', remains: order.remains ?? order.amount };
}
