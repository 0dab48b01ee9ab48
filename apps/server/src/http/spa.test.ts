import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers/test-context.ts';

// A built SPA of our own in a temporary WEB_DIST_DIR, so the test does not depend on apps/web/dist.
const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/app.js"></script></body></html>';
// A page's prerendered first screen (apps/web/build/shell-plugin.ts).
const SHELL =
  '<!doctype html><html><body><div id="root"><h1>주문내역</h1></div><script src="/assets/app.js"></script></body></html>';
let dist: string;
let ctx: TestContext;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'smm-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("app");');
  // The build's precompressed twins (apps/web/build/precompress-plugin.ts).
  writeFileSync(path.join(dist, 'assets', 'app.js.br'), brotliCompressSync('console.log("app");'));
  writeFileSync(path.join(dist, 'assets', 'app.js.gz'), gzipSync('console.log("app");'));
  writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  mkdirSync(path.join(dist, 'shells', 'terms'), { recursive: true });
  writeFileSync(path.join(dist, 'shells', 'order-history.html'), SHELL);
  writeFileSync(path.join(dist, 'shells', 'order-history.html.br'), brotliCompressSync(SHELL));
  writeFileSync(path.join(dist, 'shells', 'terms', 'service.html'), SHELL);
  // The hidden source maps the build writes beside each chunk (vite `sourcemap: 'hidden'`).
  writeFileSync(path.join(dist, 'assets', 'app.js.map'), '{"version":3,"sourcesContent":["secret"]}');
  writeFileSync(path.join(dist, 'assets', 'app.js.map.br'), brotliCompressSync('{"version":3}'));
  writeFileSync(path.join(dist, 'stray.js.map'), '{"version":3,"sourcesContent":["secret"]}');
  ctx = await createTestContext({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built SPA with a history fallback', () => {
  it.each([
    '/',
    '/order',
    '/auth/naver?code=x&state=y',
    '/auth/kakao',
    '/api',
    '/api?tab=v2',
    '/admin/orders/42',
    '/notice',
  ])('answers index.html for the deep link %s', async (url) => {
    const res = await ctx.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it.each(['/order-history', '/order-history?status=done', '/terms/service'])(
    "answers the page's prerendered shell for %s, revalidated",
    async (url) => {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(SHELL);
    },
  );

  it("sends a shell's precompressed twin like index.html's", async () => {
    const res = await ctx.app.inject({ url: '/order-history', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the built files themselves', async () => {
    const res = await ctx.app.inject('/assets/app.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toBe('console.log("app");');
  });

  it('keeps hashed assets for a year, immutable', async () => {
    const res = await ctx.app.inject('/assets/app.js');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed twin the browser accepts, brotli first', async () => {
    const br = await ctx.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(brotliCompressSync('console.log("app");'))).toBe(true);
    const gz = await ctx.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
  });

  it('compresses the entry page too and keeps it revalidated', async () => {
    const res = await ctx.app.inject({ url: '/order', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.rawPayload.equals(brotliCompressSync(INDEX))).toBe(true);
  });

  it.each([
    '/assets/app.js.map',
    '/stray.js.map',
    '/assets/app.js.map?x=1',
    '/assets/app.js.map.br',
    '/assets/missing.js',
    '/assets/',
    '/assets/../assets/app.js.map',
    '/assets/%2e%2e/stray.js.map',
  ])(
    'answers %s with the JSON 404 of a missing file: maps are never served, a missing asset is not the page',
    async (url) => {
      for (const encoding of ['identity', 'br, gzip']) {
        const res = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toContain('application/json');
        expect(res.body).not.toContain('sourcesContent');
        expect(res.json()).toMatchObject({ statusCode: 404, error: 'NOT_FOUND' });
      }
    },
  );

  it('answers robots.txt as text, not the SPA, pointing at an absolute sitemap', async () => {
    const res = await ctx.app.inject({ url: '/robots.txt', headers: { host: 'shop.example' } });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: http://shop.example/sitemap.xml');
  });

  it('lists the public pages in sitemap.xml with absolute addresses', async () => {
    const res = await ctx.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example' } });
    expect(res.headers['content-type']).toContain('xml');
    expect(res.body).toContain('<loc>http://shop.example/order</loc>');
    expect(res.body).toContain('<loc>http://shop.example/terms/privacy</loc>');
    expect(res.body).not.toContain('/point');
  });

  it.each(['/api/', '/api/anything', '/api/service/nope', '/api/admin/nope?x=1', '/api/v1/nope'])(
    'answers %s with the JSON 404 envelope, never the SPA',
    async (url) => {
      const res = await ctx.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({
        statusCode: 404,
        error: 'NOT_FOUND',
        message: '요청하신 주소를 찾을 수 없습니다.',
      });
    },
  );

  it('answers a POST to a page path with JSON 404, not the SPA', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/order', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('echoes a well-formed x-request-id and makes one up otherwise', async () => {
    const given = await ctx.app.inject({ url: '/api/nope', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    expect(given.json()).toMatchObject({ requestId: 'abc-123' });
    const bad = await ctx.app.inject({ url: '/order', headers: { 'x-request-id': 'no spaces <allowed>' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('without a build', () => {
  it('says in Korean how to build, and still answers /api paths with JSON', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'smm-nodist-'));
    const bare = await createTestContext({ env: { WEB_DIST_DIR: empty } });
    try {
      const page = await bare.app.inject('/order');
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      expect((await bare.app.inject('/api/nope')).json()).toMatchObject({ statusCode: 404 });
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
