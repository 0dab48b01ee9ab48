import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { firstRunToken } from './modules/accounts/first-run-token.ts';
import { resolveJwtSecret } from './secrets.ts';
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

describe('a real store (no demo catalogue) on its first start', () => {
  const realDir = mkdtempSync(path.join(tmpdir(), 'smm-startup-real-'));
  afterAll(() => rmSync(realDir, { recursive: true, force: true }));
  const real = loadConfig({ DATA_DIR: realDir, DEMO_CATALOG: '0' });

  const logged: string[] = [];
  async function store() {
    const db = await prepareDatabase(real, (line) => logged.push(line));
    try {
      const platforms = await db.query<{ id: number; text: string; visible: boolean }>(
        'SELECT id, text, visible FROM platforms ORDER BY sort_order',
      );
      const sources = await db.query<{ text: string }>(
        'SELECT text FROM register_sources ORDER BY sort_order',
      );
      const qna = await db.query<{ value: string }>(
        `SELECT value FROM site_settings WHERE key = 'ENABLE_QNA'`,
      );
      const charge = await db.query<{ value: string }>(
        `SELECT value FROM site_settings WHERE key = 'POINT_CHARGE_BUTTON_OPTIONS'`,
      );
      const services = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM services');
      return {
        platforms: platforms.rows,
        sources: sources.rows.map((r) => r.text),
        qna: qna.rows[0]?.value,
        charge: charge.rows[0]?.value,
        services: services.rows[0]?.n,
      };
    } finally {
      await db.close();
    }
  }

  it('gets the standard platforms, sign-up sources and the FAQ menu, and keeps what the operator removed', async () => {
    const first = await store();
    expect(first.platforms.map((p) => [p.id, p.text, p.visible])).toEqual([
      [1, '인스타그램', true],
      [2, '유튜브', true],
      [3, '틱톡', true],
      [4, '페이스북', true],
      [5, 'X(트위터)', true],
      [6, '네이버 블로그', true],
      [7, '스레드', true],
      [8, '트위치', true],
      [10, '텔레그램', true],
    ]);
    expect(first.sources).toEqual(['검색', '지인 추천', '블로그·카페', 'SNS 광고', '기타']);
    expect(first.qna).toBe('true');
    expect(first.charge).toBe('1000,5000,10000,50000,100000');
    expect(first.services).toBe(0);
    // No operator yet: the log says where to make one, with the token /setup accepts.
    const token = firstRunToken(resolveJwtSecret(real));
    expect(logged).toEqual([expect.stringContaining(`http://localhost:3000/setup?token=${token}`)]);

    // Only the start that created the database seeds: what the operator removes stays removed.
    const db = await prepareDatabase(real);
    await db.query('DELETE FROM register_sources');
    await db.query('DELETE FROM platforms WHERE id = 10');
    await db.close();
    const again = await store();
    expect(again.sources).toEqual([]);
    expect(again.platforms.map((p) => p.id)).not.toContain(10);
  });
});
