import type { Clock } from '../../clock.ts';
import type { Queryable } from '../../db/database.ts';
import type { SimulatorSettings } from '../../simulator/simulator-engine.ts';
import { createSimulatorOrderRepository } from '../../simulator/simulator-order-repository.ts';
import { createSimulatorPanel } from '../../simulator/simulator-panel.ts';
import { createApiV2Provider } from './api-v2-provider.ts';
import type { FulfilmentProvider } from './provider.ts';

const IN_PROCESS_KEY = 'in-process';

/**
 * The embedded default provider: the simulator panel called directly (no socket), its orders in the
 * database. Its answers go through the same API v2 parsing as a real panel's, as JSON text. It lives
 * here, not in simulator/, so the simulator stays a plain panel that knows nothing of fulfilment.
 */
export function createInProcessSimulatorProvider(
  db: Queryable,
  clock: Clock,
  settings: SimulatorSettings,
): FulfilmentProvider {
  const panel = createSimulatorPanel({
    store: createSimulatorOrderRepository(db),
    clock,
    settings,
    key: IN_PROCESS_KEY,
  });
  return createApiV2Provider(async (fields) => {
    const answer = await panel.handle(fields);
    return { httpStatus: answer.httpStatus, body: JSON.stringify(answer.json) };
  }, IN_PROCESS_KEY);
}
