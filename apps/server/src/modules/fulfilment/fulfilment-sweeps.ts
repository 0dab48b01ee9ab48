import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { placeDueAutoOrderRuns } from './auto-order-runs.ts';
import { refundCanceledAutoOrdersSweep } from './auto-order-refund.ts';
import { fulfilmentDeps } from './fulfilment-options.ts';
import { submitDueOrders } from './submit-sweep.ts';
import { syncOrderStatuses } from './sync-sweep.ts';

type Deps = { db: Database; clock: Clock; config: Config };

/** The fulfilment sweeps, for the job runner's list (jobs/sweeps.ts). Each is safe in many processes. */
export const FULFILMENT_SWEEPS: ReadonlyArray<
  readonly [name: string, run: (deps: Deps) => Promise<unknown>]
> = [
  ['place-auto-order-runs', (d) => placeDueAutoOrderRuns(d.db, d.clock.now())],
  ['submit-orders', (d) => submitDueOrders(fulfilmentDeps(d))],
  ['sync-order-statuses', (d) => syncOrderStatuses(fulfilmentDeps(d))],
  ['refund-canceled-auto-orders', (d) => refundCanceledAutoOrdersSweep(d.db, d.clock.now())],
];
