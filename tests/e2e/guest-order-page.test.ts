import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { closeBrowser, openBrowser, type BrowserSession } from './support/browser.ts';

const baseUrl = inject('baseUrl');
let session: BrowserSession;
afterAll(closeBrowser);

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
    await header.getByRole('link', { name: '로그인' }).first().waitFor();
    await header.getByRole('link', { name: '회원가입' }).first().waitFor();
    await page
      .getByRole('button', { name: /인스타그램/ })
      .first()
      .waitFor();
    await page
      .getByRole('button', { name: /유튜브/ })
      .first()
      .waitFor();
    const category = page.getByLabel('카테고리 선택');
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('#order-category')?.value);
    expect(await category.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text)).toBe(
      '인스타그램 팔로워',
    );
    const service = await page
      .getByLabel('서비스 선택')
      .evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text);
    expect(service).toBe('🇰🇷 인스타그램 한국인 실사용자 팔로워');
    await page.getByText('최소 10개 · 최대 10,000개').waitFor();
    await page.getByRole('link', { name: '로그인 후 주문하기' }).waitFor();
  });

  it('is redirected to /order from an unknown path', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/definitely-not-a-page`);
    await page.waitForURL(`${baseUrl}/order`);
    expect(new URL(page.url()).pathname).toBe('/order');
  });
});
