import { beforeEach, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import type { BrowserSession } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';
import { storeApi } from './support/store-api.ts';
import { expectToast } from './support/toasts.ts';

const baseUrl = workerBaseUrl();
const journey = browserJourney(baseUrl);
let session: BrowserSession;
beforeEach(async () => {
  session = await journey.open();
});

const { call, memberWithPoints, signIn } = storeApi(baseUrl);

describe('a member with points orders', () => {
  it('sees the success card, the lower balance in the header and the row in /order-history', async () => {
    const { page } = session;
    const member = await memberWithPoints(10_000);
    await signIn(page, member.token);
    await page.goto(`${baseUrl}/order`);

    const header = page.getByRole('banner');
    await header.getByText('10,000원').waitFor();

    // The first service of the demo catalogue: Korean followers, 45 points each, min 10.
    const service = page.getByRole('combobox', { name: '서비스 선택' });
    await service.waitFor();
    const optionText = (await service.locator('option:checked').textContent())?.trim() ?? '';
    // The picker adds the service's terms to its name (spec section 9).
    expect(optionText).toMatch(/ \(1개당 45원 · 최소 10개 · 최대 10,000개\)$/);
    const serviceName = optionText.replace(/ \(1개당 .*\)$/, '');
    expect(serviceName).toContain('한국인 실사용자 팔로워');
    const amount = page.getByRole('spinbutton', { name: '수량 입력' });
    expect(await amount.inputValue()).toBe('10');

    const link = page.getByRole('textbox', { name: '링크 입력' });
    await link.fill('https://www.instagram.com/p/e2e-ordering/');
    await amount.fill('20');
    const box = page.getByRole('region', { name: '결제 금액' });
    await box.getByText('900원').waitFor();
    await box.getByText('9,100원').waitFor();
    await page.getByRole('button', { name: '주문하기', exact: true }).click();

    const card = page.getByRole('region', { name: '주문이 접수되었습니다' });
    await card.waitFor();
    await expectToast(page, '주문에 성공했습니다.');
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toContain('https://www.instagram.com/p/e2e-ordering/');
    expect(cardText).toContain('20개');
    // 🇰🇷 stays text where the system draws flag emoji, else it is a tiny 태극기 image.
    const shownName = card.locator('dt:text-is("서비스") + dd');
    const flags = await shownName.getByRole('img', { name: '태극기' }).count();
    const shown = (text: string | null) => `${'🇰🇷'.repeat(flags)}${text ?? ''}`;
    expect(shown(await shownName.textContent())).toBe(serviceName);
    const orderId = (await card.locator('dt:text-is("주문번호") + dd').textContent())?.trim() ?? '';
    expect(orderId).toMatch(/^\d+$/);
    expect(await link.inputValue()).toBe('');
    expect(await amount.inputValue()).toBe('10');
    await header.getByText('9,100원').waitFor();

    await header.getByRole('link', { name: '주문내역', exact: true }).click();
    await page.waitForURL(`${baseUrl}/order-history`);
    const row = page.getByRole('row').filter({ hasText: 'https://www.instagram.com/p/e2e-ordering/' });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[0]).toBe(orderId);
    expect(cells[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(shown(cells[2] ?? '')).toBe(serviceName);
    expect(cells[4]).toBe('900원');
    expect(cells[5]).toBe('20');
  });

  it('places an auto-order that shows in /auto-order-history', async () => {
    const { page } = session;
    const member = await memberWithPoints(5_000);
    await signIn(page, member.token);
    await page.goto(`${baseUrl}/order`);
    await page.getByRole('banner').getByText('5,000원').waitFor();

    await page.getByRole('textbox', { name: '링크 입력' }).fill('e2e_auto_account');
    // The visible switch is the label; the checkbox under it is what assistive tech reads.
    await page.locator('label.switch').click();
    expect(await page.getByRole('switch', { name: '자동주문' }).isChecked()).toBe(true);
    // Switched on with runs and interval still 0: refused as an auto-order, nothing sent.
    await page.getByRole('button', { name: '주문하기', exact: true }).click();
    await page.getByRole('alert').getByText('자동주문 횟수는 1보다 커야 합니다').waitFor();

    await page.getByRole('spinbutton', { name: '반복 횟수' }).fill('3');
    await page.getByRole('spinbutton', { name: '반복 간격(분)' }).fill('60');
    // 10 x 45 x 3 runs
    await page.getByRole('region', { name: '결제 금액' }).getByText('1,350원').waitFor();
    await page.getByRole('button', { name: '주문하기', exact: true }).click();
    await page.getByRole('region', { name: '주문이 접수되었습니다' }).waitFor();
    await page.getByRole('banner').getByText('3,650원').waitFor();

    await page.getByRole('banner').getByRole('link', { name: '자동주문내역', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: 'https://www.instagram.com/e2e_auto_account/' });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(3)).toEqual([
      '1,350원',
      '10',
      expect.stringContaining('한국인 실사용자 팔로워') as unknown as string,
      expect.stringMatching(/^\d \/ 3$/) as unknown as string,
      '60분',
      '30',
      expect.stringMatching(/진행중|완료/) as unknown as string,
    ]);
  });

  it('keeps both histories within the screen width, even with long links', async () => {
    const { page } = session;
    const member = await memberWithPoints(5_000);
    const services = await call<{ id: number; min: number; enableAuto: boolean }[]>(
      'GET',
      '/service/services',
    );
    const plain = services[0]!;
    const auto = services.find((s) => s.enableAuto)!;
    const link = `https://www.instagram.com/p/${'a-very-long-post-slug-'.repeat(4)}/`;
    await call(
      'POST',
      '/service/order',
      { serviceId: plain.id, link, amount: plain.min, runs: 0, interval: 0 },
      member.token,
    );
    await call(
      'POST',
      '/service/order',
      { serviceId: auto.id, link, amount: auto.min, runs: 2, interval: 60 },
      member.token,
    );
    await signIn(page, member.token);
    for (const width of [375, 880, 1200, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/order-history', '/auto-order-history']) {
        await page.goto(`${baseUrl}${path}`);
        await page.getByRole('row').filter({ hasText: 'a-very-long-post-slug' }).first().waitFor();
        const overflow = await page.evaluate(
          // Never negative: with `scrollbar-gutter: stable` the reserved gutter can make it so.
          'Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth)',
        );
        expect({ path, width, overflow }).toEqual({ path, width, overflow: 0 });
      }
    }
  });
});
