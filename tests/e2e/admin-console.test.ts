import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import type { Page } from 'playwright-core';
import { formatWon } from '@smm/contract/format';
import { ADMIN_NAV_ITEMS } from '../../apps/web/src/features/admin/admin-nav.ts';
import { browserJourney } from './support/journey.ts';
import { CONSOLE_TAP_TARGET, smallTapTargets } from './support/layout-probes.ts';
import { storeApi } from './support/store-api.ts';

const baseUrl = workerBaseUrl();
const journey = browserJourney(baseUrl);
const { call, memberWithPoints, operatorToken, registerMember } = storeApi(baseUrl);
const memberToken = async () => (await registerMember('ac')).token;

const balance = async (token: string) =>
  (await call<{ point: number }>('GET', '/auth/profile', undefined, token)).point;

describe('operator console', () => {
  it('approves a top-up from a 375 x 812 phone and the member’s balance rises', async () => {
    const member = await memberToken();
    const request = await call<{ id: number }>(
      'POST',
      '/service/point',
      { name: '폰승인', point: 12000, feeType: 2 },
      member,
    );
    const before = await balance(member);
    const page = await journey.openAs(await operatorToken(), '/admin/point-requests', {
      width: 375,
      height: 812,
    });

    const card = page.getByRole('listitem', { name: new RegExp(`요청 #${request.id} `) });
    await card.waitFor();
    expect(await page.title()).toMatch(/^\(\d+\) 충전 요청/);
    await card.getByRole('button', { name: /승인$/ }).click();
    await card.getByRole('button', { name: '승인 확정' }).click();
    await card.waitFor({ state: 'detached' });
    expect(await balance(member)).toBe(before + 12000);

    // The decided request shows who decided it, once the list of every request is read again (the
    // pending cards and that list are two reads, so the card may leave before the table changes).
    const row = page.getByRole('row', { name: new RegExp(`#${request.id} `) });
    await expect.poll(() => row.textContent()).toContain('operator');
  });

  it('shows dashboard figures equal to the sums of the lists', async () => {
    const token = await operatorToken();
    const member = await memberToken();
    const approved = await call<{ id: number }>(
      'POST',
      '/service/point',
      { name: '대시보드', point: 7000, feeType: 2 },
      member,
    );
    await call('POST', `/admin/point-requests/${approved.id}/approve`, undefined, token);
    await call('POST', '/service/point', { name: '대기중', point: 3000, feeType: 2 }, member);

    const page = await journey.openAs(token, '/admin', { width: 1440, height: 900 });
    await page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
    await page.getByRole('table', { name: '최근 30일 일별 현황' }).waitFor();

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
    const accepted = await call<{ point: number; responseAt: string }[]>(
      'GET',
      '/admin/point-requests?status=1&limit=500',
      undefined,
      token,
    );
    const topupsToday = accepted
      .filter(
        (r) =>
          new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(r.responseAt)) ===
          today,
      )
      .reduce((sum, r) => sum + r.point, 0);
    const pending = await call<unknown[]>(
      'GET',
      '/admin/point-requests?status=0&limit=500',
      undefined,
      token,
    );

    const stat = (label: string) =>
      page.locator('.admin-stat', { hasText: label }).locator('dd').textContent();
    await expect(stat('충전 승인')).resolves.toBe(`${formatWon(topupsToday)}원`);
    const pendingLink = page.getByRole('link', { name: /대기 중인 충전 요청/ });
    await expect(pendingLink.textContent()).resolves.toContain(`${pending.length}건`);
    const todayRow = page.getByRole('row', { name: new RegExp(today) });
    await expect(todayRow.textContent()).resolves.toContain(`${formatWon(topupsToday)}원`);

    await pendingLink.click();
    await page.getByRole('heading', { name: '충전 요청', level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe('?status=0');
  });

  it('keeps every tap target of every console page at least 24 px on a 375 px phone', async () => {
    // Lists with rows in them: a member who topped up and ordered.
    const member = await memberWithPoints(10_000);
    const services = await call<{ id: number; min: number; max: number }[]>('GET', '/service/services');
    const service = services.find((s) => s.min <= 100 && s.max >= 100);
    if (!service) throw new Error('the demo catalogue has no service that takes 100');
    const link = 'https://www.instagram.com/p/tap-targets/';
    const order = { serviceId: service.id, link, amount: 100, runs: 0, interval: 0 };
    await call('POST', '/service/order', order, member.token);
    const token = await operatorToken();
    const found: string[] = [];
    for (const item of ADMIN_NAV_ITEMS) {
      const page = await journey.openAs(token, item.to, { width: 375, height: 812 });
      await page.getByRole('heading', { level: 1, name: item.label }).waitFor();
      await page.waitForLoadState('networkidle');
      const small = await page.evaluate(smallTapTargets, CONSOLE_TAP_TARGET);
      found.push(...small.map((line) => `${item.to}: ${line}`));
      await journey.closeAll();
    }
    expect(found).toEqual([]);
  }, 180_000);

  // Set SCREENSHOT_DIR to look at the console at 375 and 1440 px, light and dark.
  it.runIf(Boolean(process.env.SCREENSHOT_DIR))(
    'screenshots',
    async () => {
      const dir = process.env.SCREENSHOT_DIR!;
      mkdirSync(dir, { recursive: true });
      const token = await operatorToken();
      for (const dark of [false, true]) {
        for (const width of [375, 1440]) {
          for (const [name, urlPath, heading] of [
            ['dashboard', '/admin', '대시보드'],
            ['top-ups', '/admin/point-requests', '충전 요청'],
            ['audit', '/admin/audit', '감사 로그'],
          ] as const) {
            const page: Page = await journey.openAs(token, urlPath, { width, height: 900, dark });
            await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
            await page.waitForTimeout(800);
            await page.screenshot({
              path: path.join(dir, `${name}-${width}-${dark ? 'dark' : 'light'}.png`),
              fullPage: true,
            });
            await journey.closeAll();
          }
        }
      }
    },
    240_000,
  );
});
