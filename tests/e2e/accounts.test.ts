import { beforeEach, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import type { Page } from 'playwright-core';
import type { BrowserSession } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';
import { expectToast } from './support/toasts.ts';

const baseUrl = workerBaseUrl();
const journey = browserJourney(baseUrl);
let session: BrowserSession;
beforeEach(async () => {
  session = await journey.open();
});

let counter = 0;
/** A member id no other test (or earlier run on this server) has used. */
function uniqueId(): string {
  counter += 1;
  return `acc${Date.now().toString(36)}${counter}`;
}

function storedJwt(page: Page): Promise<string | null> {
  return page.evaluate<string | null>("window.localStorage.getItem('jwt')");
}

/**
 * Within the login form: right after sign-up the URL is /login while the sign-up form, whose fields
 * have the same labels, can still be on screen (the login page loads lazily; slow on a busy host).
 */
async function logIn(page: Page, id: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: '로그인' });
  await form.getByLabel('아이디', { exact: true }).fill(id);
  await form.getByLabel('비밀번호', { exact: true }).fill(password);
  await form.getByRole('button', { name: '로그인', exact: true }).click();
}

describe('accounts', () => {
  it('registers, logs in, changes the password on /account and logs in with the new one', async () => {
    const { page } = session;
    const id = uniqueId();

    // Sign up (the demo has the phone step off and referral on).
    await page.goto(`${baseUrl}/register`);
    const form = page.getByRole('form', { name: '일반 회원가입' });
    await form.getByLabel('아이디', { exact: true }).fill(id);
    await form.getByLabel('비밀번호', { exact: true }).fill('first-pass-1');
    await form.getByLabel('비밀번호 재확인', { exact: true }).fill('first-pass-1');
    await form.getByLabel('이메일').fill(`${id}@example.com`);
    await form.getByRole('option', { name: '지인 추천' }).waitFor({ state: 'attached' });
    await form.getByLabel('가입경로').selectOption('지인 추천');
    expect(await form.getByLabel('휴대전화 번호').count()).toBe(0);
    await form.getByRole('button', { name: '회원가입' }).click();
    await expectToast(page, '회원가입에 성공했습니다.');
    await page.waitForURL(`${baseUrl}/login`);

    // Log in.
    await logIn(page, id, 'first-pass-1');
    await expectToast(page, '로그인에 성공했습니다.');
    await page.waitForURL(`${baseUrl}/order`);

    // The account page: id and api key.
    await page.getByRole('banner').getByRole('link', { name: '계정 설정' }).first().click();
    await page.waitForURL(`${baseUrl}/account`);
    const idField = page.getByLabel('아이디', { exact: true });
    await expect.poll(() => idField.inputValue()).toBe(id);
    expect(await idField.getAttribute('readonly')).not.toBeNull();
    const apiKey = page.getByRole('region', { name: 'API 키' }).locator('code');
    expect((await apiKey.textContent())?.length).toBeGreaterThan(10);

    // Change the password: the old tokens are revoked and the site logs out.
    await page.getByLabel('현재 비밀번호').fill('first-pass-1');
    await page.getByLabel('새 비밀번호', { exact: true }).fill('second-pass-2');
    await page.getByLabel('새 비밀번호 재확인').fill('second-pass-2');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    await page.waitForURL((url) => url.pathname === '/order' || url.pathname === '/login');
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).first().waitFor();
    expect(await storedJwt(page)).toBeNull();

    // The old password no longer works; the new one does.
    await page.goto(`${baseUrl}/login`);
    await logIn(page, id, 'first-pass-1');
    await expectToast(page, '아이디 또는 비밀번호가 다릅니다.');
    await page.getByLabel('비밀번호', { exact: true }).fill('second-pass-2');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expectToast(page, '로그인에 성공했습니다.');
    await page.waitForURL(`${baseUrl}/order`);
    expect(await storedJwt(page)).not.toBeNull();
  });

  it('shows the spec messages for a wrong password and an empty id', async () => {
    const { page } = session;
    const id = uniqueId();
    const registered = await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        id,
        password: 'right-pass-1',
        email: `${id}@example.com`,
        registerWhere: '기타',
      }),
    });
    expect(registered.status).toBe(201);

    await page.goto(`${baseUrl}/login`);
    await logIn(page, id, 'wrong-pass-1');
    await expectToast(page, '아이디 또는 비밀번호가 다릅니다.');
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel('아이디', { exact: true }).fill('');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('alert').getByText('아이디를 입력 해주세요.').waitFor();
  });

  it('remembers a saved id across visits', async () => {
    const { page } = session;
    const id = uniqueId();
    await fetch(`${baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        id,
        password: 'right-pass-1',
        email: `${id}@example.com`,
        registerWhere: '기타',
      }),
    });
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('checkbox', { name: '아이디 저장' }).check();
    await logIn(page, id, 'right-pass-1');
    await page.waitForURL(`${baseUrl}/order`);
    await page.goto(`${baseUrl}/logout`);
    await page.waitForURL((url) => url.pathname === '/order');
    await page.goto(`${baseUrl}/login`);
    await expect.poll(() => page.getByLabel('아이디', { exact: true }).inputValue()).toBe(id);
    expect(await page.getByRole('checkbox', { name: '아이디 저장' }).isChecked()).toBe(true);
  });
});
