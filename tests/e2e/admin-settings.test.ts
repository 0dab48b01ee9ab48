import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import type { Page } from 'playwright-core';
import { ADMIN_SETTINGS_MESSAGES as M } from '@smm/contract/admin-settings-messages';
import { describeViolations, runAxe } from './support/axe.ts';
import { browserJourney } from './support/journey.ts';
import { storeApi } from './support/store-api.ts';
import { expectToast } from './support/toasts.ts';

/**
 * The operator's settings screen (issue 11 "Settings"): an operator changes the main colour through
 * the page, sees it in the preview, saves, and the storefront's buttons follow, in their own browser
 * at once and in a member's browser on its next load.
 */
const baseUrl = workerBaseUrl();
const api = storeApi(baseUrl);
const SHOTS = process.env.SCREENSHOT_DIR;
const NEW_COLOR = '#1b7f3b';
const NEW_RGB = 'rgb(27, 127, 59)';

const journey = browserJourney(baseUrl);
let original: { MAIN_COLOR: string } | undefined;

const { operatorToken } = api;
const adminSettings = async () =>
  (
    await api.call<{ values: Record<string, string> }>(
      'GET',
      '/admin/settings',
      undefined,
      await operatorToken(),
    )
  ).values;

/** PATCH /admin/settings and the answer as it came: status and the error envelope's message. */
async function patchSettings(body: unknown): Promise<{ status: number; message?: string }> {
  const response = await fetch(`${baseUrl}/api/admin/settings`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await operatorToken()}` },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { message?: string };
  return { status: response.status, message: json.message };
}

afterAll(async () => {
  // The demo store keeps its colour for the journeys that run after this file.
  if (original) await patchSettings(original);
});

/** A fresh browser context signed in with `token`, at `urlPath`. */
const openAs = (token: string, urlPath: string, options: { width?: number; dark?: boolean } = {}) =>
  journey.openAs(token, urlPath, { width: options.width ?? 1440, height: 900, dark: options.dark });

/** The computed background of the first enabled primary button inside `scope` (CSS selector). */
const primaryBackground = (page: Page, scope = 'body') =>
  page
    .locator(`${scope} .button--primary:not(:disabled):not([aria-disabled="true"])`)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

const mainProperty = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--main').trim());

describe('operator console: settings', () => {
  it(
    'an operator changes the main colour: preview, their own browser at once, a member’s storefront on its next load',
    { timeout: 120_000 },
    async () => {
      const before = await adminSettings();
      original = { MAIN_COLOR: before.MAIN_COLOR ?? '' };
      expect(before.MAIN_COLOR).not.toBe(NEW_COLOR);
      const member = await api.memberWithPoints(1000);

      // A member's storefront is open before the change, in the old colour.
      const storefront = await openAs(member.token, '/order');
      await storefront.getByRole('heading', { name: '공지사항' }).waitFor();
      const oldRgb = await primaryBackground(storefront, '.site-header');
      expect(oldRgb).not.toBe(NEW_RGB);

      const page = await openAs(await operatorToken(), '/admin/settings');
      await page.getByRole('heading', { name: '설정', level: 1 }).waitFor();
      const colour = page.getByLabel('대표 색상', { exact: true });
      const review = page.getByRole('button', { name: '변경 내용 확인' });

      // A colour that is not #rrggbb: the contract's message on the field, nothing to save.
      await colour.fill('red');
      await review.click();
      await page.getByText(M.color('대표 색상', '#5b5bd6')).first().waitFor();
      await expect(colour.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(page.getByRole('heading', { name: '저장 전 확인' }).count()).resolves.toBe(0);

      // The real colour: the live preview turns at once, before anything is saved.
      await colour.fill(NEW_COLOR.toUpperCase());
      await expect.poll(() => primaryBackground(page, 'figure[aria-label="스토어 미리보기"]')).toBe(NEW_RGB);
      await expect.poll(() => primaryBackground(page, 'figure[aria-label="색상 미리보기"]')).toBe(NEW_RGB);
      expect(await mainProperty(page)).toBe(before.MAIN_COLOR);

      // Review, then save.
      await review.click();
      const reviewCard = page.getByRole('region', { name: '저장 전 확인' });
      await reviewCard
        .getByRole('row', { name: /대표 색상/ })
        .getByText(NEW_COLOR)
        .waitFor();
      await reviewCard.getByRole('button', { name: '저장', exact: true }).click();
      await expectToast(page, M.saved);

      // The operator's own browser picks the colour up at once, without a reload.
      await expect.poll(() => mainProperty(page)).toBe(NEW_COLOR);
      await page.getByText('바뀐 설정이 없습니다.').first().waitFor();
      expect((await adminSettings()).MAIN_COLOR).toBe(NEW_COLOR);

      // The member's storefront, on its next load (the server answers settings with no-cache)...
      await storefront.reload();
      await storefront.getByRole('heading', { name: '공지사항' }).waitFor();
      await expect.poll(() => primaryBackground(storefront, '.site-header')).toBe(NEW_RGB);
      await expect.poll(() => primaryBackground(storefront, 'main')).toBe(NEW_RGB);

      // ...and a browser that opens the storefront for the first time.
      const fresh = await openAs(member.token, '/order', { width: 375 });
      await fresh.getByRole('heading', { name: '공지사항' }).waitFor();
      await expect.poll(() => primaryBackground(fresh, 'main')).toBe(NEW_RGB);
    },
  );

  it('refuses a bad value or an unknown key with its Korean message and changes nothing', async () => {
    const before = await adminSettings();
    for (const [body, message] of [
      [{ MAIN_COLOR: 'red' }, M.color('대표 색상', '#5b5bd6')],
      [{ ENABLE_PAYMENT_TYPE: 'SOME' }, M.paymentType],
      // All or nothing: the good colour is not saved beside the bad payment type.
      [{ MAIN_COLOR: '#123456', ENABLE_PAYMENT_TYPE: 'SOME' }, M.paymentType],
      [{ MAIN_COLOR: '#123456', NOT_A_SETTING: 'x' }, M.unknownKey(['NOT_A_SETTING'])],
    ] as const) {
      await expect(patchSettings(body), JSON.stringify(body)).resolves.toEqual({ status: 400, message });
    }
    expect(await adminSettings()).toEqual(before);

    // The page offers only the listed payment types, each with its Korean label.
    const page = await openAs(await operatorToken(), '/admin/settings');
    await page.getByRole('form', { name: '스토어 설정' }).waitFor();
    const options = await page
      .getByLabel('신청 가능한 증빙')
      .locator('option')
      .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
    expect(options).toEqual(['ALL', 'CASH_AND_FEE', 'FEE', 'CASH', 'NO_FEE']);
  });

  it('fits 375 px and 1440 px, light and dark, with no axe violation', { timeout: 120_000 }, async () => {
    const operator = await operatorToken();
    for (const dark of [false, true]) {
      for (const width of [375, 1440]) {
        const label = `${width} px ${dark ? 'dark' : 'light'}`;
        const page = await openAs(operator, '/admin/settings', { width, dark });
        await page.getByRole('form', { name: '스토어 설정' }).waitFor();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate<number>(
          'document.documentElement.scrollWidth - window.innerWidth',
        );
        expect(overflow, label).toBeLessThanOrEqual(0);
        expect(describeViolations(await runAxe(page)), label).toEqual([]);
        // The review before saving is part of the page too.
        await page.getByLabel('상호', { exact: true }).fill('주식회사 접근성');
        await page.getByRole('button', { name: '변경 내용 확인' }).click();
        await page.getByRole('heading', { name: '저장 전 확인' }).waitFor();
        expect(describeViolations(await runAxe(page)), `${label} review`).toEqual([]);
        await journey.closeAll();
      }
    }
  });

  // Set SCREENSHOT_DIR to look at the page at 375 and 1440 px, light and dark.
  it.runIf(Boolean(SHOTS))('screenshots', { timeout: 240_000 }, async () => {
    const dir = SHOTS ?? '';
    mkdirSync(dir, { recursive: true });
    const operator = await operatorToken();
    for (const dark of [false, true]) {
      for (const width of [375, 1440]) {
        const name = `settings-${width}-${dark ? 'dark' : 'light'}`;
        const page = await openAs(operator, '/admin/settings', { width, dark });
        await page.getByRole('form', { name: '스토어 설정' }).waitFor();
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
        await page.getByLabel('대표 색상', { exact: true }).fill('#c2410c');
        await page.getByRole('button', { name: '변경 내용 확인' }).click();
        await page.getByRole('heading', { name: '저장 전 확인' }).waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(dir, `${name}-review.png`), fullPage: true });
        await journey.closeAll();
      }
    }
  });
});
