import { ORDER_MESSAGES } from '@smm/contract/order-messages';
import {
  providerRefusedMessage,
  type RefillCancelRequest,
  type OrderRequestKind,
} from '@smm/contract/order-requests';
import { ORDER_REQUEST_MESSAGES as M } from '@smm/contract/order-requests-messages';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { BadGatewayError, ConflictError, NotFoundError } from '../../errors.ts';
import { requestRefusal } from './order-request-rules.ts';
import { toOrderRequest, type OrderRequestRow } from './order-request-view.ts';
import {
  finishOrderRequest,
  findMemberRefills,
  insertOrderRequest,
  lockRequestableOrder,
  type RequestOutcome,
} from './order-request-repository.ts';
import { isProviderError } from '../fulfilment/provider-error.ts';
import type { ProviderRegistry } from '../fulfilment/provider-registry.ts';
import type { StatusSyncService } from '../fulfilment/status-sync-service.ts';
import { refillCancelRefusal } from './refill-cancel-refusal.ts';

export interface OrderRequestDeps {
  db: Database;
  clock: Clock;
  providers: ProviderRegistry;
  /** Fulfilment's status sync: a confirmed cancel makes the order's next status check due at once. */
  statusSync: Pick<StatusSyncService, 'checkSoon'>;
}

export interface OrderRequestService {
  /**
   * A member's refill or cancel of their own order, through its provider. Refusals by our rules
   * change nothing (400/404/409); a provider's refusal is recorded and thrown as 409 with its reason
   * in Korean; an unknown outcome is recorded as failed (502). Answers the accepted request.
   */
  request(
    memberId: number,
    orderId: number,
    kind: OrderRequestKind,
    source: 'web' | 'api',
  ): Promise<RefillCancelRequest>;
  /** The member's own refill requests among `ids` (API v2 `refill_status`). */
  refills(memberId: number, ids: readonly number[]): Promise<Map<number, RefillCancelRequest>>;
}

export function createOrderRequestService(deps: OrderRequestDeps): OrderRequestService {
  const { db, clock } = deps;

  /** Asks the provider; never inside a transaction. */
  const ask = async (
    providerId: number,
    providerOrderId: string,
    kind: OrderRequestKind,
  ): Promise<RequestOutcome> => {
    const provider = await deps.providers.forRun().get(providerId);
    if (!provider) return { state: 'failed', error: M.unreachable };
    try {
      if (kind === 'refill') {
        const { refillId } = await provider.refill(providerOrderId);
        return { state: 'accepted', providerRefillId: refillId };
      }
      const answer = (await provider.cancel([providerOrderId])).get(providerOrderId);
      if (answer?.ok) return { state: 'accepted', providerRefillId: null };
      return { state: 'refused', error: providerRefusedMessage(refillCancelRefusal(answer?.error ?? '')) };
    } catch (error) {
      if (isProviderError(error) && error.kind === 'refused')
        return { state: 'refused', error: providerRefusedMessage(refillCancelRefusal(error.message)) };
      return { state: 'failed', error: M.unreachable };
    }
  };

  return {
    async request(memberId, orderId, kind, source) {
      const now = clock.now();
      const claimed = await db.transaction(async (tx) => {
        const order = await lockRequestableOrder(tx, memberId, orderId);
        if (!order) throw new NotFoundError(ORDER_MESSAGES.orderNotFound);
        const refusal = requestRefusal(order, kind, now);
        if (refusal) throw refusal;
        const id = await insertOrderRequest(tx, { orderId, kind, source, now });
        return { id, order };
      });
      const { provider_id: providerId, provider_order_id: providerOrderId } = claimed.order;
      // Already checked by requestRefusal; repeated so the types know.
      if (providerId === null || providerOrderId === null) throw new ConflictError(M.notAtProvider);
      const outcome = await ask(providerId, providerOrderId, kind);
      const row: OrderRequestRow | undefined = await finishOrderRequest(db, claimed.id, outcome, clock.now());
      if (outcome.state === 'accepted' && kind === 'cancel') await deps.statusSync.checkSoon(orderId);
      if (outcome.state === 'refused') throw new ConflictError(outcome.error, 'PROVIDER_REFUSED');
      if (outcome.state === 'failed') throw new BadGatewayError(outcome.error, 'PROVIDER_UNREACHABLE');
      // Only the stale-request sweep can have finished it first (after minutes): say so.
      if (!row) throw new BadGatewayError(M.lost, 'PROVIDER_UNREACHABLE');
      return toOrderRequest(row);
    },
    async refills(memberId, ids) {
      const rows = await findMemberRefills(db, memberId, ids);
      return new Map([...rows].map(([id, row]) => [id, toOrderRequest(row)]));
    },
  };
}
