import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeViolations, runAxe } from './support/axe.ts';
import { browserJourney } from './support/journey.ts';
import { storeApi } from './support/store-api.ts';
import { startServer, type RunningServer } from './support/server-process.ts';
import { expectToast } from './support/toasts.ts';

// A server of this file's own at log level info: the console mail provider writes each mail to the
// log, and the journey follows the reset link from there, as a demo shop's operator would.
let server: RunningServer;
const journey = browserJourney(() => server.baseUrl);
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'info' });
});
afterAll(async () => {
  await server.stop();
});

async function open(options: { width?: number; dark?: boolean } = {}): Promise<Page> {
  return (await journey.open({ width: options.width ?? 1440, height: 900, dark: options.dark })).page;
}

async function register(id: string, password: string): Promise<void> {
  const { status } = await storeApi(server.baseUrl).answer('POST', '/auth/register', {
    id,
    password,
    email: `${id}@example.com`,
    registerWhere: '기타',
  });
  expect(status).toBe(201);
}

async function logIn(page: Page, id: string, password: string): Promise<void> {
  await page.goto(`${server.baseUrl}/login`);
  await page.getByLabel('아이디', { exact: true }).fill(id);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expectToast(page, '로그인에 성공했습니다.');
  await page.waitForURL(`${server.baseUrl}/order`);
}

