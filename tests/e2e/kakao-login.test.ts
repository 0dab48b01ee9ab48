import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startKakaoFake, type KakaoFake } from '../../apps/server/test/fakes/kakao-fake-server.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { browserJourney } from './support/journey.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { storeApi } from './support/store-api.ts';
import { expectToast } from './support/toasts.ts';

// Kakao login end to end (issue 37, item 13): the login page's popup goes to Kakao's authorize page
// (routed to the fake, which speaks Kakao's authorize and token endpoints), comes back to
// /auth/kakao, and the server exchanges the code with the fake. A server of this file's own, with
// Kakao's base URLs pointing at the fake.
let kakao: KakaoFake;
let server: RunningServer;
const journey = browserJourney(() => server.baseUrl);
const APP_ID = 4242;
beforeAll(async () => {
  kakao = await startKakaoFake({ appId: APP_ID, clientSecret: 'e2e-kakao-secret' });
  server = await startServer({
    ADMIN_ID: 'operator',
    ADMIN_PASSWORD: 'operator-pass-1234',
    KAKAO_APP_ID: String(APP_ID),
    KAKAO_CLIENT_SECRET: 'e2e-kakao-secret',
    KAKAO_AUTH_BASE_URL: kakao.url,
    KAKAO_API_BASE_URL: kakao.url,
  });
  const api = storeApi(server.baseUrl);
  const operator = await api.operatorToken();
  await api.call(
    'PATCH',
    '/admin/settings',
    { ENABLE_SNS_KAKAO: 'true', KAKAO_TOKEN: kakao.restApiKey },
    operator,
  );
});
afterAll(async () => {
  await server.stop();
  await kakao.close();
});

/** A browser whose requests to kauth.kakao.com go to the fake (the popup's too). */
async function open(options: { width?: number; dark?: boolean } = {}): Promise<Page> {
  const session = await journey.open({ width: options.width ?? 1440, height: 900, dark: options.dark });
  await session.context.route('https://kauth.kakao.com/**', (route) => {
    const url = new URL(route.request().url());
    return route.fulfill({ status: 302, headers: { location: `${kakao.url}${url.pathname}${url.search}` } });
  });
  return session.page;
}

async function kakaoLogin(page: Page): Promise<void> {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByRole('button', { name: '카카오로 로그인' }).click();
}

describe('Kakao login through the authorization code popup', () => {
  it('signs up a new Kakao user through /register/kakao, then logs them in and shows how they sign in', async () => {
    const page = await open();
    kakao.nextLogin = { id: 7_000_000_001, email: 'kakao-e2e@example.com' };

    await kakaoLogin(page);
    await page.getByRole('heading', { name: '카카오 간편 가입' }).waitFor();
    const source = page.getByRole('combobox', { name: '가입경로' });
    await source.locator('option:not([disabled])').first().waitFor({ state: 'attached' });
    const [first] = await source.locator('option:not([disabled])').allTextContents();
    await source.selectOption({ label: first ?? '' });
    await page.getByRole('button', { name: '회원가입' }).click();
    await expectToast(page, '회원가입에 성공했습니다.');
    await page.waitForURL(`${server.baseUrl}/login`);

    await kakaoLogin(page);
    await expectToast(page, '로그인에 성공했습니다.');
    await page.waitForURL(`${server.baseUrl}/order`);
    // Kakao was asked the way its REST API documents, with our key, redirect URI and secret.
    expect(kakao.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      client_id: kakao.restApiKey,
      redirect_uri: `${server.baseUrl}/auth/kakao`,
      client_secret: 'e2e-kakao-secret',
    });

    await page.goto(`${server.baseUrl}/account`);
    await page.getByRole('heading', { name: '로그인 방법' }).waitFor();
    expect(await page.getByText('카카오 로그인', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel('현재 비밀번호').count()).toBe(0);
  });

  it("leaves a Kakao member's /account and the register page without accessibility violations, light and dark, 375 and 1440 px", async () => {
    const found: string[] = [];
    for (const [width, dark] of [
      [375, false],
      [1440, true],
    ] as const) {
      const page = await open({ width, dark });
      kakao.nextLogin = { id: 7_000_000_100 + width };
      await kakaoLogin(page);
      await page.getByRole('heading', { name: '카카오 간편 가입' }).waitFor();
      found.push(...describeViolations(await runAxe(page)).map((line) => `register ${width}: ${line}`));
      const source = page.getByRole('combobox', { name: '가입경로' });
      await source.locator('option:not([disabled])').first().waitFor({ state: 'attached' });
      const [first] = await source.locator('option:not([disabled])').allTextContents();
      await source.selectOption({ label: first ?? '' });
      await page.getByRole('button', { name: '회원가입' }).click();
      await page.waitForURL(`${server.baseUrl}/login`);
      await kakaoLogin(page);
      await page.waitForURL(`${server.baseUrl}/order`);
      await page.goto(`${server.baseUrl}/account`);
      await page.getByRole('heading', { name: '로그인 방법' }).waitFor();
      found.push(...describeViolations(await runAxe(page)).map((line) => `account ${width}: ${line}`));
    }
    expect(found).toEqual([]);
  });

  it('says the authorization failed when the member cancels at Kakao', async () => {
    const page = await open();
    kakao.nextLogin = null;
    await kakaoLogin(page);
    await expectToast(page, '카카오 인증에 실패했습니다');
    expect(page.url()).toBe(`${server.baseUrl}/login`);
  });

  // Set SCREENSHOT_DIR to look at the login page and a Kakao member's /account, light and dark.
  it.runIf(Boolean(process.env.SCREENSHOT_DIR))('screenshots', async () => {
    const dir = process.env.SCREENSHOT_DIR ?? '';
    mkdirSync(dir, { recursive: true });
    for (const [width, dark] of [
      [375, false],
      [1440, true],
    ] as const) {
      const page = await open({ width, dark });
      kakao.nextLogin = { id: 7_000_000_001 };
      await kakaoLogin(page);
      await page.waitForURL(`${server.baseUrl}/order`);
      await page.goto(`${server.baseUrl}/account`);
      await page.getByRole('heading', { name: '로그인 방법' }).waitFor();
      await page.screenshot({
        path: path.join(dir, `kakao-account-${width}-${dark ? 'dark' : 'light'}.png`),
        fullPage: true,
      });
    }
  });
});
