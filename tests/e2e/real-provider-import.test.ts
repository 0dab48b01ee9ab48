import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { missingRateMessage } from '@smm/contract/admin-import';
import { formatWon } from '@smm/contract/format';
import { importedUnitPriceMilli, parseProviderRate } from '@smm/contract/import-price';
import type { RunningServer as SimulatorServer } from '../../apps/server/src/simulator/api-v2-http-server.ts';
import { startSimulatorServer } from '../../apps/server/src/simulator/simulator-server.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { browserJourney } from './support/journey.ts';
import { selectService } from './support/order-picker.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { OPERATOR, storeApi } from './support/store-api.ts';
import { expectToast } from './support/toasts.ts';

/**
 * Issue 31's journey: on a 375 px phone an operator connects a dollar-priced panel (the standalone
 * simulator with SIMULATOR_CURRENCY=USD and its large catalogue), is refused an import until the
 * dollar's rate is set, sets it, and imports three whole upstream categories into three new
 * categories in one call; a member buys one at the won price the formula gives, and the operator
 * reads the order's charge in dollars, its cost and its profit in won.
 */
const SHOTS = process.env.E2E_SCREENSHOT_DIR;
const KEY = 'usd-panel-key-0123456789';
const PROVIDER = '달러 패널';
const RATE = '1385.5';
const MARKUP_BP = 3000;
const PICKS = [
  { upstream: 'Instagram Followers', platform: '인스타그램', category: 'E2E 인스타 팔로워' },
  { upstream: 'TikTok Likes', platform: '틱톡', category: 'E2E 틱톡 좋아요' },
  { upstream: 'YouTube Subscribers', platform: '유튜브', category: 'E2E 유튜브 구독자' },
] as const;
const SOLD_NAME = '달러 팔로워 (E2E)';
// Long: a 3,240-service list on a busy two-core machine, and an order followed to the provider's charge.
const JOURNEY_TIMEOUT_MS = 300_000;

let server: RunningServer;
let simulator: SimulatorServer;
const journey = browserJourney(() => server.baseUrl);
const store = () => storeApi(server.baseUrl);

interface UpstreamService {
  service: number;
  name: string;
  category: string;
  rate: string;
}

beforeAll(async () => {
  simulator = await startSimulatorServer({
    settings: { stepMs: 300, partialRate: 0, cancelRate: 0, seed: 'e2e-real-provider' },
    key: KEY,
    currency: 'USD',
    catalog: 'large',
    host: '127.0.0.1',
    port: 0,
  });
  server = await startServer({
    ADMIN_ID: OPERATOR.id,
    ADMIN_PASSWORD: OPERATOR.password,
    JOBS_INTERVAL_MS: '300',
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await simulator?.close();
});

/** The simulator's own list, asked as any panel is (API v2 `services`). */
async function upstreamServices(): Promise<UpstreamService[]> {
  const response = await fetch(simulator.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ key: KEY, action: 'services' }),
  });
  return (await response.json()) as UpstreamService[];
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** '1,234.567원': points with every milli-point digit, as the console shows costs. */
const unitWon = (milli: number) =>
  `${new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 3 }).format(milli / 1000)}원`;

/** ceil(decimal x decimal x 1000): a charge in dollars as milli-won at the rate, rounded up. */
function ceilMilli(a: string, b: string): number {
  const x = parseProviderRate(a)!;
  const y = parseProviderRate(b)!;
  const divisor = 10n ** BigInt(x.scale + y.scale);
  return Number((x.units * y.units * 1000n + divisor - 1n) / divisor);
}

async function selectWholeCategory(page: Page, upstream: string) {
  await page.getByLabel('공급처 분류').selectOption(upstream);
  await page.getByRole('checkbox', { name: /^이 분류 모두 선택/ }).check();
}

