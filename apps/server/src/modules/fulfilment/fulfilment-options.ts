import type { Config } from '../../config.ts';
import { MULTI_STATUS_LIMIT } from './provider.ts';
import { simulatorSettings } from '../../simulator/simulator-server.ts';
import type { SimulatorSettings } from '../../simulator/simulator-engine.ts';
import type { AddressPolicy } from './provider-address.ts';

export interface FulfilmentOptions {
  /** How long one provider call may take (AbortSignal.timeout); PROVIDER_TIMEOUT_MS. */
  timeoutMs: number;
  /** How often each enabled provider's balance is read; PROVIDER_BALANCE_INTERVAL_MS. */
  balanceIntervalMs: number;
  /** Orders claimed per submit batch; their adds run concurrently. */
  submitBatch: number;
  /** Orders one status-sync worker claims at a time: one multi-status call (at most 100 ids). */
  syncBatch: number;
  /** Status-sync workers of one sweep, i.e. provider calls under way at once. */
  syncParallel: number;
  /** How often a submitted, unfinished order is asked about. */
  syncIntervalMs: number;
  /** Add attempts (retryable failures) before the order is canceled and refunded. */
  maxAttempts: number;
  backoffBaseMs: number;
  backoffCapMs: number;
  simulator: SimulatorSettings;
  /** Which addresses a provider's API URL may reach; PROVIDER_ALLOW_PRIVATE_ADDRESSES (provider-address.ts). */
  addresses: AddressPolicy;
}

export function defaultFulfilmentOptions(config: Config): FulfilmentOptions {
  return {
    timeoutMs: config.PROVIDER_TIMEOUT_MS,
    balanceIntervalMs: config.PROVIDER_BALANCE_INTERVAL_MS,
    submitBatch: 20,
    syncBatch: MULTI_STATUS_LIMIT,
    syncParallel: 8,
    // Three sweep periods (15 s by default): demos and tests that shorten JOBS_INTERVAL_MS shorten this too.
    syncIntervalMs: 3 * config.JOBS_INTERVAL_MS,
    maxAttempts: 10,
    backoffBaseMs: 30_000,
    backoffCapMs: 60 * 60_000,
    simulator: simulatorSettings(config),
    addresses: { allowPrivate: config.PROVIDER_ALLOW_PRIVATE_ADDRESSES },
  };
}

/** Delay before add attempt n + 1 after n retryable failures: base x 2^(n-1), capped. */
export function backoffMs(
  attempts: number,
  options: Pick<FulfilmentOptions, 'backoffBaseMs' | 'backoffCapMs'>,
): number {
  return Math.min(options.backoffCapMs, options.backoffBaseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}
