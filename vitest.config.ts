import { existsSync } from 'node:fs';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { postgresReachable } from './tests/setup/postgres-reachable.ts';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Outside CI a suite whose dependency is missing is left out, loudly; in CI nothing may skip. */
function skipLoudly(suite: string, reason: string): [] {
  const bar = '!'.repeat(78);
  process.stderr.write(
    `\n${bar}\n!! SKIPPED: the ${suite} suite (${reason})\n!! CI=true makes this a failure.\n${bar}\n\n`,
  );
  return [];
}

const serverProject = (name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db, TEST_DATABASE_URL },
    setupFiles: ['../../tests/setup/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig(async () => {
  const pgOk = CI || (await postgresReachable(TEST_DATABASE_URL));
  const chromiumOk = CI || existsSync(CHROMIUM);
  return {
    test: {
      projects: [
        {
          test: {
            name: 'contract',
            root: 'packages/contract',
            include: ['src/**/*.test.ts'],
            environment: 'node',
            setupFiles: ['../../tests/setup/fail-on-console-error.ts'],
          },
        },
        serverProject('server-pglite', 'pglite'),
        ...(pgOk
          ? [serverProject('server-postgres', 'postgres')]
          : skipLoudly('PostgreSQL', `no server answers at ${TEST_DATABASE_URL}`)),
        {
          extends: './apps/web/vite.config.ts',
          test: {
            name: 'web',
            root: 'apps/web',
            include: ['src/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['../../tests/setup/fail-on-console-error.ts', './src/test/setup.ts'],
          },
        },
        ...(chromiumOk
          ? [
              {
                test: {
                  name: 'e2e',
                  root: 'tests/e2e',
                  include: ['**/*.test.ts'],
                  environment: 'node',
                  env: { CHROMIUM_PATH: CHROMIUM },
                  globalSetup: ['./global-setup.ts'],
                  setupFiles: ['../setup/fail-on-console-error.ts'],
                  testTimeout: 60_000,
                  hookTimeout: 180_000,
                  fileParallelism: false,
                },
              },
            ]
          : skipLoudly('browser', `${CHROMIUM} is not installed; apt-get install chromium`)),
      ],
    },
  };
});
