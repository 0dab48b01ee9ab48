import { OrderStatus } from '@smm/contract/enums';
import type { MetricsService } from '../ops/metrics-service.ts';
import type { FulfilmentProvider } from './provider.ts';
import { isProviderError } from './provider-error.ts';
import type { SettlementService } from './settlement-service.ts';

// The services stay unaware of metrics: createFulfilmentServices wraps the ones whose outcomes are counted.

const ACTIONS = [
  'services',
  'add',
  'status',
  'multiStatus',
  'balance',
  'cancel',
  'refill',
  'refillStatus',
] as const;

/**
 * Times every call of a provider adapter. The outcome is `ok` or the ProviderError kind
 * (refused, retryable, ambiguous); anything else is `error`.
 */
export function instrumentProvider(
  provider: FulfilmentProvider,
  name: string,
  metrics: MetricsService,
): FulfilmentProvider {
  const wrapped = { ...provider };
  for (const action of ACTIONS) {
    const call = provider[action].bind(provider) as (...args: unknown[]) => Promise<unknown>;
    (wrapped as Record<string, unknown>)[action] = async (...args: unknown[]) => {
      const started = performance.now();
      let outcome = 'ok';
      try {
        return await call(...args);
      } catch (error) {
        outcome = isProviderError(error) ? error.kind : 'error';
        throw error;
      } finally {
        metrics.providerCall({ provider: name, action, outcome }, (performance.now() - started) / 1000);
      }
    };
  }
  return wrapped;
}

/** Counts refunds where they are booked: only the change that settles an order returns it. */
export function instrumentSettlement(
  settlement: SettlementService,
  metrics: MetricsService,
): SettlementService {
  return {
    async applyProviderState(orderId, state) {
      const changed = await settlement.applyProviderState(orderId, state);
      const kind = refundKindOf(changed);
      if (kind) metrics.refund(kind);
      return changed;
    },
    // Every argument passed on: the operator's cancel refuses inside its own transaction (`tx`).
    async refuseOrder(orderId, error, fromStates, tx) {
      const refused = await settlement.refuseOrder(orderId, error, fromStates, tx);
      if (refused) metrics.refund('refused');
      return refused;
    },
    async settleByHand(tx, orderId, outcome) {
      const settled = await settlement.settleByHand(tx, orderId, outcome);
      if (settled && outcome.status === 'partial') metrics.refund('operator');
      return settled;
    },
  };
}

/** The refund kind of a provider state that settled an order (null: no refund booked). */
export function refundKindOf(status: number | null): 'canceled' | 'partial' | null {
  if (status === OrderStatus.Canceled) return 'canceled';
  if (status === OrderStatus.Partial) return 'partial';
  return null;
}
