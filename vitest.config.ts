import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
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

const SERVER_UNIT_TESTS = ['src/**/*.unit.test.ts', 'test/**/*.unit.test.ts', 'chaos/**/*.unit.test.ts'];
const serverTest = {
  root: 'apps/server',
  environment: 'node',
  setupFiles: ['../../tests/setup/fail-on-console-error.ts'],
  // Generous: two workers share CI's two cores with PostgreSQL; a timeout here is a safety net
  // for a hang, never a speed assertion (speed lives in `npm run bench`).
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // One module graph per worker, not per file: importing the app's modules again for every file
  // cost each one 1 to 2 s, more than most files' tests. Every file still opens its own database
  // and builds its own app; the app's modules keep no state of their own between builds.
  isolate: false,
};
/** Builds the run's migrated and seeded database once; each test file then opens a copy. */
const DATABASE_SETUP = {
  pglite: './test/database/pglite-snapshots.setup.ts',
  postgres: './test/database/postgres-templates.setup.ts',
};

/** Server tests that open a database run once per database kind, each file on a copy of one built per run. */
const serverProject = (name: string, db: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    ...serverTest,
    name,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'chaos/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...SERVER_UNIT_TESTS],
    env: { TEST_DB: db, TEST_DATABASE_URL },
    globalSetup: [DATABASE_SETUP[db]],
  },
});

/** `*.unit.test.ts` never touch TEST_DB's database, so they run once; opening one there fails. */
const serverUnitProject: TestProjectInlineConfiguration = {
  test: { ...serverTest, name: 'server-unit', include: SERVER_UNIT_TESTS, env: { TEST_DB: 'none' } },
};

const WEB_TESTS = 'src/**/*.test.{ts,tsx}';
/**
 * Web test files that replace a module with `vi.mock`. Vitest resets neither modules nor mocks
 * between the files of a worker that does not isolate them, so such a file would leak its stand-in
 * into the next file or miss it (the real module already loaded): these run isolated, in a project
 * of their own (`--project 'web*'` selects both).
 */
const WEB_SRC = fileURLToPath(new URL('./apps/web/src', import.meta.url));
const WEB_MOCKING = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(WEB_SRC, file), 'utf8')))
  .map((file) => `src/${file.split(path.sep).join('/')}`)
  .sort();

function webProject(
  name: string,
  options: { isolate?: boolean; include?: string[]; exclude?: string[] },
): TestProjectInlineConfiguration {
  return {
    extends: './apps/web/vite.config.ts',
    test: {
      name,
      root: 'apps/web',
      include: options.include ?? [WEB_TESTS],
      ...(options.exclude ? { exclude: options.exclude } : {}),
      // Without isolation one jsdom and one module graph serve every file of a worker: creating a
      // window and importing React, the router and the pages again cost each file about 1 s, more
      // than most files' tests. src/test/setup.ts leaves the document, storage and globals as it
      // found them after every test.
      isolate: options.isolate ?? true,
      environment: 'jsdom',
      // Above the 5 s findBy* wait of src/test/setup.ts, so a slow first render on a busy
      // machine fails with the element it waited for, not with Vitest's bare timeout.
      testTimeout: 20_000,
      setupFiles: ['../../tests/setup/fail-on-console-error.ts', './src/test/setup.ts'],
    },
  };
}

export default defineConfig(async () => {
  const pgOk = CI || (await postgresReachable(TEST_DATABASE_URL));
  const chromiumOk = CI || existsSync(CHROMIUM);
  return {
    test: {
      // Vitest's default is one worker per core less one: a single worker on CI's 2 cores, which
      // left the second core idle while files waited on PostgreSQL, Chromium or their servers.
      maxWorkers: 2,
      projects: [
        {
          test: {
            name: 'contract',
            root: 'packages/contract',
            include: ['src/**/*.test.ts'],
            environment: 'node',
            // Pure functions over zod schemas: nothing for one file to leak into the next.
            isolate: false,
            setupFiles: ['../../tests/setup/fail-on-console-error.ts'],
          },
        },
        serverUnitProject,
        serverProject('server-pglite', 'pglite'),
        ...(pgOk
          ? [serverProject('server-postgres', 'postgres')]
          : skipLoudly('PostgreSQL', `no server answers at ${TEST_DATABASE_URL}`)),
        webProject('web', { isolate: false, exclude: [...configDefaults.exclude, ...WEB_MOCKING] }),
        ...(WEB_MOCKING.length > 0 ? [webProject('web-mocks', { include: WEB_MOCKING })] : []),
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
                  // A worker keeps its modules and its Chromium (support/browser.ts) from one file
                  // to the next: launching Chromium and importing Playwright cost each file about
                  // 1.5 s. Every test still gets fresh browser contexts.
                  isolate: false,
                  // Files run two at a time beside the other projects' files: the global setup
                  // starts one server per worker (support/base-url.ts), so no two journeys share one.
                },
              },
            ]
          : skipLoudly('browser', `${CHROMIUM} is not installed; apt-get install chromium`)),
      ],
    },
  };
});
