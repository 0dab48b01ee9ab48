import type { TestProject } from 'vitest/node';
import { buildWeb, startServer } from './support/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the SPA once and starts one real server on the embedded database for the browser suite. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildWeb();
  const server = await startServer({ ADMIN_ID: 'operator', ADMIN_PASSWORD: 'operator-pass-1234' });
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
