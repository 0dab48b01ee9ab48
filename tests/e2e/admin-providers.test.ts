import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import type { Page } from 'playwright-core';
import type { RunningServer } from '../../apps/server/src/simulator/api-v2-http-server.ts';
import { startSimulatorServer } from '../../apps/server/src/simulator/simulator-server.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { browserJourney } from './support/journey.ts';
import { expectToast } from './support/toasts.ts';

/**
 * The operator connects an upstream panel (issue 11 "Providers"): the standalone simulator, a real
 * API v2 server on 127.0.0.1 that only accepts its own key, reached by the storefront's server over HTTP.
 */
const baseUrl = workerBaseUrl();
const SIMULATOR_KEY = 'e2e-simulator-key-7f3a';
const SHOTS = process.env.SCREENSHOT_DIR;
let simulator: RunningServer;
const journey = browserJourney(baseUrl);

beforeAll(async () => {
  simulator = await startSimulatorServer({
    settings: { stepMs: 60_000, partialRate: 0, cancelRate: 0, seed: 'e2e-providers' },
    key: SIMULATOR_KEY,
    host: '127.0.0.1',
    port: 0,
  });
});
afterAll(async () => {
  await simulator?.close();
});

const signIn = (options: { width: number; dark?: boolean }) =>
  journey.openThroughLogin({ width: options.width, height: 900, dark: options.dark });

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

describe('operator console: providers', () => {
  it('adds the standalone simulator as a provider, tests the connection, changes its key and turns it off', async () => {
    const page = await signIn({ width: 1440 });
    await page.goto(`${baseUrl}/admin`);
    await page
      .getByRole('navigation', { name: '운영자 메뉴' })
      .getByRole('link', { name: '공급처 관리' })
      .click();
    await page.getByRole('heading', { name: '공급처 관리', level: 1 }).waitFor();

    await page.getByRole('button', { name: '공급처 추가' }).click();
    const form = page.getByRole('form', { name: '공급처 추가' });
    await form.getByLabel('이름', { exact: true }).fill('외부 시뮬레이터');
    await form.getByLabel('API 주소', { exact: true }).fill('simulator.local');
    await form.getByRole('button', { name: '추가' }).click();
    await form.getByText('API 주소는 http:// 또는 https://로 시작하는 올바른 주소여야 합니다.').waitFor();
    await form.getByLabel('API 주소', { exact: true }).fill(simulator.url);
    await form.getByLabel('API 키', { exact: true }).fill(SIMULATOR_KEY);
    // Above the simulator's 1,000,000: the balance it reads is marked low.
    await form.getByLabel('잔액 알림 기준', { exact: true }).fill('2,000,000');
    await form.getByRole('button', { name: '추가' }).click();
    await expectToast(page, '공급처를 추가했습니다.');

    const card = page.getByRole('article', { name: '외부 시뮬레이터' });
    await card.getByText('확인 전').waitFor();
    expect(await card.textContent()).not.toContain(SIMULATOR_KEY);
    await card.getByText(`••••${SIMULATOR_KEY.slice(-4)}`).waitFor();
    expect(
      await card.getByRole('link', { name: '외부 시뮬레이터 서비스 가져오기' }).getAttribute('href'),
    ).toMatch(/^\/admin\/providers\/\d+\/import$/);

    await card.getByRole('button', { name: '외부 시뮬레이터 연결 확인' }).click();
    const result = card.getByRole('status');
    await result.getByText('연결 성공').waitFor();
    expect(await result.textContent()).toContain('잔액 1,000,000원, 서비스 5개');
    // The list is read again: the balance, when it was read, and the low-balance mark.
    await card.getByText('잔액 부족').waitFor();
    await card.getByText('1,000,000원', { exact: true }).waitFor();
    expect(await card.textContent()).toMatch(/잔액 확인\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);

    const axe = await runAxe(page);
    expect(describeViolations(axe)).toEqual([]);

    // A wrong key: the simulator refuses it, and the operator reads why in Korean.
    await card.getByRole('button', { name: '외부 시뮬레이터 수정' }).click();
    const edit = page.getByRole('form', { name: '외부 시뮬레이터 수정' });
    expect(await edit.getByLabel('API 키', { exact: true }).inputValue()).toBe('');
    await edit.getByLabel('API 키', { exact: true }).fill('not-the-right-key-0000');
    await edit.getByRole('button', { name: '저장' }).click();
    await expectToast(page, '공급처를 저장했습니다.');
    await card.getByRole('button', { name: '외부 시뮬레이터 연결 확인' }).click();
    await card.getByRole('status').getByText('연결 실패').waitFor();
    expect(await card.getByRole('status').textContent()).toContain(
      'API 키가 올바르지 않다고 공급처가 답했습니다: "Invalid API key"',
    );

    await card.getByRole('button', { name: '외부 시뮬레이터 사용 중지' }).click();
    await card.getByRole('button', { name: '사용 중지 확인' }).click();
    await expectToast(page, '공급처 사용을 중지했습니다.');
    await card.getByRole('button', { name: '외부 시뮬레이터 다시 사용' }).waitFor();

    // Every change is in the audit log.
    await page
      .getByRole('navigation', { name: '운영자 메뉴' })
      .getByRole('link', { name: '감사 로그' })
      .click();
    await page.getByRole('heading', { name: '감사 로그', level: 1 }).waitFor();
    for (const label of ['공급처 추가', '공급처 연결 확인', '공급처 수정', '공급처 사용 중지'])
      await page.getByRole('cell', { name: label }).first().waitFor();
  });

  // Set SCREENSHOT_DIR to look at the page at 375 and 1440 px, light and dark.
  it.runIf(Boolean(SHOTS))(
    'screenshots',
    async () => {
      for (const dark of [false, true]) {
        for (const width of [375, 1440]) {
          const page = await signIn({ width, dark });
          await page.goto(`${baseUrl}/admin/providers`);
          await page.getByRole('heading', { name: '공급처 관리', level: 1 }).waitFor();
          await page.getByRole('article').first().waitFor();
          await page.getByRole('button', { name: '공급처 추가' }).click();
          await shot(page, `providers-${width}-${dark ? 'dark' : 'light'}`);
          await journey.closeAll();
        }
      }
    },
    240_000,
  );
});
