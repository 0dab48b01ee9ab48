import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer as SimulatorServer } from '../../apps/server/src/simulator/api-v2-http-server.ts';
import { startSimulatorServer } from '../../apps/server/src/simulator/simulator-server.ts';
import { postgresReachable } from '../setup/postgres-reachable.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { browserJourney } from './support/journey.ts';
import { storeApi } from './support/store-api.ts';
import { selectService } from './support/order-picker.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { expectToast } from './support/toasts.ts';

/**
 * Issue 11's first journey: an operator connects the simulator as a provider, imports two of its
 * services (from two upstream categories into one new category, issue 31) with a 30% markup, a member orders one of them and the order completes. The simulator
 * runs standalone (API v2 over HTTP); the shop is a real server on a private PostgreSQL database with
 * fast sweeps. The providers page is another slice of the issue, so the provider row is written by
 * this test's setup, as that page would.
 */
const PG_URL = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `smm_e2e_import_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const CI = process.env.CI === 'true' || process.env.CI === '1';
const pgOk = CI || (await postgresReachable(PG_URL));
if (!pgOk) process.stderr.write(`\n!! SKIPPED: import browser journey (no PostgreSQL at ${PG_URL})\n\n`);
// Long journeys (two sessions, an order followed to the end; four layouts with axe): on a busy
// two-core machine they need more than the suite's 60 s.
const JOURNEY_TIMEOUT_MS = 240_000;
const PROVIDER = '시뮬레이터 패널';
const CATEGORY = 'E2E 공급처 서비스';
const FOLLOWERS = '인스타 팔로워 (E2E)';

let admin: pg.Client;
let db: pg.Client;
let server: RunningServer;
let simulator: SimulatorServer;
const journey = browserJourney(() => server.baseUrl);
const store = () => storeApi(server.baseUrl);

beforeAll(async () => {
  if (!pgOk) return;
  simulator = await startSimulatorServer({
    settings: { stepMs: 300, partialRate: 0, cancelRate: 0, seed: 'e2e-import' },
    host: '127.0.0.1',
    port: 0,
  });
  admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  server = await startServer({
    DATABASE_URL: url.toString(),
    JWT_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
    DEMO_CATALOG: 'true',
    ADMIN_ID: 'operator',
    ADMIN_PASSWORD: 'operator-pass-1234',
    JOBS_INTERVAL_MS: '300',
  });
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  await db.query(
    `INSERT INTO providers (name, kind, api_url, api_key) VALUES ($1, 'api_v2', $2, 'e2e-key')`,
    [PROVIDER, simulator.url],
  );
}, 180_000);

afterAll(async () => {
  await db?.end();
  await server?.stop();
  await simulator?.close();
  await admin?.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await admin?.end();
});

const login = (id: string, password: string) => store().login(id, password);
const memberWithPoints = async (points: number) => (await store().memberWithPoints(points)).token;
const open = (path: string, token: string, options: { width?: number; dark?: boolean } = {}) =>
  journey.openAs(token, path, { width: options.width ?? 1440, height: 900, dark: options.dark });
const closeSession = () => journey.closeAll();

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe.skipIf(!pgOk)('an operator imports a provider’s services and a member orders one', () => {
  it(
    'imports two services at 30%, and an order on one of them completes at the provider',
    async () => {
      const operator = await login('operator', 'operator-pass-1234');
      const page = await open('/admin/price-changes', operator);
      await page.getByRole('link', { name: `${PROVIDER} 서비스 가져오기` }).click();
      await page.getByRole('heading', { name: `서비스 가져오기: ${PROVIDER}` }).waitFor();

      await page.getByLabel('마진율 (%)').fill('30');

      // Upstream: Followers found through the category filter, Likes through the search.
      await page.getByLabel('공급처 분류').selectOption('Followers');
      await page.getByRole('checkbox', { name: 'Followers (simulated) (#1) 선택' }).check();
      const followersName = page.getByRole('textbox', { name: 'Followers (simulated) (#1) 판매 이름' });
      await followersName.fill(FOLLOWERS);
      const followersRow = page.getByRole('row').filter({ has: followersName });
      // 900 per 1000 with 30%: 1.17 a unit, 1,170 per 1000.
      await followersRow.getByText('1개 1.17원').waitFor();
      await followersRow.getByText('1,170원', { exact: true }).waitFor();
      await page.getByLabel('공급처 분류').selectOption('');
      await page.getByLabel('검색', { exact: true }).fill('Likes');
      await page.getByRole('checkbox', { name: 'Likes (simulated) (#2) 선택' }).check();
      await page.getByText('2개 선택 · 분류 2개').waitFor();
      // Our side: both upstream categories into one new category on Instagram (created once, reused).
      for (const upstream of ['Followers', 'Likes']) {
        const group = page.getByRole('group', { name: new RegExp(`공급처 분류 ‘${upstream}’ 1개`) });
        await group.getByLabel('플랫폼', { exact: true }).selectOption({ label: '인스타그램' });
        await group.getByLabel('새 카테고리 이름').fill(CATEGORY);
      }
      await shot(page, 'import-1440-light');
      await page.getByRole('button', { name: '선택한 서비스 가져오기' }).click();

      await expectToast(page, '2개 서비스를 가져왔습니다.');
      const result = page.getByRole('region', { name: '가져온 서비스 2개' });
      await result.getByText(FOLLOWERS).waitFor();
      await page.getByLabel('검색', { exact: true }).fill('');
      // The list is read again from the provider: both now point at the services they became.
      await page
        .getByText(/^가져옴 #\d+$/)
        .nth(1)
        .waitFor();
      await expect(page.getByText(/^가져옴 #\d+$/).count()).resolves.toBe(2);
      await shot(page, 'import-done-1440-light');
      await closeSession();

      const { rows } = await db.query<{ id: number; unit_price_milli: string }>(
        `SELECT s.id, s.unit_price_milli FROM services s JOIN categories c ON c.id = s.category_id
        WHERE c.text = $1 ORDER BY s.id`,
        [CATEGORY],
      );
      expect(rows.map((r) => Number(r.unit_price_milli))).toEqual([1170, 390]);

      // The member orders 100 followers: 117 points.
      const member = await memberWithPoints(1000);
      const shop = await open('/order', member);
      await shop.getByRole('banner').getByText('1,000원').waitFor();
      await shop.getByRole('group', { name: '플랫폼' }).getByRole('button', { name: '인스타그램' }).click();
      await shop.getByLabel('카테고리 선택').selectOption({ label: CATEGORY });
      await selectService(shop.getByLabel('서비스 선택'), FOLLOWERS);
      await shop.getByRole('textbox', { name: '링크 입력' }).fill('https://www.instagram.com/e2e_import/');
      await shop.getByRole('spinbutton', { name: '수량 입력' }).fill('100');
      await shop.getByRole('region', { name: '결제 금액' }).getByText('117원').first().waitFor();
      await shop.getByRole('button', { name: '주문하기', exact: true }).click();
      const card = shop.getByRole('region', { name: '주문이 접수되었습니다' });
      await card.waitFor();
      const orderId = (await card.locator('dt:text-is("주문번호") + dd').textContent())?.trim() ?? '';
      await shop.getByRole('banner').getByText('883원').waitFor();

      // The sweeps send it to the simulator and follow it to the end; the history shows it completed.
      await shop.goto(`${server.baseUrl}/order-history`);
      const row = shop.getByRole('row').filter({ hasText: 'https://www.instagram.com/e2e_import/' });
      for (;;) {
        await row.waitFor();
        if ((await row.textContent())?.includes('주문완료')) break;
        await shop.waitForTimeout(500);
        await shop.reload();
      }
      expect((await row.getByRole('cell').first().textContent())?.trim()).toBe(orderId);
      const { rows: sent } = await db.query<{ submit_state: string; provider_order_id: string | null }>(
        'SELECT submit_state, provider_order_id FROM orders WHERE id = $1',
        [Number(orderId)],
      );
      expect(sent[0]).toMatchObject({
        submit_state: 'submitted',
        provider_order_id: expect.stringMatching(/^\d+$/) as unknown,
      });
      await closeSession();
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'shows the sync page and the import page readable and accessible at 375 and 1440 px, light and dark',
    async () => {
      const operator = await login('operator', 'operator-pass-1234');
      const { rows } = await db.query<{ id: number }>('SELECT id FROM providers WHERE name = $1', [PROVIDER]);
      const providerId = rows[0]!.id;
      // Rows for the change list to show: a new rate (the next sync supersedes it, the simulator's rate
      // being unchanged) and a service back upstream that waits for the operator.
      await db.query(
        `INSERT INTO price_changes (service_id, provider_id, kind, status, old_rate, new_rate, old_price_milli,
                                  new_price_milli, detected_at)
       SELECT s.id, s.provider_id, k.kind, 'pending', k.old_rate, k.new_rate, k.old_price, k.new_price, now()
         FROM services s
         JOIN (VALUES ('1', 'rate', 900::numeric, 950::numeric, 1170::bigint, 1235::bigint),
                      ('2', 'returned', NULL, NULL, NULL, NULL)) AS k (psid, kind, old_rate, new_rate, old_price, new_price)
           ON k.psid = s.provider_service_id
        WHERE s.provider_id = $1`,
        [providerId],
      );
      for (const width of [375, 1440]) {
        for (const dark of [false, true]) {
          const theme = dark ? 'dark' : 'light';
          const page = await open('/admin/price-changes?status=all', operator, { width, dark });
          await page.getByRole('button', { name: `${PROVIDER} 지금 동기화` }).click();
          await expectToast(page, `${PROVIDER}: 확인 2개`);
          await shot(page, `price-changes-${width}-${theme}`);
          expect(describeViolations(await runAxe(page))).toEqual([]);
          await page.goto(`${server.baseUrl}/admin/providers/${providerId}/import`);
          await page.getByRole('checkbox', { name: 'Views (simulated) (#3) 선택' }).check();
          await page.getByRole('button', { name: '선택한 서비스 가져오기' }).click();
          await page.getByRole('alert').getByText('마진율을 입력해 주세요.').first().waitFor();
          await expect(
            page.getByLabel('마진율 (%)').evaluate((el) => el === document.activeElement),
          ).resolves.toBe(true);
          await shot(page, `import-${width}-${theme}`);
          expect(describeViolations(await runAxe(page))).toEqual([]);
          await closeSession();
        }
      }
    },
    JOURNEY_TIMEOUT_MS,
  );
});