/** The reset link of the mail to `email`, read from the server's log. */
function resetLinkInLog(email: string): string | null {
  const line = server
    .output()
    .split('\n')
    .find((l) => l.includes(`Mail to ${email}:`) && l.includes('/reset-password#token='));
  return line ? (/(http:\/\/127\.0\.0\.1:\d+\/reset-password#token=[\w-]+)/.exec(line)?.[1] ?? null) : null;
}

/**
 * The phone way and its answer, which the demo shop (phone step off) does not offer: the page's
 * settings and the two calls are answered by the test, for looking at the layout only.
 */
async function phoneWayScreenshots(page: Page, prefix: string): Promise<void> {
  await page.route('**/api/service/settings', async (route) => {
    const settings = (await (await route.fetch()).json()) as { key: string; value: string }[];
    await route.fulfill({ json: [...settings, { key: 'ENABLE_PHONE_NUMBER', value: 'true' }] });
  });
  await page.route('**/api/auth/recovery/send-phone-code', (route) => route.fulfill({ json: { ok: true } }));
  await page.route('**/api/auth/find-id/phone', (route) =>
    route.fulfill({
      json: { account: { maskedId: 'gro***b', joinedAt: '2024-03-01T01:02:03.000Z', provider: null } },
    }),
  );
  await page.goto(`${server.baseUrl}/reset-password`);
  await page.getByRole('radio', { name: '휴대전화 인증' }).waitFor();
  await page.getByLabel('휴대전화 번호').fill('01012345678');
  await page.getByRole('button', { name: '인증번호 전송' }).click();
  await page.getByLabel('인증번호').waitFor();
  await page.waitForTimeout(2500); // the toast fades
  await page.screenshot({ path: `${prefix}-reset-phone.png`, fullPage: true });
  await page.goto(`${server.baseUrl}/find-id`);
  await page.getByLabel('휴대전화 번호').fill('01012345678');
  await page.getByRole('button', { name: '인증번호 전송' }).click();
  await page.getByLabel('인증번호').fill('12345');
  await page.getByRole('button', { name: '아이디 찾기' }).click();
  await page.getByText('gro***b').waitFor();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${prefix}-found-id.png`, fullPage: true });
}

const jwt = (page: Page) => page.evaluate<string | null>("window.localStorage.getItem('jwt')");

describe('account recovery', () => {
  it('forgot password: the e-mailed link sets a new one, it logs in, and the other session is logged out', async () => {
    const id = `rec${Date.now().toString(36)}`;
    await register(id, 'old-pass-1234');

    // Another device is signed in with the old password.
    const other = await open();
    await logIn(other, id, 'old-pass-1234');

    // The member forgot the password: 비밀번호 찾기 under the login form, by e-mail.
    const page = await open({ width: 375 });
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('link', { name: '비밀번호 찾기' }).click();
    await page.getByRole('heading', { name: '비밀번호 찾기' }).waitFor();
    await page.getByLabel('아이디', { exact: true }).fill(id);
    await page.getByLabel('이메일', { exact: true }).fill(`${id}@example.com`);
    await page.getByRole('button', { name: '재설정 링크 받기' }).click();
    await page
      .getByRole('status')
      .getByText(/비밀번호 재설정 링크를 메일로 보내드렸습니다/)
      .waitFor();

    // The console mail provider wrote the mail to the log (sent after the answer, so it may lag).
    await expect.poll(() => resetLinkInLog(`${id}@example.com`), { timeout: 20_000 }).not.toBeNull();
    const link = resetLinkInLog(`${id}@example.com`) ?? '';

    await page.goto(link);
    await page.getByRole('heading', { name: '비밀번호 재설정' }).waitFor();
    const idField = page.getByLabel('아이디', { exact: true });
    await expect.poll(() => idField.inputValue()).toBe(id);
    expect(await idField.getAttribute('autocomplete')).toBe('username');
    expect(await page.getByLabel('새 비밀번호', { exact: true }).getAttribute('autocomplete')).toBe(
      'new-password',
    );
    await page.getByLabel('새 비밀번호', { exact: true }).fill('new-pass-5678');
    await page.getByLabel('새 비밀번호 재확인').fill('new-pass-5678');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await expectToast(page, '비밀번호를 변경했습니다. 새 비밀번호로 로그인해 주세요.');
    await page.waitForURL(`${server.baseUrl}/login`);

    // The new password logs in.
    await logIn(page, id, 'new-pass-5678');
    expect(await jwt(page)).not.toBeNull();

    // The link is used up.
    await page.goto(link);
    await page
      .getByRole('alert')
      .getByText(/만료되었거나 이미 사용되었습니다/)
      .waitFor();

    // The other device's session ended: its next call answers 401 and it is signed out.
    await other.goto(`${server.baseUrl}/account`);
    await other.getByRole('banner').getByRole('link', { name: '로그인' }).first().waitFor();
    expect(await jwt(other)).toBeNull();
  }, 120_000); // two browser contexts and a dozen page loads

  it('finds the id by e-mail with one neutral answer, and every step fits 375 px', async () => {
    const page = await open({ width: 375 });
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('link', { name: '아이디 찾기' }).click();
    await page.getByRole('heading', { name: '아이디 찾기' }).waitFor();
    await page.getByLabel('이메일', { exact: true }).fill('nobody@example.com');
    await page.getByRole('button', { name: '아이디 메일 받기' }).click();
    await page
      .getByRole('status')
      .getByText(/가입된 아이디가 있으면/)
      .waitFor();
    for (const urlPath of ['/find-id', '/reset-password', '/reset-password#token=AAAAAAAAAAAAAAAAAAAAAAAA']) {
      await page.goto(`${server.baseUrl}${urlPath}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - window.innerWidth',
      );
      expect(overflow, urlPath).toBeLessThanOrEqual(0);
    }
  });

  it.each(['light', 'dark'] as const)(
    'axe-core finds no violations on the recovery pages (%s)',
    async (theme) => {
      const page = await open({ width: 375, dark: theme === 'dark' });
      const found: string[] = [];
      for (const urlPath of [
        '/find-id',
        '/reset-password',
        '/reset-password#token=AAAAAAAAAAAAAAAAAAAAAAAA',
      ]) {
        await page.goto(`${server.baseUrl}${urlPath}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        found.push(...describeViolations(await runAxe(page)).map((line) => `${urlPath}: ${line}`));
      }
      expect(found).toEqual([]);
    },
  );

  // Set SCREENSHOT_DIR to look at the recovery pages at 375 and 1440 px, light and dark.
  it.runIf(Boolean(process.env.SCREENSHOT_DIR))(
    'screenshots',
    async () => {
      const dir = process.env.SCREENSHOT_DIR ?? '';
      mkdirSync(dir, { recursive: true });
      const id = `shot${Date.now().toString(36)}`;
      await register(id, 'shot-pass-1234');
      await fetch(`${server.baseUrl}/api/auth/reset-password/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id, email: `${id}@example.com` }),
      });
      await expect.poll(() => resetLinkInLog(`${id}@example.com`), { timeout: 20_000 }).not.toBeNull();
      const link = resetLinkInLog(`${id}@example.com`) ?? '';
      for (const dark of [false, true]) {
        for (const width of [375, 1440]) {
          for (const [name, url] of [
            ['login', `${server.baseUrl}/login`],
            ['find-id', `${server.baseUrl}/find-id`],
            ['reset-password', `${server.baseUrl}/reset-password`],
            ['reset-link', link],
          ] as const) {
            const page = await open({ width, dark });
            await page.goto(url);
            await page.getByRole('heading', { level: 1 }).waitFor();
            await page.waitForTimeout(600);
            const file = `${name}-${width}-${dark ? 'dark' : 'light'}.png`;
            await page.screenshot({ path: path.join(dir, file), fullPage: true });
          }
          await phoneWayScreenshots(
            await open({ width, dark }),
            path.join(dir, `${width}-${dark ? 'dark' : 'light'}`),
          );
        }
      }
    },
    600_000, // 24 pages on a shared machine
  );
});
