import { systemClock, type Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { startApiV2Server, type RunningServer } from './api-v2-http-server.ts';
import { simulatorCatalog, type SimulatorCatalogKind } from './simulator-catalog.ts';
import type { SimulatorSettings } from './simulator-engine.ts';
import { createSimulatorPanel } from './simulator-panel.ts';
import { memorySimulatorStore } from './simulator-store.ts';

/** Fixed, so a demo's fates are the same on every start. */
const SIMULATOR_SEED = 'smm-simulator';

export function simulatorSettings(config: Config): SimulatorSettings {
  return {
    stepMs: config.SIMULATOR_STEP_MS,
    partialRate: config.SIMULATOR_PARTIAL_RATE,
    cancelRate: config.SIMULATOR_CANCEL_RATE,
    seed: SIMULATOR_SEED,
  };
}

export interface SimulatorServerOptions {
  settings: SimulatorSettings;
  clock?: Clock;
  port?: number;
  host?: string;
  key?: string;
  /** SIMULATOR_CURRENCY: the currency it quotes in (KRW by default). */
  currency?: string;
  /** SIMULATOR_CATALOG: its catalogue (the small demo one by default). */
  catalog?: SimulatorCatalogKind;
}

/** The standalone simulator: a real API v2 HTTP server with its orders in memory. */
export function startSimulatorServer(options: SimulatorServerOptions): Promise<RunningServer> {
  const panel = createSimulatorPanel({
    store: memorySimulatorStore(),
    clock: options.clock ?? systemClock,
    settings: options.settings,
    key: options.key,
    currency: options.currency,
    services: simulatorCatalog(options.catalog ?? 'small', options.currency ?? 'KRW'),
  });
  return startApiV2Server((fields) => panel.handle(fields), { port: options.port, host: options.host });
}
