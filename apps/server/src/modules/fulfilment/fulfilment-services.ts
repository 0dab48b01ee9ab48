import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createAutoOrderService, type AutoOrderService } from './auto-order-service.ts';
import { defaultFulfilmentOptions, type FulfilmentOptions } from './fulfilment-options.ts';
import {
  createOperatorResolutionService,
  type OperatorResolutionService,
} from './operator-resolution-service.ts';
import { createProviderRegistry, type ProviderRegistry } from './provider-registry.ts';
import { createSettlementService, type SettlementService } from './settlement-service.ts';
import { createStatusSyncService, type StatusSyncService } from './status-sync-service.ts';
import { createSubmissionService, type SubmissionService } from './submission-service.ts';
import type { OperatorNotifier } from '../notifications/operator-notifier.ts';
import { instrumentSettlement } from './fulfilment-metrics.ts';
import type { MetricsService } from '../ops/metrics-service.ts';

/**
 * The fulfilment module's services. The composition root (app-services.ts) builds them once per
 * process for the sweeps and the console; tests build their own with shorter options.
 */
export interface FulfilmentServices {
  options: FulfilmentOptions;
  providers: ProviderRegistry;
  settlement: SettlementService;
  submission: SubmissionService;
  statusSync: StatusSyncService;
  autoOrders: AutoOrderService;
  operatorResolution: OperatorResolutionService;
}

export function createFulfilmentServices(
  base: {
    db: Database;
    clock: Clock;
    config: Config;
    metrics?: MetricsService;
    notifier?: OperatorNotifier;
  },
  overrides: Partial<FulfilmentOptions> = {},
): FulfilmentServices {
  const { db, clock, notifier } = base;
  const options = { ...defaultFulfilmentOptions(base.config), ...overrides };
  const { metrics } = base;
  const providers = createProviderRegistry({ db, clock, options, metrics });
  const settled = createSettlementService({ db, clock, notifier });
  const settlement = metrics ? instrumentSettlement(settled, metrics) : settled;
  const shared = { db, clock, options, providers, settlement, notifier };
  return {
    options,
    providers,
    settlement,
    submission: createSubmissionService(shared),
    statusSync: createStatusSyncService(shared),
    autoOrders: countAutoOrderRefunds(createAutoOrderService({ db, clock }), metrics),
    operatorResolution: createOperatorResolutionService({ db, clock, settlement }),
  };
}

/** Refunds of canceled auto-orders are booked by their own sweep, not by the settlement. */
function countAutoOrderRefunds(autoOrders: AutoOrderService, metrics?: MetricsService): AutoOrderService {
  if (!metrics) return autoOrders;
  return {
    ...autoOrders,
    async refundCanceled() {
      const refunded = await autoOrders.refundCanceled();
      if (refunded > 0) metrics.refund('auto_order', refunded);
      return refunded;
    },
  };
}
