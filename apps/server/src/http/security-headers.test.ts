import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers/test-context.ts';
import { inlineScriptHashes } from './content-security-policy.ts';

// A build of our own with an inline theme snippet like apps/web/index.html's.
const THEME = "\n      document.documentElement.dataset.theme = 'dark';\n    ";
const INDEX = `<!doctype html><html><head><script>${THEME}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;
const THEME_HASH = `'sha256-${createHash('sha256').update(THEME).digest('base64')}'`;

let dist: string;
let ctx: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'smm-headers-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("app");');
  ctx = await createTestContext({ env: { WEB_DIST_DIR: dist } });
  proxied = await createTestContext({ env: { WEB_DIST_DIR: dist, TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await ctx.close();
  await proxied.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The CSP as directive name -> its sources. */
function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources] as const),
  );
}

function expectCommonHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(directives(res).get('frame-ancestors')).toEqual(["'none'"]);
  // Plain HTTP: no HSTS (a browser ignores it there anyway, and a local http run must not pin TLS).
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

/** What a document may use and which referrer its requests send: said by pages. */
function expectDocumentPolicies(res: LightMyRequestResponse): void {
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const permissions = String(res.headers['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions).toContain(`${feature}=()`);
  }
}

describe('security headers', () => {
  it.each(['/', '/order', '/login', '/admin/orders'])('gives the page %s the storefront CSP', async (url) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expectCommonHeaders(res);
    expectDocumentPolicies(res);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const csp = directives(res);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts.slice(0, 2)).toEqual(["'self'", THEME_HASH]);
    expect(scripts.filter((s) => s.startsWith("'") && s !== "'self'" && !s.startsWith("'sha256-"))).toEqual(
      [],
    );
    // No third-party script: Kakao's login is a popup to its authorize page, not its JS SDK.
    expect(scripts.filter((s) => s.startsWith('https:'))).toEqual([]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(String(res.headers['content-security-policy'])).not.toContain('unsafe');
  });

  it.each(['/auth/naver?code=abc&state=x', '/auth/kakao?code=abc&state=x'])(
    'leaves COOP off the login popup return page %s, which hands the code to window.opener',
    async (url) => {
      const res = await ctx.app.inject(url);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expectCommonHeaders(res);
      expectDocumentPolicies(res);
    },
  );

  it.each(['/assets/app.js', '/api/service/settings', '/api/nope', '/robots.txt', '/assets/app.js.map'])(
    'gives %s the nothing-allowed CSP, nosniff and the frame headers, and no document policies',
    async (url) => {
      const res = await ctx.app.inject(url);
      expect(res.headers['content-type']).not.toContain('text/html');
      expectCommonHeaders(res);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
      // Not a page: nothing in it can load, link or use a feature under the CSP above
      // (docs/decisions/hardening-headers.md).
      expect(res.headers['referrer-policy']).toBeUndefined();
      expect(res.headers['permissions-policy']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    },
  );

  it('sends HSTS only over TLS, which behind a proxy needs TRUST_PROXY and X-Forwarded-Proto https', async () => {
    const forwardedHttps = { 'x-forwarded-proto': 'https' };
    const untrusted = await ctx.app.inject({ url: '/order', headers: forwardedHttps });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const plain = await proxied.app.inject({ url: '/order', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    for (const url of ['/order', '/api/service/settings', '/assets/app.js']) {
      const tls = await proxied.app.inject({ url, headers: forwardedHttps });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000');
    }
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written and skips external and empty ones', () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script><SCRIPT data-x="1">\nb()\n</SCRIPT><script></script>';
    const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash('a()'), hash('\nb()\n')]);
  });
});
