import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import type { Page } from 'playwright-core';
import { browserJourney } from './support/journey.ts';
import { storeApi } from './support/store-api.ts';
import { expectToast } from './support/toasts.ts';

const baseUrl = workerBaseUrl();
const journey = browserJourney(baseUrl);
const { answer, registerMember } = storeApi(baseUrl);

/** Signs the operator in through the login page and opens the member list. */
async function openConsole(options: { width?: number; dark?: boolean } = {}): Promise<Page> {
  const page = await journey.openThroughLogin({
    width: options.width ?? 1440,
    height: 900,
    dark: options.dark,
  });
  await page.goto(`${baseUrl}/admin/members`);
  await page.getByRole('heading', { name: '회원 관리' }).waitFor();
  return page;
}

async function findAndOpen(page: Page, loginId: string): Promise<void> {
  await page.getByLabel('검색').fill(loginId);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('q') === loginId);
  await page.getByRole('link', { name: loginId, exact: true }).click();
  await page.getByRole('heading', { name: `회원 ${loginId}` }).waitFor();
}

describe('operator console: members', () => {
  it('finds a member, adjusts the balance with a memo, blocks (their session ends) and unblocks', async () => {
    const member = await registerMember('am');
    const page = await openConsole();
    await findAndOpen(page, member.id);

    // A memo is required, in the contract's words.
    await page.getByLabel('조정 포인트').fill('5000');
    await page.getByRole('button', { name: '조정하기' }).click();
    await page.getByText('조정 사유를 입력해 주세요.').first().waitFor();
    await page.getByLabel('조정 사유').fill('이벤트 지급');
    await page.getByRole('button', { name: '조정하기' }).click();
    await page.getByRole('button', { name: '조정 확인' }).click();
    await expectToast(page, '포인트를 조정했습니다.');
    const ledger = page.getByRole('region', { name: '포인트 원장' });
    await ledger.getByText('이벤트 지급').waitFor();
    await expect(ledger.textContent()).resolves.toContain('+5,000원');
    const profile = await answer<{ point: number }>('GET', '/auth/profile', undefined, member.token);
    expect(profile.body.point).toBe(5000);

    await page.getByRole('button', { name: '회원 차단' }).click();
    await page.getByRole('button', { name: '차단 확인' }).click();
    await expectToast(page, '회원을 차단했습니다.');
    await page.getByRole('button', { name: '차단 해제' }).waitFor();
    expect((await answer<{ point: number }>('GET', '/auth/profile', undefined, member.token)).status).toBe(
      401,
    );

    await page.getByRole('button', { name: '차단 해제' }).click();
    await page.getByRole('button', { name: '차단 해제 확인' }).click();
    await expectToast(page, '차단을 해제했습니다.');
    await page.getByRole('button', { name: '회원 차단' }).waitFor();
    expect((await answer<{ point: number }>('GET', '/auth/profile', undefined, member.token)).status).toBe(
      200,
    );
  });

  it('fits a 375 px phone in dark mode: filters in the URL survive a reload, rows become cards', async () => {
    const member = await registerMember('am');
    const page = await openConsole({ width: 375, dark: true });
    await page.getByLabel('상태').selectOption('active');
    await page.waitForURL((url) => url.searchParams.get('state') === 'active');
    await page.reload();
    await expect(page.getByLabel('상태').inputValue()).resolves.toBe('active');
    await findAndOpen(page, member.id);
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
