import { readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { workerBaseUrl } from './support/base-url.ts';
import type { Page } from 'playwright-core';
import type { BrowserSession } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';
import { ROOT } from './support/server-process.ts';
import { storeApi } from './support/store-api.ts';

const baseUrl = workerBaseUrl();
const api = storeApi(baseUrl);
const journey = browserJourney(baseUrl);

/**
 * A page that records every CSP violation: the `securitypolicyviolation` event and Chromium's
 * "Refused to …" console lines (init scripts run outside the page's CSP, before its own scripts).
 */
async function openRecording(
  options: { dark?: boolean } = {},
): Promise<{ page: Page; refused: string[]; session: BrowserSession }> {
  const session = await journey.open({ width: 375, height: 812, ...options });
  const refused: string[] = [];
  session.page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy|Permissions-Policy/i.test(text)) refused.push(text);
  });
  await session.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile}:${event.lineNumber}`;
      console.warn(`Refused to (event) ${event.violatedDirective} ${event.blockedURI} at ${where}`);
    });
  });
  return { page: session.page, refused, session };
}

async function settle(page: Page, url: string): Promise<void> {
  const response = await page.goto(`${baseUrl}${url}`, { waitUntil: 'networkidle' });
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
  // React rendered, so every chunk and stylesheet the page needs ran under the policy.
  await page.locator('#root > *').first().waitFor();
}

describe('the Content-Security-Policy in Chromium', () => {
  it('lets /order and /login run without a single violation', async () => {
    const { page, refused } = await openRecording();
    for (const url of ['/order', '/login']) await settle(page, url);
    expect(refused).toEqual([]);
  });

  it('lets the operator console run without a single violation', async () => {
    const { page, refused } = await openRecording({ dark: true });
    await api.signIn(page, await api.operatorToken());
    await settle(page, '/admin');
    await page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
    expect(refused).toEqual([]);
  });
});

describe('the theme snippet (allowed by its hash)', () => {
  /** Loads /order with every script chunk refused: whatever theme shows came from index.html alone. */
  async function themeWithoutTheApp(page: Page): Promise<{ theme?: string; background: string }> {
    await page.goto(`${baseUrl}/order`, { waitUntil: 'load' });
    return page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      background: getComputedStyle(document.body).backgroundColor,
    }));
  }

  it('applies the dark theme of the system preference before the app runs', async () => {
    const { page, refused, session } = await openRecording({ dark: true });
    await page.route('**/assets/*.js', (route) => route.abort());
    const dark = await themeWithoutTheApp(page);
    expect(dark.theme).toBe('dark');
    expect(refused).toEqual([]);

    // A stored choice wins over the system's, and the stylesheet follows the attribute.
    await session.context.addInitScript(() => localStorage.setItem('darkMode', 'false'));
    const light = await themeWithoutTheApp(page);
    expect(light.theme).toBe('light');
    expect(light.background).not.toBe(dark.background);
    expect(refused).toEqual([]);
    // The aborted chunks are this test's doing, not page errors.
    session.pageErrors.splice(0);
  });
});

describe.each([
  { provider: 'naver', authorize: '/oauth2.0/authorize' },
  { provider: 'kakao', authorize: '/oauth/authorize' },
])('cross-origin opener policy and the $provider popup', ({ provider, authorize }) => {
  let idp: Server | undefined;
  afterAll(() => new Promise<void>((resolve) => (idp ? idp.close(() => resolve()) : resolve())));

  it('keeps window.opener when the login popup comes back from another origin', async () => {
    // Stands in for nid.naver.com or kauth.kakao.com: another origin (another port) that redirects
    // to our callback page.
    idp = createServer((_request, response) => {
      response
        .writeHead(302, { location: `${baseUrl}/auth/${provider}?code=e2e-code&state=e2e-state` })
        .end();
    });
    const port = await new Promise<number>((resolve) =>
      idp?.listen(0, '127.0.0.1', () => {
        const address = idp?.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    const { page, refused } = await openRecording();
    await settle(page, '/login');
    const message = await page.evaluate(
      ([url, name]) =>
        new Promise<unknown>((resolve, reject) => {
          window.addEventListener('message', (event) => resolve(event.data));
          if (!window.open(url, name, 'popup,width=480,height=720')) reject(new Error('no popup'));
          setTimeout(() => reject(new Error('no message from the popup')), 15_000);
        }),
      [`http://127.0.0.1:${port}${authorize}`, `${provider}-login`] as const,
    );
    expect(message).toEqual({
      source: `${provider}-auth`,
      payload: { code: 'e2e-code', state: 'e2e-state' },
    });
    expect(refused).toEqual([]);
  });
});

describe('source maps', () => {
  it('are built but never served: 404 like any missing asset', async () => {
    const assets = path.join(ROOT, 'apps/web/dist/assets');
    const maps = readdirSync(assets).filter((name) => name.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    for (const map of maps.slice(0, 5)) {
      const script = await fetch(`${baseUrl}/assets/${map.replace(/\.map$/, '')}`);
      expect(script.status).toBe(200);
      expect(script.headers.get('content-security-policy')).toContain("default-src 'none'");
      for (const encoding of ['identity', 'br, gzip']) {
        const res = await fetch(`${baseUrl}/assets/${map}`, { headers: { 'accept-encoding': encoding } });
        expect(res.status).toBe(404);
        const body = await res.text();
        expect(body).not.toContain('sourcesContent');
        expect(JSON.parse(body)).toMatchObject({ statusCode: 404, error: 'NOT_FOUND' });
      }
    }
  });
});
