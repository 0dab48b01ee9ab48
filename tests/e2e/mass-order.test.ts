import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import type { Page } from 'playwright-core';
import { describeViolations, runAxe } from './support/axe.ts';
import { MEMBER_TAP_TARGET, smallTapTargets } from './support/layout-probes.ts';
import { browserJourney } from './support/journey.ts';
import { storeApi } from './support/store-api.ts';

/**
 * Mass order (issue 15): from /order's link to a checked, priced and placed list, with a bad line
 * named and nothing placed until it is fixed; a guest is refused with the site's guest message.
 */
const baseUrl = workerBaseUrl();
const { call, memberWithPoints, signIn } = storeApi(baseUrl);
const journey = browserJourney(baseUrl);

async function open(width: number, dark = false): Promise<Page> {
  return (await journey.open({ width, height: 900, dark })).page;
}

async function firstService(): Promise<{ id: number; min: number; point: number; text: string }> {
  const services = await call<
    { id: number; min: number; point: number; text: string; isReadOnly: boolean }[]
  >('GET', '/service/services');
  const service = services.find((s) => !s.isReadOnly);
  if (!service) throw new Error('the demo catalogue has no orderable service');
  return service;
}

async function expectAccessible(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow, `${label}: horizontal overflow`).toBeLessThanOrEqual(0);
  expect(describeViolations(await runAxe(page)), label).toEqual([]);
  // 44 px tap targets are the phone layout's rule (phone-layout.test.ts); the desktop header is denser.
  const phone = page.viewportSize()?.width === 375;
  if (phone)
    expect(
      await page.evaluate(smallTapTargets, MEMBER_TAP_TARGET),
      `${label}: tap targets under 44 px`,
    ).toEqual([]);
}

describe.each([375, 1440])('mass order at %i px', (width) => {
  it('checks a pasted list, names the bad line, and places every order once it is fixed', async () => {
    const service = await firstService();
    const member = await memberWithPoints(50_000);
    const page = await open(width);
    await signIn(page, member.token);
    await page.goto(`${baseUrl}/order`);
    await page.getByRole('link', { name: '대량 주문' }).click();
    await page.getByRole('heading', { level: 1, name: '대량 주문' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/mass-order');

    const good = (n: number) => `${service.id} | https://www.instagram.com/p/mass${n}/ | ${service.min}`;
    const field = page.getByLabel('한 줄에 한 건씩 입력');
    await field.fill(
      [good(1), `${service.id}\thttps://www.instagram.com/p/bad/\t${service.min - 1}`, good(3)].join('\n'),
    );
    await page.getByRole('button', { name: '확인하기' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: '2번째 줄: 주문 수량이 최소수량보다 적습니다.' })
      .waitFor();
    const rows = page.getByRole('table', { name: '대량 주문 확인 결과' }).getByRole('row');
    await expect(rows.count()).resolves.toBe(4);
    await expect(rows.nth(2).textContent()).resolves.toContain('주문 수량이 최소수량보다 적습니다.');
    await expect(page.getByRole('button', { name: '3건 주문하기' }).isDisabled()).resolves.toBe(true);
    await expectAccessible(page, `${width}px light, a refused line`);

    await field.fill([good(1), good(2), good(3)].join('\n'));
    // The check belongs to the text it was made for: an edit asks for a new one.
    await expect(page.getByRole('button', { name: '주문하기' }).isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: '확인하기' }).click();
    const place = page.getByRole('button', { name: '3건 주문하기' });
    await place.waitFor();
    await expect(page.getByText('3건 중 주문 가능 3건').isVisible()).resolves.toBe(true);
    await place.click();
    await page.getByRole('status').filter({ hasText: '3건을 주문했습니다.' }).waitFor();
    await expect(field.inputValue()).resolves.toBe('');
    await expectAccessible(page, `${width}px light, placed`);

    const orders = await call<{ amount: number; link: string }[]>(
      'GET',
      '/service/order-history',
      undefined,
      member.token,
    );
    expect(orders.map((o) => o.link).sort()).toEqual(
      [1, 2, 3].map((n) => `https://www.instagram.com/p/mass${n}/`),
    );
    const profile = await call<{ point: number }>('GET', '/auth/profile', undefined, member.token);
    expect(profile.point).toBeCloseTo(50_000 - 3 * service.min * service.point, 3);
  }, 120_000);

  it('passes axe in the dark theme with a checked list on screen', async () => {
    const service = await firstService();
    const member = await memberWithPoints(10_000);
    const page = await open(width, true);
    await signIn(page, member.token);
    await page.goto(`${baseUrl}/mass-order`);
    await page
      .getByLabel('한 줄에 한 건씩 입력')
      .fill([`${service.id},https://x.com/p/1,${service.min}`, 'not a line'].join('\n'));
    await page.getByText('서비스 번호 보기').click();
    await page.getByRole('button', { name: '확인하기' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: '2번째 줄: 서비스 번호 | 링크 | 수량 순서로 입력해 주세요.' })
      .waitFor();
    await expectAccessible(page, `${width}px dark`);
  }, 120_000);
});

describe('a guest on /mass-order', () => {
  it('is told placing is not possible while browsing', async () => {
    const service = await firstService();
    const page = await open(1440);
    await page.goto(`${baseUrl}/order`);
    await page.getByRole('banner').getByRole('link', { name: '둘러보기' }).first().click();
    await page.getByRole('link', { name: '대량 주문' }).click();
    await page.getByRole('heading', { level: 1, name: '대량 주문' }).waitFor();
    await page.getByLabel('한 줄에 한 건씩 입력').fill(`${service.id} | https://x.com/p/1 | ${service.min}`);
    await page.getByRole('button', { name: '주문하기' }).click();
    await page.getByText('둘러보기 상태에서는 불가능 합니다').first().waitFor();
    await expectAccessible(page, 'guest');
  }, 60_000);
});
