import type { TestProject } from 'vitest/node';
import { buildWeb, startServer } from './support/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per Vitest worker: `support/base-url.ts` picks the caller's. */
    baseUrls: string[];
  }
}

/**
 * Builds the SPA once and starts one real server on the embedded database per Vitest worker. A
 * worker runs one file at a time, so journeys that change shared settings never meet another
 * file's journey on the same server, and browser files run beside the rest of the suite instead of
 * in a serial queue after it (docs/benchmarks.md, "Test suite wall time").
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildWeb();
  const workers = Math.max(1, project.vitest.config.maxWorkers);
  const servers = await Promise.all(
    Array.from({ length: workers }, () =>
      startServer({ ADMIN_ID: 'operator', ADMIN_PASSWORD: 'operator-pass-1234' }),
    ),
  );
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
