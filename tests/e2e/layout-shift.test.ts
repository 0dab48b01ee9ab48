import { describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import type { Page } from 'playwright-core';
import { browserJourney } from './support/journey.ts';
import { storeApi } from './support/store-api.ts';

const baseUrl = workerBaseUrl();
// Issue 12: CLS < 0.02. Data answers are held back so the page renders its skeletons first, as on a
// slow mobile network, and every shift they cause when they arrive counts.
const MAX_SHIFT = 0.02;
const API_DELAY_MS = 500;

const journey = browserJourney(baseUrl);
const { operatorToken } = storeApi(baseUrl);

interface Shift {
  value: number;
  sources: string[];
}

/** Loads `path` with the API slowed and returns every layout shift not caused by input, with what moved. */
async function shiftsOf(page: Page, path: string, heading: string): Promise<Shift[]> {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
    await route.fallback();
  });
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((s) =>
            s.node instanceof Element
              ? `${s.node.tagName.toLowerCase()}.${[...s.node.classList].join('.')}`
              : '?',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
  // A last frame for shifts the final answers cause.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

function total(shifts: Shift[]): number {
  return shifts.reduce((sum, s) => sum + s.value, 0);
}

const MEMBER_PAGES: [string, string][] = [
  ['/order', '주문하기'],
  ['/point', '포인트 충전'],
  ['/order-history', '주문내역'],
];

describe('no layout shift while the data arrives (375x812, API answers 500 ms late)', () => {
  it('on /order as a guest', async () => {
    const { page } = await journey.open({ width: 375, height: 812 });
    const shifts = await shiftsOf(page, '/order', '주문하기');
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThan(MAX_SHIFT);
  });

  it.each(MEMBER_PAGES)('on %s as a member', async (path, heading) => {
    const { page } = await journey.open({ width: 375, height: 812 });
    const token = await operatorToken();
    await page.goto(`${baseUrl}/robots.txt`);
    await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), token);
    const shifts = await shiftsOf(page, path, heading);
    expect(total(shifts), JSON.stringify(shifts)).toBeLessThan(MAX_SHIFT);
  });
});
