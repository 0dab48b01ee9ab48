import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './startup.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'smm-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = loadConfig({ DATA_DIR: dataDir, ADMIN_ID: 'operator', ADMIN_PASSWORD: 'operator-pass-1234' });

async function counts() {
  const db = await prepareDatabase(config);
  try {
    const { rows } = await db.query<{
      platforms: number;
      unmapped: number;
      simulators: number;
      admins: number;
    }>(
      `SELECT (SELECT count(*)::int FROM platforms) AS platforms,
              (SELECT count(*)::int FROM services WHERE provider_id IS NULL) AS unmapped,
              (SELECT count(*)::int FROM providers WHERE kind = 'simulator') AS simulators,
              (SELECT count(*)::int FROM members WHERE is_admin) AS admins`,
    );
    return rows[0];
  } finally {
    await db.close();
  }
}

describe('embedded start-up', () => {
  it('seeds the demo store once, maps it to the simulator and keeps it across restarts', async () => {
    const first = await counts();
    expect(first).toEqual({ platforms: 15, unmapped: 0, simulators: 1, admins: 1 });
    expect(await counts()).toEqual(first);
  });
});
