import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import type { PublicOrderAnyBody } from '@smm/contract/mass-order';
import { PUBLIC_ORDER_STATUS } from '@smm/contract/public-api';
import type { ServiceType } from '@smm/contract/service-types';
import { NotFoundError } from '../../errors.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { OrderHistoryService } from '../orders/order-history-service.ts';
import { orderRemains } from '../orders/order-remains.ts';
import type { IdempotentOrders } from '../idempotency/idempotency-service.ts';

export interface PublicApiDeps {
  catalog: CatalogService;
  /** The member order path, once per Idempotency-Key. */
  idempotent: IdempotentOrders;
  history: OrderHistoryService;
}

/** The reseller API v1 over the member's own catalogue view and orders. */
export interface PublicApiService {
  services(): Promise<{ id: number; min: number; max: number; text: string; type: ServiceType }[]>;
  /**
   * The member order path with its every rule and the same debit; the v1 API has no auto-orders.
   * A body with `orders: [...]` is a mass order: every order or none. With an Idempotency-Key, a
   * repeat gets the first answer (status and body) and charges nothing.
   */
  order(
    memberId: number,
    body: PublicOrderAnyBody,
    idempotencyKey?: string,
  ): Promise<{ status: number; body: { wId: number } | { orders: { wId: number }[] } }>;
  /** Status of one of the key owner's orders. */
  status(memberId: number, orderId: number): Promise<{ status: string; remains: number }>;
}

export function createPublicApiService(deps: PublicApiDeps): PublicApiService {
  return {
    async services() {
      const services = await deps.catalog.serviceRecords();
      return services.map((s) => ({ id: s.id, min: s.min, max: s.max, text: s.text, type: s.type }));
    },
    order(memberId, body, idempotencyKey) {
      if ('orders' in body) {
        return deps.idempotent.placeList({
          memberId,
          key: idempotencyKey,
          orders: body.orders,
          answer: (ids) => ({ orders: ids.map((wId) => ({ wId })) }),
        });
      }
      return deps.idempotent.place({
        memberId,
        key: idempotencyKey,
        api: 'v1',
        // A type whose quantity is its lines or one package sends no amount (0: never read for it).
        order: { ...body, amount: body.amount ?? 0, runs: 0, interval: 0 },
        answer: (placed) => ({ wId: placed.orderId }),
      });
    },
    async status(memberId, orderId) {
      const order = (await deps.history.memberOrders(memberId, [orderId])).get(orderId);
      if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
      return { status: PUBLIC_ORDER_STATUS[order.status] ?? 'PENDING', remains: orderRemains(order) };
    },
  };
}
