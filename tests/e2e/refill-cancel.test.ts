import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import type { Page } from 'playwright-core';
import { ORDER_STATUS_LABELS } from '@smm/contract/enums';
import type { RunningServer } from '../../apps/server/src/simulator/api-v2-http-server.ts';
import { startSimulatorServer } from '../../apps/server/src/simulator/simulator-server.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { browserJourney } from './support/journey.ts';
import { storeApi } from './support/store-api.ts';
import { expectToast } from './support/toasts.ts';

/**
 * A member asks for a refill and a cancel from the order history (issue 15 "Refill and cancel"):
 * the orders are fulfilled by standalone simulators over HTTP, one quick (orders complete in about a
 * second) and one slow (orders stay in progress), moved by the server's own background sweeps.
 */
const baseUrl = workerBaseUrl();
const store = storeApi(baseUrl);
const sims: RunningServer[] = [];
const journey = browserJourney(baseUrl);
let quickService: number;
let slowService: number;

async function simulatorService(operator: string, stepMs: number, categoryId: number, name: string) {
  const sim = await startSimulatorServer({
    settings: { stepMs, partialRate: 0, cancelRate: 0, seed: `e2e-refill-${stepMs}` },
    key: 'e2e-refill-key',
    host: '127.0.0.1',
    port: 0,
  });
  sims.push(sim);
  const provider = await store.call<{ id: number }>(
    'POST',
    '/admin/providers',
    { name, kind: 'api_v2', apiUrl: sim.url, apiKey: 'e2e-refill-key' },
    operator,
  );
  const service = await store.call<{ id: number }>(
    'POST',
    '/admin/services',
    {
      categoryId,
      text: name,
      min: 10,
      max: 1000,
      price: 1,
      providerId: provider.id,
      providerServiceId: '1',
      providerRate: 0.9,
      refill: true,
      cancel: true,
      refillDays: 30,
    },
    operator,
  );
  return service.id;
}

beforeAll(async () => {
  const operator = await store.login('operator', 'operator-pass-1234');
  const catalogue = await store.call<{ categories: { id: number; visible: boolean }[] }>(
    'GET',
    '/admin/catalogue',
    undefined,
    operator,
  );
  const category = catalogue.categories.find((c) => c.visible);
  if (!category) throw new Error('the demo catalogue has no visible category');
  quickService = await simulatorService(operator, 300, category.id, '리필 테스트 팔로워');
  slowService = await simulatorService(operator, 10 * 60_000, category.id, '취소 테스트 팔로워');
}, 60_000);
afterAll(async () => {
  for (const sim of sims) await sim.close();
});

type Row = { id: number; status: number; refillable: boolean; cancelable: boolean };

/** Waits until the background sweeps have brought the member's order to `ready`. */
async function waitForOrder(token: string, orderId: number, ready: (row: Row) => boolean): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const rows = await store.call<Row[]>('GET', '/service/order-history', undefined, token);
    const row = rows.find((r) => r.id === orderId);
    if (row && ready(row)) return;
    if (Date.now() > deadline) throw new Error(`order ${orderId} never got ready: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function placeOrder(token: string, serviceId: number): Promise<number> {
  const order = await store.call<{ orderId: number }>(
    'POST',
    '/service/order',
    { serviceId, link: 'https://www.instagram.com/p/refill-e2e/', amount: 100, runs: 0, interval: 0 },
    token,
  );
  return order.orderId;
}

async function openHistory(token: string, width: number, dark = false): Promise<Page> {
  const page = await journey.openAs(token, '/order-history', { width, height: 900, dark });
  await page.getByRole('heading', { name: '주문내역', level: 1 }).waitFor();
  return page;
}

async function expectAccessible(page: Page): Promise<void> {
  expect(describeViolations(await runAxe(page))).toEqual([]);
}

describe('refill and cancel from the order history', () => {
  it('asks for a refill of a completed order at 1440 px; the row follows the refill (light and dark)', async () => {
    const member = await store.memberWithPoints(1000);
    const orderId = await placeOrder(member.token, quickService);
    await waitForOrder(member.token, orderId, (r) => r.refillable);

    const page = await openHistory(member.token, 1440);
    const button = page.getByRole('button', { name: `주문 ${orderId} 리필 요청` });
    await expectAccessible(page);
    await button.click();
    await expectToast(page, '리필을 요청했습니다.');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: String(orderId), exact: true }) });
    await row.getByText(/리필 (요청 접수|대기|진행 중|완료)/).waitFor();
    await expect(button.count()).resolves.toBe(0);
    await expectAccessible(page);
    await journey.closeAll();

    const dark = await openHistory(member.token, 1440, true);
    await dark
      .getByText(/리필 (요청 접수|대기|진행 중|완료)/)
      .first()
      .waitFor();
    await expectAccessible(dark);
  }, 150_000);

  it('cancels an order in progress at 375 px; the sweep ends it canceled and refunds it (light and dark)', async () => {
    const member = await store.memberWithPoints(1000);
    const orderId = await placeOrder(member.token, slowService);
    await waitForOrder(member.token, orderId, (r) => r.cancelable);
    const before = await store.call<{ point: number }>('GET', '/auth/profile', undefined, member.token);

    const page = await openHistory(member.token, 375, true);
    await expectAccessible(page);
    const button = page.getByRole('button', { name: `주문 ${orderId} 취소 요청` });
    const box = await button.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await button.click();
    const confirm = page.getByRole('button', { name: `주문 ${orderId} 취소 확인` });
    expect((await confirm.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page);
    await confirm.click();
    await expectToast(page, '취소를 요청했습니다. 공급처에서 취소되면 쓰지 않은 포인트를 돌려드립니다.');
    await page.getByText('취소 요청 접수').first().waitFor();
    // No horizontal scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    await waitForOrder(member.token, orderId, (r) => r.status === 5);
    const after = await store.call<{ point: number }>('GET', '/auth/profile', undefined, member.token);
    expect(after.point).toBe(before.point + 100);
    await journey.closeAll();

    const light = await openHistory(member.token, 375);
    const row = light.locator('tr').filter({ hasText: ORDER_STATUS_LABELS[5] }).first();
    await row.getByText('취소 요청 접수').waitFor();
    await expectAccessible(light);
  }, 150_000);
});
