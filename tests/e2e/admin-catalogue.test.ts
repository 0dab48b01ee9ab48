import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import { describeViolations, runAxe } from './support/axe.ts';
import { browserJourney } from './support/journey.ts';
import { storeApi } from './support/store-api.ts';
import { selectService } from './support/order-picker.ts';
import { expectToast } from './support/toasts.ts';

const baseUrl = workerBaseUrl();
const journey = browserJourney(baseUrl);
const store = storeApi(baseUrl);
const { call, operatorToken } = store;
const memberWithPoints = async (points: number) => (await store.memberWithPoints(points)).token;
const openAs = (token: string, path: string, options: { width?: number; dark?: boolean } = {}) =>
  journey.openAs(token, path, { width: options.width ?? 1440, height: 900, dark: options.dark });

// Telegram (platform 10) is visible in the demo catalogue; the test adds its own categories there,
// so the other journeys on this shared server keep theirs.
const TELEGRAM = 10;

describe('operator console: catalogue', () => {
  it(
    'an operator reprices a service and hides a category; the member’s /order page and the next order follow',
    { timeout: 120_000 },
    async () => {
      const suffix = randomBytes(3).toString('hex');
      const operator = await operatorToken();
      const kept = await call<{ id: number }>(
        'POST',
        '/admin/categories',
        { platformId: TELEGRAM, text: `E2E 구독자 ${suffix}` },
        operator,
      );
      const doomed = await call<{ id: number }>(
        'POST',
        '/admin/categories',
        { platformId: TELEGRAM, text: `E2E 숨길 카테고리 ${suffix}` },
        operator,
      );
      const serviceName = `E2E 텔레그램 구독자 ${suffix}`;
      for (const [categoryId, text] of [
        [kept.id, serviceName],
        [doomed.id, `E2E 숨길 서비스 ${suffix}`],
      ] as const)
        await call('POST', '/admin/services', { categoryId, text, min: 10, max: 1000, price: 2 }, operator);

      // The operator, in the console: pick Telegram and the category, edit the service's price.
      const page = await openAs(operator, '/admin/catalogue');
      await page.getByRole('heading', { name: '상품 관리', level: 1 }).waitFor();
      await page
        .getByRole('list', { name: '플랫폼 목록' })
        .getByRole('button', { name: /^텔레그램 카테고리/ })
        .click();
      const categories = page.getByRole('list', { name: '카테고리 목록' });
      await categories.getByRole('button', { name: new RegExp(`^E2E 구독자 ${suffix} 서비스`) }).click();
      const table = page.getByRole('table', { name: '서비스 목록' });
      await table.getByText(serviceName).waitFor();
      await page.getByRole('button', { name: `${serviceName} 편집` }).click();
      const dialog = page.getByRole('dialog', { name: '서비스 편집' });
      await dialog.getByLabel('판매 단가 (1개당 원)').fill('1.5');
      await dialog.getByRole('button', { name: '저장', exact: true }).click();
      await expectToast(page, '저장했습니다.');
      await table.getByRole('cell', { name: '1.5원', exact: true }).waitFor();

      // ...and hide the other category.
      await page.getByRole('button', { name: `E2E 숨길 카테고리 ${suffix} 숨기기` }).click();
      await expectToast(page, '숨겼습니다.');
      await page.getByRole('button', { name: `E2E 숨길 카테고리 ${suffix} 표시` }).waitFor();
      await journey.closeAll();

      // The member's order page: the hidden category is gone, the service shows its new price.
      const member = await memberWithPoints(1000);
      const order = await openAs(member, '/order');
      await order.getByRole('button', { name: '텔레그램' }).click();
      const category = order.getByRole('combobox', { name: '카테고리 선택' });
      const options = await category.locator('option').allTextContents();
      expect(options).toContain(`E2E 구독자 ${suffix}`);
      expect(options).not.toContain(`E2E 숨길 카테고리 ${suffix}`);
      await category.selectOption({ label: `E2E 구독자 ${suffix}` });
      await selectService(order.getByRole('combobox', { name: '서비스 선택' }), serviceName);
      const box = order.getByRole('region', { name: '결제 금액' });
      await box.getByText('1.5원', { exact: true }).waitFor();
      await order.getByRole('textbox', { name: '링크 입력' }).fill('https://t.me/e2e_catalogue');
      await order.getByRole('spinbutton', { name: '수량 입력' }).fill('20');
      await box.getByText('30원', { exact: true }).waitFor();
      await order.getByRole('button', { name: '주문하기', exact: true }).click();
      await order.getByRole('region', { name: '주문이 접수되었습니다' }).waitFor();

      // Charged the new price: 1.5 x 20 = 30 points.
      const history = await call<{ link: string; point: number; amount: number }[]>(
        'GET',
        '/service/order-history',
        undefined,
        member,
      );
      expect(history.find((row) => row.link === 'https://t.me/e2e_catalogue')).toMatchObject({
        point: 30,
        amount: 20,
      });
      expect((await call<{ point: number }>('GET', '/auth/profile', undefined, member)).point).toBe(970);
    },
  );

  it(
    'reorders platforms with the keyboard and fits 375 px and 1440 px, light and dark, with no axe violation',
    { timeout: 120_000 },
    async () => {
      const operator = await operatorToken();
      for (const [width, dark] of [
        [375, true],
        [1440, false],
      ] as const) {
        const page = await openAs(operator, '/admin/catalogue', { width, dark });
        await page.getByRole('table', { name: '서비스 목록' }).waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate<number>(
          'document.documentElement.scrollWidth - window.innerWidth',
        );
        expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
        const results = await runAxe(page);
        expect(describeViolations(results), `${width} px ${dark ? 'dark' : 'light'}`).toEqual([]);
        await journey.closeAll();
      }

      // The arrow keys on a focused handle move the row, announced, and the order is saved.
      const page = await openAs(operator, '/admin/catalogue');
      const platforms = page.getByRole('list', { name: '플랫폼 목록' });
      const handle = platforms.getByRole('button', { name: /^유튜브 순서/ });
      const before = await call<{ id: number }[]>('GET', '/service/platforms');
      const at = before.findIndex((p) => p.id === 2);
      await handle.focus();
      await page.keyboard.press('ArrowDown');
      await page
        .getByText(new RegExp(`^유튜브: \\d+개 중 ${at + 2}번째로 옮겼습니다.$`))
        .waitFor({ state: 'attached' });
      await expect
        .poll(async () =>
          (await call<{ id: number }[]>('GET', '/service/platforms')).findIndex((p) => p.id === 2),
        )
        .toBe(at + 1);
      // And back, so the demo store keeps its order for the other journeys.
      await page.keyboard.press('ArrowUp');
      await expect
        .poll(async () =>
          (await call<{ id: number }[]>('GET', '/service/platforms')).findIndex((p) => p.id === 2),
        )
        .toBe(at);
    },
  );
});
