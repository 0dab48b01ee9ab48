import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openTestDatabase, TEST_DB, type TestDatabase } from '../test/database/test-database.ts';
import { createTestMember, type TestMember } from '../test/helpers/members.ts';
import type { TestContext } from '../test/helpers/test-context.ts';
import { startServerProcess, type ChildServer } from '../test/helpers/child-processes.ts';

// Two server processes on one PostgreSQL database: what the operator changes through one is in the
// next storefront answer of the other, and a browser holding the old answer's ETag gets the new one
// (never a 304 for what it already had).
const JWT_SECRET = 'two-instances-content-secret-long-enough';

let database: TestDatabase;
let a: ChildServer;
let b: ChildServer;
let operator: TestMember;

interface Setting {
  key: string;
  value: string;
}

describe.runIf(TEST_DB === 'postgres')('content and settings across two instances', () => {
  beforeAll(async () => {
    database = await openTestDatabase('seeded');
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET, DATABASE_URL: database.url! });
    const ctx: TestContext = {
      app: undefined as never,
      db: database.db,
      databaseUrl: database.url,
      config,
      close: () => database.close(),
    };
    operator = await createTestMember(ctx, { isAdmin: true });
    const env = { DATABASE_URL: database.url!, JWT_SECRET, NODE_ENV: 'production', LOG_LEVEL: 'info' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b].map((child) => child?.stop()));
    await database?.close();
  });

  const send = (instance: ChildServer, method: string, path: string, body?: object) =>
    fetch(`${instance.url}/api${path}`, {
      method,
      headers: { ...operator.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  const read = async <T>(instance: ChildServer, path: string): Promise<T> =>
    (await (await fetch(`${instance.url}/api/service${path}`)).json()) as T;

  it('settings written through A are answered by B at once, with a new ETag', async () => {
    const first = await fetch(`${b.url}/api/service/settings`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect(first.headers.get('cache-control')).toBe('no-cache');

    const res = await send(a, 'PATCH', '/admin/settings', {
      MAIN_COLOR: '#1b7f3b',
      COMPANY: '두 인스턴스 상사',
    });
    expect(res.status, await res.clone().text()).toBe(200);

    for (const instance of [b, a]) {
      const again = await fetch(`${instance.url}/api/service/settings`, {
        headers: { 'if-none-match': etag },
      });
      expect(again.status).toBe(200);
      const list = (await again.json()) as Setting[];
      expect(list.find((s) => s.key === 'MAIN_COLOR')?.value).toBe('#1b7f3b');
      expect(list.find((s) => s.key === 'COMPANY')?.value).toBe('두 인스턴스 상사');
    }
  });

  it('notices, FAQ entries and sources changed through one are in the other’s next answer', async () => {
    const notice = (await (
      await send(a, 'POST', '/admin/notices', { content: 'A에서 쓴 공지', isTop: true })
    ).json()) as {
      id: number;
    };
    // The other process learns of a change by its listening connection (read-cache.md): on a
    // starved host that message can trail the client's next request by a scheduling delay.
    const soon = { timeout: 1000, interval: 20 };
    await expect.poll(async () => (await read<{ id: number }[]>(b, '/notices'))[0]?.id, soon).toBe(notice.id);

    const qnas = await read<{ id: number }[]>(a, '/qnas');
    const last = qnas.at(-1)!;
    expect((await send(b, 'PATCH', `/admin/qnas/${last.id}`, { title: 'B에서 고친 질문' })).status).toBe(200);
    await expect
      .poll(
        async () =>
          (await read<{ id: number; title: string }[]>(a, '/qnas')).find((q) => q.id === last.id)?.title,
        soon,
      )
      .toBe('B에서 고친 질문');

    const source = (await (
      await send(a, 'POST', '/admin/register-sources', { text: '두 인스턴스 경로' })
    ).json()) as {
      id: number;
    };
    await expect
      .poll(async () => (await read<{ text: string }[]>(b, '/register-where')).map((s) => s.text), soon)
      .toContain('두 인스턴스 경로');
    expect((await send(b, 'DELETE', `/admin/register-sources/${source.id}`)).status).toBe(200);
    await expect
      .poll(async () => (await read<{ text: string }[]>(a, '/register-where')).map((s) => s.text), soon)
      .not.toContain('두 인스턴스 경로');
  });
});
