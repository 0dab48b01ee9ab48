import { systemClock, type Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { startApiV2Server, type RunningServer } from './api-v2-http-server.ts';
import { PLAIN_DIALECT, type SimulatorDialect } from './simulator-dialect.ts';
import { seededFaults } from './simulator-dialect-wire.ts';
import { simulatorCatalog, type SimulatorCatalogKind } from './simulator-catalog.ts';
import type { SimulatorSettings } from './simulator-engine.ts';
import { createSimulatorPanel } from './simulator-panel.ts';
import { memorySimulatorStore, type SimulatorStore } from './simulator-store.ts';

/** Fixed, so a demo's fates are the same on every start. */
const SIMULATOR_SEED = 'smm-simulator';
/** Longer than PROVIDER_TIMEOUT_MS's default (15 s), so a `slow` panel outwaits the store. */
const DEFAULT_SLOW_MS = 60_000;

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
  /** SIMULATOR_DIALECT: the real panels' quirks it plays (simulator-dialect.ts); none by default. */
  dialect?: SimulatorDialect;
  /** SIMULATOR_SLOW_MS: how late a `slow` dialect answers. */
  slowMs?: number;
  /** SIMULATOR_FAULT_RATE: the share of requests meeting the dialect's faults; 1 (all) by default. */
  faultRate?: number;
  /** SIMULATOR_FAULT_SEED: which requests those are. */
  faultSeed?: string;
  /** Told of each request that met the faults (the chaos run counts what it injected). */
  onFault?: () => void;
  /** Where its orders live; a fresh memory store by default (tests pass one to count the adds). */
  store?: SimulatorStore;
}

/** The standalone simulator: a real API v2 HTTP server with its orders in memory. */
export function startSimulatorServer(options: SimulatorServerOptions): Promise<RunningServer> {
  const dialect = options.dialect ?? PLAIN_DIALECT;
  const panel = createSimulatorPanel({
    store: options.store ?? memorySimulatorStore(),
    clock: options.clock ?? systemClock,
    settings: options.settings,
    key: options.key,
    currency: options.currency,
    services: simulatorCatalog(options.catalog ?? 'small', options.currency ?? 'KRW'),
    dialect,
  });
  return startApiV2Server((fields) => panel.handle(fields), {
    port: options.port,
    host: options.host,
    wire: {
      dialect,
      slowMs: options.slowMs ?? DEFAULT_SLOW_MS,
      faultsNow: countedFaults(
        seededFaults(options.faultRate ?? 1, options.faultSeed ?? SIMULATOR_SEED),
        options.onFault,
      ),
    },
  });
}

function countedFaults(gate: (() => boolean) | undefined, onFault: (() => void) | undefined) {
  if (!gate || !onFault) return gate;
  return () => {
    const faulty = gate();
    if (faulty) onFault();
    return faulty;
  };
}
