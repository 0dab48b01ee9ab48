import { AppError, UnauthorizedError } from '../../errors.ts';
import type { MetricsService } from '../ops/metrics-service.ts';
import type { MassOrderService } from './mass-order-service.ts';
import type { OrderService } from './order-service.ts';

// The services stay unaware of metrics: app-services.ts wraps the ones whose outcomes are counted.

export function instrumentOrders(orders: OrderService, metrics: MetricsService): OrderService {
  return {
    ...orders,
    async placeOrder(member, input, hook) {
      try {
        // The hook (an Idempotency-Key's record) must reach the transaction: pass it on.
        const placed = await orders.placeOrder(member, input, hook);
        metrics.orderPlaced(input.runs !== 0 || input.interval !== 0 ? 'auto' : 'single');
        return placed;
      } catch (error) {
        // A refusal is a domain error with a code; anything else is a failure the request metric shows.
        // A revoked token's 401 is the guard's answer, not an order refusal (the order path confirms sessions).
        if (error instanceof AppError && !(error instanceof UnauthorizedError))
          metrics.orderRefused(error.code);
        throw error;
      }
    },
  };
}

/** A placed mass order counts its orders as single orders; a refused one counts once, by its code. */
export function instrumentMassOrders(
  massOrders: MassOrderService,
  metrics: MetricsService,
): MassOrderService {
  async function counted<T>(place: () => Promise<T>, count: (placed: T) => number): Promise<T> {
    try {
      const placed = await place();
      metrics.orderPlaced('single', count(placed));
      return placed;
    } catch (error) {
      if (error instanceof AppError) metrics.orderRefused(error.code);
      throw error;
    }
  }
  return {
    ...massOrders,
    place: (memberId, text) =>
      counted(
        () => massOrders.place(memberId, text),
        (p) => p.orders.length,
      ),
    // The hook (an Idempotency-Key's record) must reach the transaction: pass it on.
    placeList: (memberId, orders, hook) =>
      counted(
        () => massOrders.placeList(memberId, orders, hook),
        (ids) => ids.length,
      ),
  };
}
