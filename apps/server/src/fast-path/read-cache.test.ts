import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTENER_NAME } from '../db/change-feed.ts';
import { createTestContext, TEST_DB, type TestContext } from '../../test/helpers/test-context.ts';
import { createTestMember, type TestMember } from '../../test/helpers/members.ts';
import { useSecondInstance } from '../../test/helpers/second-instance.ts';

// The read cache (docs/decisions/read-cache.md): answers made once per change, and a change in the
// database, by the console or by any SQL, is in the very next answer.
let ctx: TestContext;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await createTestMember(ctx, { isAdmin: true });
});
afterAll(() => ctx.close());

const read = async (app: FastifyInstance, path: string) => (await app.inject(`/api/service${path}`)).body;

/** Each cached read, a statement that changes it and a word the changed answer contains. */
const CHANGES = [
  ['/platforms', `UPDATE platforms SET text = '캐시 확인 플랫폼' WHERE id = (SELECT min(id) FROM platforms)`],
  ['/categorys', `UPDATE categories SET text = '캐시 확인 분류' WHERE id = (SELECT min(id) FROM categories)`],
  ['/services', `UPDATE services SET notice = '캐시 확인 서비스' WHERE id = (SELECT min(id) FROM services)`],
  [
    '/services?withPrice=true',
    `UPDATE services SET text = '캐시 확인 가격' WHERE id = (SELECT min(id) FROM services)`,
  ],
  ['/settings', `UPDATE site_settings SET value = '캐시 확인 상호' WHERE key = 'COMPANY'`],
  ['/notices', `UPDATE notices SET title = '캐시 확인 공지' WHERE id = (SELECT min(id) FROM notices)`],
  ['/qnas', `UPDATE qnas SET title = '캐시 확인 질문' WHERE id = (SELECT min(id) FROM qnas)`],
  ['/register-where', `INSERT INTO register_sources (text, sort_order) VALUES ('캐시 확인 경로', 99)`],
] as const;

describe('cached reads', () => {
  it.each(CHANGES)('%s changes in the next answer after SQL changed its table', async (path, sql) => {
    const before = await read(ctx.app, path);
    expect(await read(ctx.app, path)).toBe(before);
    await ctx.db.query(sql);
    const after = await read(ctx.app, path);
    expect(after).not.toBe(before);
    expect(after).toContain('캐시 확인');
  });

  it('change in the next answer after an operator writes through the console', async () => {
    const title = '콘솔에서 쓴 새 공지';
    expect(await read(ctx.app, '/notices')).not.toContain(title);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/notices',
      headers: operator.headers,
      payload: { title, content: '내용', isTop: false, visible: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await read(ctx.app, '/notices')).toContain(title);
  });

  it('keep the answer when a change is rolled back', async () => {
    const before = await read(ctx.app, '/qnas');
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.query(`UPDATE qnas SET title = '되돌린 질문'`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await read(ctx.app, '/qnas')).toBe(before);
  });
});

describe('encodings of a cached answer', () => {
  const get = (headers: Record<string, string>) => ctx.app.inject({ url: '/api/service/services', headers });

  it('are the same JSON under one ETag: brotli, gzip or none, as Accept-Encoding allows', async () => {
    const plain = await get({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    for (const res of [br, gzip]) {
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answer 304 with no body to the tag the client holds, whatever it accepts', async () => {
    const { headers } = await get({});
    const res = await get({ 'accept-encoding': 'br', 'if-none-match': String(headers.etag) });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('leave a small answer uncompressed', async () => {
    const res = await ctx.app.inject({
      url: '/api/service/register-where',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json<unknown[]>().length).toBeGreaterThan(0);
  });
});

describe.runIf(TEST_DB === 'postgres')('two app instances on one PostgreSQL database', () => {
  const second = useSecondInstance(() => ctx);

  it('a change through one is in its own next answer at once, and in the other’s when the notification arrives, both ways', async () => {
    await read(second().app, '/settings');
    await read(ctx.app, '/settings');
    await ctx.db.query(`UPDATE site_settings SET value = '첫째가 바꾼 상호' WHERE key = 'COMPANY'`);
    expect(await read(ctx.app, '/settings')).toContain('첫째가 바꾼 상호');
    // Another process hears of it asynchronously, on its own connections (docs/decisions/read-cache.md).
    await vi.waitFor(async () => expect(await read(second().app, '/settings')).toContain('첫째가 바꾼 상호'));
    await second().db.query(`UPDATE site_settings SET value = '둘째가 바꾼 상호' WHERE key = 'COMPANY'`);
    expect(await read(second().app, '/settings')).toContain('둘째가 바꾼 상호');
    await vi.waitFor(async () => expect(await read(ctx.app, '/settings')).toContain('둘째가 바꾼 상호'));
  });

  it('read through while the listening connection is lost, and cache again once it is back', async () => {
    const { rows } = await ctx.db.query<{ ended: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
        WHERE application_name = $1 AND datname = current_database()`,
      [LISTENER_NAME],
    );
    // One listening connection per instance, none in the pools.
    expect(rows).toEqual([{ ended: true }, { ended: true }]);
    await vi.waitFor(() => expect(ctx.db.changesLive()).toBe(false));
    await second().db.query(`UPDATE site_settings SET value = '끊긴 동안 바꾼 상호' WHERE key = 'COMPANY'`);
    expect(await read(ctx.app, '/settings')).toContain('끊긴 동안 바꾼 상호');
    await vi.waitFor(() => expect(ctx.db.changesLive()).toBe(true), { timeout: 10_000 });
    await second().db.query(`UPDATE site_settings SET value = '다시 이어진 뒤 상호' WHERE key = 'COMPANY'`);
    await vi.waitFor(async () => expect(await read(ctx.app, '/settings')).toContain('다시 이어진 뒤 상호'));
  });
});