describe('an operator imports a dollar-priced panel’s catalogue on a phone and a member buys from it', () => {
  it(
    'connects, is refused without a rate, sets the dollar, imports three categories in one pass; the order shows cost and profit',
    async () => {
      const upstream = await upstreamServices();
      expect(upstream.length).toBeGreaterThanOrEqual(3000);
      const followers = upstream.find((s) => s.category === PICKS[0].upstream)!;
      const unitMilli = importedUnitPriceMilli(
        parseProviderRate(followers.rate)!,
        MARKUP_BP,
        null,
        parseProviderRate(RATE)!,
      );

      const operator = await store().operatorToken();
      const page = await journey.openAs(operator, '/admin/providers', { width: 375, height: 812 });
      await page.getByRole('button', { name: '공급처 추가' }).click();
      const form = page.getByRole('form', { name: '공급처 추가' });
      await form.getByLabel('이름', { exact: true }).fill(PROVIDER);
      await form.getByLabel('API 주소', { exact: true }).fill(simulator.url);
      await form.getByLabel('API 키', { exact: true }).fill(KEY);
      await form.getByRole('button', { name: '추가' }).click();
      await expectToast(page, '공급처를 추가했습니다.');
      const card = page.getByRole('article', { name: PROVIDER });
      // The connection test reads the balance answer's currency: the card turns to dollars.
      await card.getByRole('button', { name: `${PROVIDER} 연결 확인` }).click();
      await card.getByRole('status').getByText('연결 성공').waitFor();
      await card.getByRole('link', { name: '환율 보기' }).waitFor();
      await card.getByText(/^\$[\d,]+\.\d{2}$/).waitFor();

      await card.getByRole('link', { name: `${PROVIDER} 서비스 가져오기` }).click();
      await page.getByRole('heading', { name: `서비스 가져오기: ${PROVIDER}` }).waitFor();
      await page.getByRole('table', { name: '공급처 서비스 목록' }).waitFor();
      await page.getByText(missingRateMessage('USD')).first().waitFor();
      await page.getByLabel('마진율 (%)').fill('30');
      await selectWholeCategory(page, PICKS[0].upstream);
      await page.getByRole('button', { name: '선택한 서비스 가져오기' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: missingRateMessage('USD') });
      await refusal.waitFor();
      await refusal.getByRole('link', { name: '환율 입력하기' }).click();

      await page.getByRole('heading', { name: '환율', level: 1 }).waitFor();
      const usd = page.getByRole('article', { name: 'USD' });
      await usd.getByText('환율 없음').waitFor();
      await usd.getByLabel('1 USD당 원화').fill('1,385.5');
      await usd.getByRole('button', { name: 'USD 환율 저장' }).click();
      await expectToast(page, '환율을 저장했습니다.');
      await page.getByRole('region', { name: /USD 환율을 1,385\.5원으로 바꿨습니다/ }).waitFor();
      await usd.getByText('1 USD = 1,385.5원').waitFor();
      expect(describeViolations(await runAxe(page))).toEqual([]);
      await shot(page, 'exchange-rates-375-light');

      await page.goBack();
      await page.getByRole('heading', { name: `서비스 가져오기: ${PROVIDER}` }).waitFor();
      await page.getByText(`1 USD = 1,385.5원으로 원가를 계산합니다.`, { exact: false }).waitFor();
      await page.getByLabel('마진율 (%)').fill('30');
      for (const pick of PICKS) await selectWholeCategory(page, pick.upstream);
      await page.getByText('270개 선택 · 분류 3개').waitFor();

      // The first follower service: its dollar rate, and the won price the server will set.
      await page.getByLabel('공급처 분류').selectOption(PICKS[0].upstream);
      const nameBox = page.getByRole('textbox', {
        name: `${followers.name} (#${followers.service}) 판매 이름`,
      });
      const row = page.getByRole('row').filter({ has: nameBox });
      await row.getByText(`$${followers.rate} / 1,000`).waitFor();
      await row.getByText(unitWon(unitMilli * 1000), { exact: true }).waitFor();
      await nameBox.fill(SOLD_NAME);

      for (const pick of PICKS) {
        const group = page.getByRole('group', { name: new RegExp(`공급처 분류 ‘${pick.upstream}’ 90개`) });
        expect(
          await group.getByLabel('플랫폼').evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text),
        ).toBe(pick.platform);
        await group.getByLabel('새 카테고리 이름').fill(pick.category);
      }
      expect(describeViolations(await runAxe(page))).toEqual([]);
      await shot(page, 'real-import-375-light');
      await page.getByRole('button', { name: '선택한 서비스 가져오기' }).click();
      await expectToast(page, '270개 서비스를 가져왔습니다.');
      const result = page.getByRole('region', { name: '가져온 서비스 270개' });
      const created = result.getByText(/^새 카테고리 3개: /);
      await created.waitFor();
      expect((await created.textContent())?.split(': ')[1]?.split(', ').sort()).toEqual(
        PICKS.map((p) => p.category).sort(),
      );
      await journey.closeAll();

      // The member buys 1,000 at the won price: unit price x 1,000 = the per-1000 price in points.
      const member = await store().memberWithPoints(50_000);
      const shop = await journey.openAs(member.token, '/order', { width: 375, height: 812 });
      await shop.getByRole('group', { name: '플랫폼' }).getByRole('button', { name: '인스타그램' }).click();
      await shop.getByLabel('카테고리 선택').selectOption({ label: PICKS[0].category });
      await selectService(shop.getByLabel('서비스 선택'), SOLD_NAME);
      await shop.getByRole('textbox', { name: '링크 입력' }).fill('https://www.instagram.com/e2e_dollar/');
      await shop.getByRole('spinbutton', { name: '수량 입력' }).fill('1000');
      await shop
        .getByRole('region', { name: '결제 금액' })
        .getByText(`${formatWon(unitMilli)}원`)
        .first()
        .waitFor();
      await shop.getByRole('button', { name: '주문하기', exact: true }).click();
      const placed = shop.getByRole('region', { name: '주문이 접수되었습니다' });
      await placed.waitFor();
      const orderId = Number((await placed.locator('dt:text-is("주문번호") + dd').textContent())?.trim());
      await journey.closeAll();

      // The sweeps send it and follow it until the simulator reports its charge in dollars.
      type Costed = { status: number; providerCharge: string | null; providerCost: number | null };
      let order: Costed;
      let charge: string | null = null;
      for (;;) {
        order = await store().call<Costed>('GET', `/admin/orders/${orderId}`, undefined, operator);
        charge = order.providerCharge;
        if (charge !== null && order.status === 2) break;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      const costMilli = ceilMilli(charge, RATE);
      expect(order.providerCost).toBe(costMilli / 1000);
      const detail = await journey.openAs(operator, `/admin/orders/${orderId}`, { width: 375, height: 812 });
      const fact = (label: string) => detail.locator(`dt:text-is("${label}") + dd`);
      await fact('원가').getByText(unitWon(costMilli)).waitFor();
      expect(await fact('공급처 청구액').textContent()).toMatch(/^\$\d[\d,]*\.\d{2,}$/);
      expect(await fact('적용 환율').textContent()).toBe('1 USD = 1,385.5원 (주문 시점)');
      expect(await fact('이익').textContent()).toBe(unitWon(unitMilli * 1000 - costMilli));
      expect(describeViolations(await runAxe(detail))).toEqual([]);
      await shot(detail, 'order-cost-375-light');
    },
    JOURNEY_TIMEOUT_MS,
  );

  it(
    'shows the rates, import and dashboard pages readable and accessible at 375 and 1440 px, light and dark',
    async () => {
      const operator = await store().operatorToken();
      const providers = await store().call<{ id: number; name: string }[]>(
        'GET',
        '/admin/providers',
        undefined,
        operator,
      );
      const provider = providers.find((p) => p.name === PROVIDER);
      if (!provider) throw new Error('the first journey adds the dollar panel');
      const pages = [
        ['exchange-rates', '/admin/exchange-rates', '환율'],
        [
          'real-import',
          `/admin/providers/${provider.id}/import?category=Instagram+Likes`,
          `서비스 가져오기: ${PROVIDER}`,
        ],
        ['dashboard', '/admin', '대시보드'],
      ] as const;
      for (const width of [375, 1440]) {
        for (const dark of [false, true]) {
          const theme = dark ? 'dark' : 'light';
          for (const [name, path, heading] of pages) {
            const page = await journey.openAs(operator, path, { width, height: 900, dark });
            await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
            await page.waitForLoadState('networkidle');
            if (name === 'real-import') {
              await page.getByLabel('마진율 (%)').fill('30');
              await page.getByRole('checkbox', { name: /^이 분류 모두 선택/ }).check();
            }
            expect(describeViolations(await runAxe(page))).toEqual([]);
            await shot(page, `${name}-${width}-${theme}`);
            await journey.closeAll();
          }
        }
      }
    },
    JOURNEY_TIMEOUT_MS,
  );
});
