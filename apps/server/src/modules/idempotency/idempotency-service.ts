import { createHash } from 'node:crypto';
import { IDEMPOTENCY_TTL_HOURS } from '@smm/contract/idempotency';
import { IDEMPOTENCY_MESSAGES as M } from '@smm/contract/idempotency-messages';
import type { OrderRequest, OrderResponse } from '@smm/contract/order';
import { ORDER_FIELD_NAMES } from '@smm/contract/service-types';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { ConflictError } from '../../errors.ts';
import type { MassOrderService } from '../orders/mass-order-service.ts';
import type { OrderService, TransactionHook } from '../orders/order-service.ts';
import {
  claimKey,
  deleteKeysBefore,
  findLiveKey,
  recordAnswer,
  type KeyRecord,
} from './idempotency-repository.ts';

export type { StoredAnswer } from './idempotency-repository.ts';

export const IDEMPOTENCY_TTL_MS = IDEMPOTENCY_TTL_HOURS * 60 * 60 * 1000;

/** A key refusal: HTTP 409 in both APIs (v2 too: only a client that sent a key can get one). */
export class IdempotencyConflictError extends ConflictError {}

export interface IdempotentOrder<T> {
  memberId: number;
  /** The validated Idempotency-Key, or undefined for an order without one. */
  key: string | undefined;
  /** Which API asked: the same key and order through v1 and v2 would want different answers. */
  api: 'v1' | 'v2';
  order: OrderRequest;
  /** The API's answer to a placed order; what is stored and replayed. */
  answer: (placed: OrderResponse) => T;
}

/** v1's list form: the orders as sent (each checked by the mass order path), all or nothing. */
export interface IdempotentOrderList<T> {
  memberId: number;
  key: string | undefined;
  orders: unknown[];
  /** The API's answer to the placed orders (their ids in the list's order). */
  answer: (orderIds: number[]) => T;
}

export interface IdempotentOrders {
  /**
   * Places the order at most once per member and key within 24 hours: a repeat of the same order
   * gets the first answer, another order under the key is refused. A refused order records
   * nothing (it charged nothing), so a retry is judged afresh.
   */
  place<T>(request: IdempotentOrder<T>): Promise<{ status: number; body: T }>;
  /** The same for a list of orders (v1 `orders: [...]`): the whole list is the request. */
  placeList<T>(request: IdempotentOrderList<T>): Promise<{ status: number; body: T }>;
}

/** Thrown by the claim inside the order's transaction: another request committed the key first. */
class KeyTakenError extends Error {}

/**
 * SHA-256 of the order the request asked for, after validation, with its keys in a fixed order:
 * a JSON and a form body of one order are the same request; `key`, `action` and field order are not
 * part of it.
 */
export function requestHash(api: 'v1' | 'v2', order: OrderRequest): string {
  const base = [api, order.serviceId, order.link, order.amount, order.runs, order.interval];
  // A service type's fields (issue 32), in their fixed order, only when the order has any: a
  // Default order hashes as it did before, so a key recorded before the change still replays.
  const typed = ORDER_FIELD_NAMES.map((name) => order[name] ?? null);
  const canonical = JSON.stringify(typed.some((v) => v !== null) ? [...base, typed] : base);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The same for v1's list, over the orders as sent (each one's three fields, in a fixed order). */
export function listRequestHash(orders: unknown[]): string {
  const fields = orders.map((o) => {
    if (typeof o !== 'object' || o === null) return o;
    const { serviceId, link, amount } = o as Record<string, unknown>;
    return [serviceId, typeof link === 'string' ? link.trim() : link, amount];
  });
  return createHash('sha256')
    .update(JSON.stringify(['v1', 'list', fields]))
    .digest('hex');
}

function replay<T>(seen: KeyRecord, hash: string): { status: number; body: T } {
  if (seen.requestHash !== hash) throw new IdempotencyConflictError(M.keyReused, 'IDEMPOTENCY_KEY_REUSED');
  // Not reachable outside the claiming transaction; answered as "not finished" rather than guessed.
  if (!seen.answer) throw new IdempotencyConflictError(M.inProgress, 'IDEMPOTENCY_KEY_IN_PROGRESS');
  return { status: seen.answer.status, body: seen.answer.body as T };
}

export function createIdempotentOrders(deps: {
  db: Database;
  clock: Clock;
  orders: OrderService;
  massOrders: MassOrderService;
}): IdempotentOrders {
  const { db, clock, orders, massOrders } = deps;
  const since = () => new Date(clock.now().getTime() - IDEMPOTENCY_TTL_MS);

  /**
   * Runs `placeWith` at most once per member and key: the claim is the transaction's first
   * statement and the answer its last, so the orders, their debits and the record commit together.
   */
  async function once<P, T>(
    memberId: number,
    key: string,
    hash: string,
    placeWith: (hook: TransactionHook<P>) => Promise<P>,
    answer: (placed: P) => T,
  ): Promise<{ status: number; body: T }> {
    // A repeat is answered from the record before any rule is applied again: the first answer
    // stands even if the service has since been hidden or the balance spent.
    const seen = await findLiveKey(db, memberId, key, since());
    if (seen) return replay<T>(seen, hash);
    try {
      const placed = await placeWith({
        async begin(tx) {
          const claim = { memberId, key, requestHash: hash, createdAt: clock.now() };
          if (!(await claimKey(tx, claim, since()))) throw new KeyTakenError();
        },
        end: (tx, placed) => recordAnswer(tx, memberId, key, { status: 200, body: answer(placed) }),
      });
      return { status: 200, body: answer(placed) };
    } catch (error) {
      if (!(error instanceof KeyTakenError)) throw error;
    }
    // A concurrent request with this key committed while we waited on its row: its answer is ours.
    const first = await findLiveKey(db, memberId, key, since());
    if (!first) throw new IdempotencyConflictError(M.inProgress, 'IDEMPOTENCY_KEY_IN_PROGRESS');
    return replay<T>(first, hash);
  }

  return {
    async place<T>({ memberId, key, api, order, answer }: IdempotentOrder<T>) {
      if (key === undefined)
        return { status: 200, body: answer(await orders.placeOrder({ id: memberId }, order)) };
      return once(
        memberId,
        key,
        requestHash(api, order),
        (hook) => orders.placeOrder({ id: memberId }, order, hook),
        answer,
      );
    },
    async placeList<T>({ memberId, key, orders: list, answer }: IdempotentOrderList<T>) {
      if (key === undefined) return { status: 200, body: answer(await massOrders.placeList(memberId, list)) };
      return once(
        memberId,
        key,
        listRequestHash(list),
        (hook) => massOrders.placeList(memberId, list, hook),
        answer,
      );
    },
  };
}

/** The sweep: keys older than 24 hours are deleted (and were already free). */
export function pruneIdempotencyKeys(db: Database, clock: Clock): Promise<number> {
  return deleteKeysBefore(db, new Date(clock.now().getTime() - IDEMPOTENCY_TTL_MS));
}
