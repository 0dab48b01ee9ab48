import type { FulfilmentServices } from './fulfilment-services.ts';

/**
 * The fulfilment sweeps, for the job runner's list (jobs/sweeps.ts), each safe in many processes.
 * Shaped like the runner's `Sweep`, which is not imported so that modules do not depend on jobs/.
 */
export function fulfilmentSweeps(
  services: FulfilmentServices,
): { name: string; run: () => Promise<unknown> }[] {
  return [
    { name: 'place-auto-order-runs', run: () => services.autoOrders.placeDueRuns() },
    { name: 'submit-orders', run: () => services.submission.submitDueOrders() },
    { name: 'sync-order-statuses', run: () => services.statusSync.syncOrderStatuses() },
    { name: 'refund-canceled-auto-orders', run: () => services.autoOrders.refundCanceled() },
  ];
}
