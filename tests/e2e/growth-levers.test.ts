import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeViolations, runAxe } from './support/axe.ts';
import { workerBaseUrl } from './support/base-url.ts';
import { browserJourney } from './support/journey.ts';
import { storeApi } from './support/store-api.ts';
import { expectToast } from './support/toasts.ts';

const baseUrl = workerBaseUrl();
const journey = browserJourney(baseUrl);
const { call, operatorToken, registerMember, memberWithPoints } = storeApi(baseUrl);

const won = (value: number) =>
  `${new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 }).format(value)}원`;

/** This file's levers are store-wide: put them back so later files on this server see a plain store. */
afterAll(async () => {
  const token = await operatorToken();
  await call('PUT', '/admin/marketing/deposit-bonus', { enabled: false, tiers: [] }, token);
  await call('PUT', '/admin/marketing/grades', { periodDays: 30, grades: [] }, token);
});

async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  expect(describeViolations(await runAxe(page)), label).toEqual([]);
}

/** The operator creates a coupon through the console's 마케팅 page, as a person does. */
async function createPercentCoupon(code: string): Promise<void> {
  const page = await journey.openAs(await operatorToken(), '/admin/marketing', { width: 1440, height: 900 });
  const form = page.getByRole('form', { name: '새 쿠폰' });
  await form.waitFor();
  await form.getByLabel('쿠폰 코드').fill(code);
  await form.getByLabel('쿠폰 이름').fill('충전 10% 보너스');
  await form.getByLabel('다음 충전 보너스 (%)').check();
  await form.getByLabel('충전 금액의 (%)').fill('10');
  await form.getByLabel('최대 지급 포인트').fill('5000');
  await form.getByRole('button', { name: '쿠폰 만들기' }).click();
  const confirm = form.getByRole('group', { name: '쿠폰 만들기 확인' });
  await expect(confirm.textContent()).resolves.toContain(
    `쿠폰 ${code} (충전 10% 보너스): 다음 충전의 10% (최대 5,000원)`,
  );
  await confirm.getByRole('button', { name: '만들기 확인' }).click();
  await form.getByText(`쿠폰 ${code}을(를) 만들었습니다.`).waitFor();
  await page.getByRole('table', { name: '쿠폰 목록' }).getByText(code, { exact: true }).waitFor();
  await expectNoAxeViolations(page, '/admin/marketing');
  await journey.closeAll();
}

