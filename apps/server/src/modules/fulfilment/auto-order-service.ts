import { orderCostMilli } from '@smm/contract/money';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { cancelAutoOrderInTx, refundCanceledAutoOrdersInTx } from './auto-order-refund.ts';
import { claimDueRuns } from './auto-order-repository.ts';
import { insertOrder } from './order-intake-repository.ts';

export interface AutoOrderDeps {
  db: Database;
  clock: Clock;
}

export interface AutoOrderService {
  /**
   * Places the due runs of active auto-orders: each run is a child order of `amount` carrying its
   * share of the cost (already paid with the auto-order), which the submit sweep then sends like
   * any order. The claim, the `runs_placed` step and the child row commit together, so a run is
   * placed once even with several processes. Returns how many runs were placed.
   */
  placeDueRuns(limit?: number): Promise<number>;
  /** The sweep: refunds one batch of canceled, unrefunded auto-orders in one short transaction. */
  refundCanceled(): Promise<number>;
  /**
   * For the operator console: cancels an active auto-order and refunds its unplaced runs at once,
   * inside `tx` when given (the console's audit row commits with it).
   */
  cancel(autoOrderId: number, reason: string, tx?: Queryable): Promise<boolean>;
}

export function createAutoOrderService({ db, clock }: AutoOrderDeps): AutoOrderService {
  return {
    placeDueRuns: (limit = 50) =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const runs = await claimDueRuns(tx, now, limit);
        for (const run of runs) {
          await insertOrder(tx, {
            memberId: run.memberId,
            serviceId: run.serviceId,
            autoOrderId: run.id,
            link: run.link,
            amount: run.amount,
            unitPriceMilli: run.unitPriceMilli,
            // One run's share, already paid: the whole auto-order's cost (this times the runs) was
            // a safe integer when it was charged, so this one is too.
            costMilli: orderCostMilli(run.unitPriceMilli, run.amount, 0),
            createdAt: now,
          });
        }
        return runs.length;
      }),
    refundCanceled: () => db.transaction((tx) => refundCanceledAutoOrdersInTx(tx, clock.now())),
    cancel: (autoOrderId, reason, tx) =>
      tx
        ? cancelAutoOrderInTx(tx, autoOrderId, reason, clock.now())
        : db.transaction((own) => cancelAutoOrderInTx(own, autoOrderId, reason, clock.now())),
  };
}
