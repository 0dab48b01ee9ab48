import { inject } from 'vitest';

/**
 * The server of the Vitest worker running this file (the global setup starts one per worker).
 * `VITEST_POOL_ID` runs from 1 to maxWorkers and no two files run in one worker at once.
 */
export function workerBaseUrl(): string {
  const urls = inject('baseUrls');
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(poolId - 1) % urls.length];
  if (url === undefined) throw new Error(`no browser-suite server for worker ${poolId}`);
  return url;
}
