import { beforeEach, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import type { BrowserSession } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';
import { expectToast } from './support/toasts.ts';

const baseUrl = workerBaseUrl();
const journey = browserJourney(baseUrl);
let session: BrowserSession;
beforeEach(async () => {
  session = await journey.open();
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
    expect(service).toBe('🇰🇷 인스타그램 한국인 실사용자 팔로워 (1개당 45원 · 최소 10개 · 최대 10,000개)');
    await page.getByText('1개당 45원 · 최소 10개 · 최대 10,000개', { exact: true }).waitFor();
  });

  it('is refused with the spec toast and invited to log in when pressing the order button', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/order`);
    await page.getByLabel('링크 입력').fill('instagram.com/p/guest-try/');
    await page.getByRole('button', { name: '주문하기', exact: true }).click();
    await expectToast(page, '둘러보기 상태에서는 불가능 합니다');
    const form = page.getByRole('form', { name: '주문하기' });
    await form.getByRole('link', { name: '로그인' }).click();
    await page.waitForURL(`${baseUrl}/login`);
  });

  it('reads every service with its price, minimum and maximum at 375 px', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${baseUrl}/order`);
    const picker = page.getByLabel('서비스 선택');
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('#order-service')?.value);
    const options = await picker.evaluate((el: HTMLSelectElement) => [...el.options].map((o) => o.text));
    expect(options.length).toBeGreaterThan(1);
    for (const text of options)
      expect(text).toMatch(/\((1|1,000)개당 [\d,.]+원 · 최소 [\d,]+개 · 최대 [\d,]+개\)$/);
    // The chosen service's terms wrap inside the card instead of widening the page.
    const info = page.getByText('1개당 45원 · 최소 10개 · 최대 10,000개', { exact: true });
    const box = await info.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('is redirected to /order from an unknown path', async () => {
    const { page } = session;
    await page.goto(`${baseUrl}/definitely-not-a-page`);
    await page.waitForURL(`${baseUrl}/order`);
    expect(new URL(page.url()).pathname).toBe('/order');
  });
});