describe('growth levers (issue 35)', () => {
  it('a member enters a coupon and sees the bonus on the charge form, then gets it with the top-up', async () => {
    const token = await operatorToken();
    await call(
      'PUT',
      '/admin/marketing/deposit-bonus',
      { enabled: true, tiers: [{ minAmount: 10_000, percent: 3 }] },
      token,
    );
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    await createPercentCoupon(code);

    const member = await registerMember('cp');
    const page = await journey.openAs(member.token, '/point', { width: 1440, height: 900 });
    await page.getByRole('heading', { name: '충전 신청' }).waitFor();
    const couponForm = page.getByRole('form', { name: '쿠폰 코드 입력' });
    await couponForm.getByLabel('쿠폰 코드').fill(code.toLowerCase());
    await couponForm.getByRole('button', { name: '쿠폰 등록' }).click();
    await couponForm
      .getByText('쿠폰이 등록되었습니다. 다음 충전이 승인될 때 보너스가 함께 적립됩니다.')
      .waitFor();
    await page.getByText('다음 충전에 적용될 쿠폰:').waitFor();

    await page.getByLabel('입금자명').fill('홍길동');
    await page.getByRole('button', { name: '+1만원' }).click();
    const summary = page.getByLabel('결제 정보');
    await summary.getByText('+300원 (3%)').waitFor();
    await summary.getByText('+1,000원 (10%)').waitFor();
    const summaryText = (await summary.textContent()) ?? '';
    expect(summaryText).toContain('충전 보너스+300원 (3%)');
    expect(summaryText).toContain('쿠폰 보너스+1,000원 (10%)');
    expect(summaryText).toContain('적립될 포인트11,300원');
    await expectNoAxeViolations(page, '/point with a coupon');

    await page.getByRole('button', { name: '충전 신청' }).click();
    await page.getByRole('region', { name: '입금 안내' }).waitFor();
    const history = page.getByRole('table', { name: '충전 내역 목록' });
    const row = history.getByRole('row').filter({ hasText: '입금대기' });
    await row.getByText('보너스 +300원 예정').waitFor();
    const requestId = Number((await row.getByRole('cell').first().textContent())?.trim());
    await call('POST', `/admin/point-requests/${requestId}/approve`, {}, token);

    await page.reload();
    const done = page
      .getByRole('table', { name: '충전 내역 목록' })
      .getByRole('row')
      .filter({ hasText: '충전완료' });
    await done.getByText('보너스 +300원', { exact: true }).waitFor();
    await done.getByText('쿠폰 +1,000원').waitFor();
    await expect(page.getByRole('banner').locator('.balance__value').textContent()).resolves.toBe('11,300원');
  });

  it('a gold member sees the discounted price and is charged it', async () => {
    const token = await operatorToken();
    const grades = await call<{ grades: { id: number; name: string }[] }>(
      'PUT',
      '/admin/marketing/grades',
      {
        periodDays: 30,
        grades: [
          { name: '일반', minSpend: 0, discountPercent: 0 },
          { name: '골드', minSpend: 100_000_000, discountPercent: 10 },
        ],
      },
      token,
    );
    expect(grades.grades.map((g) => g.name)).toEqual(['일반', '골드']);
    const member = await memberWithPoints(10_000);

    // The operator pins the member's grade on the member detail page.
    const consolePage = await journey.openAs(token, '/admin/members', { width: 1440, height: 900 });
    await consolePage.getByLabel('검색').fill(member.id);
    await consolePage.getByRole('button', { name: '검색', exact: true }).click();
    await consolePage.getByRole('link', { name: member.id, exact: true }).click();
    const pricing = consolePage.getByRole('form', { name: '회원 등급과 가격' });
    await pricing.waitFor();
    await pricing.getByLabel('등급 고정').selectOption({ label: '골드 (10% 할인)' });
    await pricing.getByRole('button', { name: '회원 가격 저장' }).click();
    await pricing.getByRole('button', { name: '저장 확인' }).click();
    await pricing.getByText('저장했습니다. 적용 등급: 골드 (10%)').waitFor();
    await expectNoAxeViolations(consolePage, 'member detail with pricing');
    await journey.closeAll();

    // The price the server will charge for the first service of the demo catalogue.
    const mine = await call<{
      gradeName: string | null;
      prices: { serviceId: number; unitPrice: number; listPrice: number }[];
    }>('GET', '/member/pricing', undefined, member.token);
    expect(mine.gradeName).toBe('골드');
    const page = await journey.openAs(member.token, '/order', { width: 1440, height: 900 });
    const picker = page.getByRole('combobox', { name: '서비스 선택' });
    await picker.waitFor();
    const serviceId = Number(await picker.inputValue());
    const price = mine.prices.find((p) => p.serviceId === serviceId);
    if (!price) throw new Error(`no member price for service ${serviceId}: ${JSON.stringify(mine)}`);
    expect(price.unitPrice).toBeLessThan(price.listPrice);

    await page.getByRole('textbox', { name: '링크 입력' }).fill('https://www.instagram.com/p/e2e-gold/');
    await page.getByRole('spinbutton', { name: '수량 입력' }).fill('20');
    const box = page.getByRole('region', { name: '결제 금액' });
    await box.getByText('골드 · 10% 할인').waitFor();
    const total = Math.round(price.unitPrice * 20 * 1000) / 1000;
    await box
      .locator('.price-box__row--total dd')
      .filter({ hasText: won(total) })
      .waitFor();
    await expectNoAxeViolations(page, '/order as a gold member');
    // The balance before (a deposit bonus left on by another journey may have added to the top-up).
    const before = await call<{ point: number }>('GET', '/auth/profile', undefined, member.token);
    await page.getByRole('button', { name: '주문하기', exact: true }).click();
    await expectToast(page, '주문에 성공했습니다.');

    const after = await call<{ point: number }>('GET', '/auth/profile', undefined, member.token);
    expect(Math.round((before.point - after.point) * 1000)).toBe(Math.round(total * 1000));
    await page.getByRole('banner').getByText(won(after.point)).waitFor();
  });

  // Set SCREENSHOT_DIR to look at the pages at 375 and 1440 px, light and dark.
  it.runIf(Boolean(process.env.SCREENSHOT_DIR))(
    'screenshots',
    async () => {
      const dir = path.join(process.env.SCREENSHOT_DIR!, 'growth-levers');
      mkdirSync(dir, { recursive: true });
      const token = await operatorToken();
      await call(
        'PUT',
        '/admin/marketing/deposit-bonus',
        { enabled: true, tiers: [{ minAmount: 10_000, percent: 3 }] },
        token,
      );
      await call(
        'PUT',
        '/admin/marketing/referral',
        {
          enabled: true,
          percent: 5,
          basis: 'topup',
          months: 6,
          payoutEnabled: true,
          payoutMinimum: 10_000,
        },
        token,
      ).catch(() => undefined);
      const member = await memberWithPoints(10_000);
      for (const dark of [false, true]) {
        for (const width of [375, 1440]) {
          const suffix = `${width}${dark ? '-dark' : ''}`;
          for (const [name, urlPath, who] of [
            ['point', '/point', member.token],
            ['order', '/order', member.token],
            ['account', '/account', member.token],
            ['marketing', '/admin/marketing', token],
          ] as const) {
            const page = await journey.openAs(who, urlPath, { width, height: 900, dark });
            await page.getByRole('heading', { level: 1 }).first().waitFor();
            await page.waitForLoadState('networkidle');
            if (name === 'point') await page.getByRole('button', { name: '+1만원' }).click();
            await page.screenshot({ path: path.join(dir, `${name}-${suffix}.png`), fullPage: true });
          }
          await journey.closeAll();
        }
      }
    },
    300_000,
  );
});
