import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember } from '../../test/helpers/members.ts';
import { createTestContext, type TestContext } from '../../test/helpers/test-context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('catalogue and settings answers on a repeat visit', () => {
  it.each(['/api/service/settings', '/api/service/services', '/api/service/platforms'])(
    '%s carries an ETag and answers 304 without a body when it still holds',
    async (url) => {
      const first = await ctx.app.inject(url);
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^W\/".+"$/);
      // Every load asks again (settings too): an operator's change shows on the next load.
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await ctx.app.inject({ url, headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const stale = await ctx.app.inject({ url, headers: { 'if-none-match': 'W/"old"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    },
  );

  it('keeps a signed-in answer out of shared caches', async () => {
    const res = await ctx.app.inject({
      url: '/api/service/platforms',
      headers: { authorization: 'Bearer x' },
    });
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('authenticated answers (issue 37 item 6)', () => {
  it('are no-store: the profile (which carries the API key), the histories, an operator read and a refusal', async () => {
    const member = await createTestMember(ctx, { points: 10 });
    const operator = await createTestMember(ctx, { isAdmin: true });
    for (const [url, headers] of [
      ['/api/auth/profile', member.headers],
      ['/api/service/order-history', member.headers],
      ['/api/service/point-history', member.headers],
      ['/api/admin/me', operator.headers],
    ] as const) {
      const res = await ctx.app.inject({ url, headers });
      expect([res.statusCode, res.headers['cache-control']], url).toEqual([200, 'no-store']);
    }
    const refused = await ctx.app.inject({
      url: '/api/auth/profile',
      headers: { authorization: 'Bearer x' },
    });
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, 'no-store']);
  });

  it('are no-store for a reseller key, and for the key renewal that shows it', async () => {
    const member = await createTestMember(ctx, { points: 10 });
    const key = await ctx.app.inject({ method: 'POST', url: '/api/auth/api-key', headers: member.headers });
    expect(key.headers['cache-control']).toBe('no-store');
    const apiKey = key.json<{ apiKey: string }>().apiKey;
    for (const url of ['/api/v1/services', '/api/v1/status/1']) {
      const res = await ctx.app.inject({ url, headers: { 'api-key': apiKey } });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('API answers compressed on the fly', () => {
  it('brotli-compresses a large JSON answer for a browser that accepts it', async () => {
    const plain = await ctx.app.inject('/api/service/services');
    expect(plain.body.length).toBeGreaterThan(1024);
    const res = await ctx.app.inject({
      url: '/api/service/services',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves a small answer alone', async () => {
    const res = await ctx.app.inject({ url: '/api/nope', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
