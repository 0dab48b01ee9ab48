import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/database.ts';
import { createApiV2Provider } from '../modules/fulfilment/api-v2-provider.ts';
import type { FulfilmentProvider } from '../modules/fulfilment/provider.ts';
import type { SimulatorSettings } from './simulator-engine.ts';
import { dbSimulatorStore } from './simulator-db-store.ts';
import { createSimulatorPanel } from './simulator-panel.ts';

const IN_PROCESS_KEY = 'in-process';

/**
 * The embedded default provider: the simulator panel called directly (no socket), its orders in the
 * database. Its answers go through the same API v2 parsing as a real panel's, as JSON text.
 */
export function createInProcessSimulator(
  db: Queryable,
  clock: Clock,
  settings: SimulatorSettings,
): FulfilmentProvider {
  const panel = createSimulatorPanel({ store: dbSimulatorStore(db), clock, settings, key: IN_PROCESS_KEY });
  return createApiV2Provider(async (fields) => {
    const answer = await panel.handle(fields);
    return { httpStatus: answer.httpStatus, body: JSON.stringify(answer.json) };
  }, IN_PROCESS_KEY);
}
