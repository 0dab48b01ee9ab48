import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { DEFAULT_SIMULATOR_SEED, simulatorSettings } from '../../simulator/simulator-server.ts';
import type { SimulatorSettings } from '../../simulator/simulator-engine.ts';
import { createProviderRegistry, type ProviderRegistry } from './provider-registry.ts';

export interface FulfilmentOptions {
  /** How long one provider call may take (AbortSignal.timeout). */
  timeoutMs: number;
  /** Orders claimed per submit batch; their adds run concurrently. */
  submitBatch: number;
  /** Orders claimed per status sync; sent 100 ids per call. */
  syncBatch: number;
  /** How often a submitted, unfinished order is asked about. */
  syncIntervalMs: number;
  /** Add attempts (retryable failures) before the order is canceled and refunded. */
  maxAttempts: number;
  backoffBaseMs: number;
  backoffCapMs: number;
  simulator: SimulatorSettings;
}

export interface FulfilmentDeps {
  db: Database;
  clock: Clock;
  providers: ProviderRegistry;
  options: FulfilmentOptions;
}

export function defaultFulfilmentOptions(config: Config, seed = DEFAULT_SIMULATOR_SEED): FulfilmentOptions {
  return {
    timeoutMs: 15_000,
    submitBatch: 20,
    syncBatch: 500,
    // Three sweep periods (15 s by default): demos and tests that shorten JOBS_INTERVAL_MS shorten this too.
    syncIntervalMs: 3 * config.JOBS_INTERVAL_MS,
    maxAttempts: 10,
    backoffBaseMs: 30_000,
    backoffCapMs: 60 * 60_000,
    simulator: simulatorSettings(config, seed),
  };
}

/** Everything the fulfilment sweeps need, from what every sweep gets (jobs/sweeps.ts). */
export function fulfilmentDeps(
  base: { db: Database; clock: Clock; config: Config },
  overrides: Partial<FulfilmentOptions> = {},
): FulfilmentDeps {
  const options = { ...defaultFulfilmentOptions(base.config), ...overrides };
  return {
    db: base.db,
    clock: base.clock,
    options,
    providers: createProviderRegistry(base.db, base.clock, options),
  };
}

/** Delay before add attempt n + 1 after n retryable failures: base x 2^(n-1), capped. */
export function backoffMs(
  attempts: number,
  options: Pick<FulfilmentOptions, 'backoffBaseMs' | 'backoffCapMs'>,
): number {
  return Math.min(options.backoffCapMs, options.backoffBaseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}
