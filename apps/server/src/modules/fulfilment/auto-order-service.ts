import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { cancelAutoOrderInTx, refundCanceledAutoOrdersInTx } from './auto-order-refund.ts';
import { claimDueRuns } from './auto-order-repository.ts';

/** A due run of an auto-order, already paid with the auto-order, to become one order row. */
export interface AutoOrderRun {
  memberId: number;
  serviceId: number;
  autoOrderId: number;
  link: string;
  amount: number;
  unitPriceMilli: number;
  createdAt: Date;
}

/**
 * Writes a run's order row inside the sweep's transaction. The orders module owns the orders INSERT
 * (`insertPaidAutoOrderRun`); the composition root passes it in, so fulfilment imports nothing of orders.
 */
export type PlaceAutoOrderRun = (tx: Queryable, run: AutoOrderRun) => Promise<unknown>;

export interface AutoOrderDeps {
  db: Database;
  clock: Clock;
  placeRun: PlaceAutoOrderRun;
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

export function createAutoOrderService({ db, clock, placeRun }: AutoOrderDeps): AutoOrderService {
  return {
    placeDueRuns: (limit = 50) =>
      db.transaction(async (tx) => {
        const now = clock.now();
        const runs = await claimDueRuns(tx, now, limit);
        for (const run of runs) {
          await placeRun(tx, {
            memberId: run.memberId,
            serviceId: run.serviceId,
            autoOrderId: run.id,
            link: run.link,
            amount: run.amount,
            unitPriceMilli: run.unitPriceMilli,
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
