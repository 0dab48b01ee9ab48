import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPlan } from './chaos-plan.ts';
import { runChaos } from './chaos-run.ts';
import { TEST_DB } from '../test/database/test-database.ts';

const outDir = mkdtempSync(path.join(tmpdir(), 'chaos-test-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('npm run chaos', () => {
  it('plans the same run from the same seed, and another from another', () => {
    expect(buildPlan(5, 200)).toEqual(buildPlan(5, 200));
    expect(buildPlan(6, 200).steps).not.toEqual(buildPlan(5, 200).steps);
    const kinds = new Set(buildPlan(5, 2000).steps.map((s) => s.kind));
    expect([...kinds].sort()).toEqual(
      [
        'adjust',
        'auto-order',
        'cancel',
        'cancel-auto-order',
        'cancel-refund',
        'kill',
        'mark-partial',
        'mass-order',
        'order',
        'outage',
        'recover',
        'refill',
        'resolve-unknown',
        'signup',
        'topup',
      ].sort(),
    );
  });

  // The store runs as a child process on a database of its own; the embedded one is `--embedded`'s.
  it.skipIf(TEST_DB !== 'postgres')(
    'runs a short seed on PostgreSQL with a kill and outages, and every invariant holds',
    async () => {
      const outcome = await runChaos({ seed: 33, orders: 40, embedded: false, outDir });
      expect(outcome.drive.kills).toBe(1);
      expect(outcome.drive.outages).toBeGreaterThan(0);
      expect(outcome.drive.acknowledged.length).toBeGreaterThan(20);
      expect(outcome.reports.filter((r) => r.violations.length > 0)).toEqual([]);
      expect(outcome.ok).toBe(true);
    },
    120_000,
  );
});
