import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let session: BrowserSession;

beforeEach(async () => {
  session = await openBrowser();
});
afterEach(async () => {
  expect(session.pageErrors).toEqual([]);
  await session.close();
});

describe('a guest on /order', () => {
  it('sees the header and the demo catalogue', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/order`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '로그인' }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('link', { name: '회원가입' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: /인스타그램/ }).first().waitFor();
    await expect(page.getByRole('button', { name: /유튜브/ }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('인스타그램 팔로워').first().isVisible()).resolves.toBe(true);
  });

  it('is redirected to /order from an unknown path', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/definitely-not-a-page`);
    await page.waitForURL(`${baseUrl}/order`);
    expect(new URL(page.url()).pathname).toBe('/order');
  });
});
