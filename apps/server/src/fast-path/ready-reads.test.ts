import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createMetricsService } from '../modules/ops/metrics-service.ts';
import { createTestMember, type TestMember } from '../../test/helpers/members.ts';
import { createTestContext, type TestContext } from '../../test/helpers/test-context.ts';

// The storefront's public reads answered before Fastify (fast-path/ready-reads.ts): the same answer as
// Fastify's route and hooks give, for every way a browser asks; anything else still reaches Fastify.

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A real HTTP request (inject would not pass the server's listener), the raw bytes as sent. */
function get(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What must be the same on both paths: all but the date and the request's own id. */
const comparable = ({ status, headers, body }: Answer) => {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return { status, headers: rest, body: body.toString('base64') };
};

const READS = [
  '/api/service/platforms',
  '/api/service/categorys',
  '/api/service/services',
  '/api/service/settings',
  '/api/service/notices',
  '/api/service/qnas',
  '/api/service/register-where',
];

interface Served {
  app: FastifyInstance;
  port: number;
  /** Requests Fastify has seen (its first hook). */
  seenByFastify(): number;
  metricsText(): Promise<string>;
}

async function serve(ctx: TestContext, env: Partial<TestContext['config']> = {}): Promise<Served> {
  const metrics = createMetricsService();
  const app = await buildApp({ config: { ...ctx.config, ...env }, db: ctx.db, logger: false, metrics });
  let seen = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    seen += 1;
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    port: (app.server.address() as AddressInfo).port,
    seenByFastify: () => seen,
    metricsText: () => metrics.registry.metrics(),
  };
}

let ctx: TestContext;
let served: Served;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  served = await serve(ctx);
  operator = await createTestMember(ctx, { isAdmin: true });
});
afterAll(async () => {
  await served.app.close();
  await ctx.close();
});

/** The same request answered by Fastify (a `?` keeps it off the ready path) and by the ready path. */
async function bothPaths(path: string, headers: Record<string, string> = {}) {
  const viaFastify = await get(served.port, `${path}?`, headers);
  const before = served.seenByFastify();
  const ready = await get(served.port, path, headers);
  return { viaFastify, ready, reachedFastify: served.seenByFastify() > before };
}

describe('a plain GET of a public read', () => {
  it.each(READS)('%s: answered before Fastify, as Fastify answers it', async (path) => {
    await get(served.port, path); // the first answer is made by the route and kept
    const { viaFastify, ready, reachedFastify } = await bothPaths(path);
    expect(reachedFastify).toBe(false);
    expect(ready.status).toBe(200);
    expect(comparable(ready)).toEqual(comparable(viaFastify));
    expect(ready.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(ready.headers['x-request-id']).not.toBe(viaFastify.headers['x-request-id']);
  });

  const variants: [string, Record<string, string>][] = [
    ['a browser (br and gzip)', { 'accept-encoding': 'gzip, deflate, br' }],
    ['gzip only', { 'accept-encoding': 'gzip' }],
    ['br refused', { 'accept-encoding': 'br;q=0, gzip' }],
    ['a signed-in member (private cache)', { authorization: 'Bearer not-looked-at' }],
  ];
  it.each(variants)('the same answer for %s', async (name, headers) => {
    // A member's token may ask for the member's own prices (growth-levers.md): only Fastify answers it.
    const signedIn = name.startsWith('a signed-in member');
    for (const path of signedIn
      ? ['/api/service/platforms']
      : ['/api/service/services', '/api/service/platforms']) {
      const { viaFastify, ready, reachedFastify } = await bothPaths(path, headers);
      expect(reachedFastify).toBe(false);
      expect(comparable(ready)).toEqual(comparable(viaFastify));
    }
  });

  it("leaves the service list with a member's token to Fastify, which answers the shared list to a stale one", async () => {
    const headers = { authorization: 'Bearer not-looked-at' };
    const { viaFastify, ready, reachedFastify } = await bothPaths('/api/service/services', headers);
    expect(reachedFastify).toBe(true);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual(viaFastify.body);
  });

  it('answers 304 to the tag the browser holds, and 200 to another', async () => {
    for (const path of ['/api/service/services', '/api/service/notices']) {
      const { etag } = (await get(served.port, path)).headers;
      const held = { 'if-none-match': String(etag), 'accept-encoding': 'br' };
      const { viaFastify, ready, reachedFastify } = await bothPaths(path, held);
      expect(reachedFastify).toBe(false);
      expect(ready.status).toBe(304);
      expect(ready.body.length).toBe(0);
      expect(comparable(ready)).toEqual(comparable(viaFastify));
      const stale = await bothPaths(path, { 'if-none-match': 'W/"old"' });
      expect(stale.ready.status).toBe(200);
      expect(comparable(stale.ready)).toEqual(comparable(stale.viaFastify));
    }
  });

  it("keeps a caller's plain request id, as Fastify does", async () => {
    const { ready } = await bothPaths('/api/service/platforms', { 'x-request-id': 'proxy-id-42' });
    expect(ready.headers['x-request-id']).toBe('proxy-id-42');
  });

  it('counts each answer in the request histogram under its route', async () => {
    const line = (text: string) =>
      text
        .split('\n')
        .find((l) =>
          l.startsWith(
            'smm_http_request_duration_seconds_count{method="GET",route="/api/service/qnas",status="200"}',
          ),
        );
    const count = async () => Number((line(await served.metricsText()) ?? ' 0').split(' ').pop());
    const before = await count();
    const { reachedFastify } = await bothPaths('/api/service/qnas');
    expect(reachedFastify).toBe(false);
    expect(await count()).toBe(before + 2);
  });

  it('has the next answer new after SQL changed the table', async () => {
    const path = '/api/service/notices';
    await get(served.port, path);
    expect((await bothPaths(path)).reachedFastify).toBe(false);
    await ctx.db.query(
      `UPDATE notices SET title = '준비된 답 확인' WHERE id = (SELECT min(id) FROM notices)`,
    );
    const after = await get(served.port, path);
    expect(after.body.toString()).toContain('준비된 답 확인');
    const again = await bothPaths(path);
    expect(again.reachedFastify).toBe(false);
    expect(again.ready.body.toString()).toContain('준비된 답 확인');
  });
});

describe('left to Fastify', () => {
  const reaches = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    await get(served.port, path.split('?')[0] ?? path);
    const before = served.seenByFastify();
    const answer = await get(served.port, path, headers, method);
    return { answer, reached: served.seenByFastify() > before };
  };

  it('a query string, which the route validates', async () => {
    const { answer, reached } = await reaches('/api/service/services?withPrice=maybe');
    expect(reached).toBe(true);
    expect(answer.status).toBe(400);
  });

  it('HEAD, another route and a path that is not exactly the route', async () => {
    expect((await reaches('/api/service/platforms', {}, 'HEAD')).reached).toBe(true);
    expect((await reaches('/api/service/platforms/')).reached).toBe(true);
    expect((await reaches('/api/health')).reached).toBe(true);
  });

  it('a GET that carries a body', async () => {
    const { reached } = await reaches('/api/service/platforms', { 'content-length': '0' });
    expect(reached).toBe(true);
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  let proxied: Served;
  beforeAll(async () => {
    proxied = await serve(ctx, { TRUST_PROXY: true });
  });
  afterAll(() => proxied.app.close());

  it('adds HSTS where Fastify would: X-Forwarded-Proto says https', async () => {
    const path = '/api/service/settings';
    await get(proxied.port, path);
    for (const proto of ['https', 'http, https', 'https, http']) {
      const headers = { 'x-forwarded-proto': proto };
      const viaFastify = await get(proxied.port, `${path}?`, headers);
      const before = proxied.seenByFastify();
      const ready = await get(proxied.port, path, headers);
      expect(proxied.seenByFastify()).toBe(before);
      expect(comparable(ready)).toEqual(comparable(viaFastify));
      expect(ready.headers['strict-transport-security'] !== undefined).toBe(proto.endsWith('https'));
    }
  });
});

describe('the reseller API v1 service list', () => {
  const path = '/api/v1/services';

  /** A member's key, issued through the account page's own call. */
  async function resellerKey(member?: TestMember): Promise<{ member: TestMember; key: string }> {
    const owner = member ?? (await createTestMember(ctx));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/api-key', headers: owner.headers });
    expect(res.statusCode, res.body).toBe(200);
    return { member: owner, key: res.json<{ apiKey: string }>().apiKey };
  }

  /**
   * Until the owner is known and the limiter holds hits for the key: on PostgreSQL leases of 1, 2, 4,
   * 8 and 16 hits, so after 16 calls 15 are left to admit at once.
   */
  async function warm(port: number, key: string) {
    for (let i = 0; i < 16; i += 1) expect((await get(port, path, { 'api-key': key })).status).toBe(200);
  }

  it('is answered before Fastify for a known key, as Fastify answers it', async () => {
    const { key } = await resellerKey();
    await warm(served.port, key);
    const variants: Record<string, string>[] = [
      { 'api-key': key },
      { 'api-key': key, 'accept-encoding': 'gzip, br' },
    ];
    for (const headers of variants) {
      const { viaFastify, ready, reachedFastify } = await bothPaths(path, headers);
      expect(reachedFastify).toBe(false);
      expect(ready.status).toBe(200);
      expect(comparable(ready)).toEqual(comparable(viaFastify));
    }
  });

  it('counts every answer against the key: the limit holds across both paths', async () => {
    const limited = await serve(ctx, { RATE_LIMIT_API_PER_MINUTE: 6 });
    try {
      const { key } = await resellerKey();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1)
        statuses.push((await get(limited.port, path, { 'api-key': key })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await limited.app.close();
    }
  });

  it('leaves an unknown key, a renewed key and a blocked owner to Fastify, which refuses them', async () => {
    const refused = async (key: string) => {
      const before = served.seenByFastify();
      const answer = await get(served.port, path, { 'api-key': key });
      expect(served.seenByFastify()).toBe(before + 1);
      return answer.status;
    };
    expect(await refused('')).toBe(401);
    expect(await refused('f'.repeat(64))).toBe(401);
    const first = await resellerKey();
    await warm(served.port, first.key);
    const renewed = await resellerKey(first.member);
    expect(await refused(first.key)).toBe(401);
    await warm(served.port, renewed.key);
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/members/${first.member.id}/block`,
      headers: operator.headers,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await refused(renewed.key)).toBe(403);
  });
});

describe('the reseller API v2', () => {
  const json = { 'content-type': 'application/json' };
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const post = (path: string, headers: Record<string, string>, body: string) =>
    get(served.port, path, { ...headers, 'content-length': String(Buffer.byteLength(body)) }, 'POST', body);

  /** The same call to `/api/v2` (the ready path's) and to `/api/v2?` (Fastify's, unread). */
  async function bothV2(headers: Record<string, string>, body: string) {
    const viaFastify = await post('/api/v2?', headers, body);
    const before = served.seenByFastify();
    const ready = await post('/api/v2', headers, body);
    return { viaFastify, ready, reachedFastify: served.seenByFastify() > before };
  }

  async function reseller(points: number) {
    const member = await createTestMember(ctx, { points });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/api-key', headers: member.headers });
    const key = res.json<{ apiKey: string }>().apiKey;
    // The owner known and hits in hand (leases of 1, 2, 4, 8, 16 on PostgreSQL).
    for (let i = 0; i < 16; i += 1) await post('/api/v2', json, JSON.stringify({ key, action: 'services' }));
    return { member, key };
  }

  it('answers `services` before Fastify, in JSON or a form, as Fastify answers it', async () => {
    const { key } = await reseller(0);
    const calls: [Record<string, string>, string][] = [
      [json, JSON.stringify({ key, action: 'services' })],
      [{ ...json, 'accept-encoding': 'gzip, br' }, JSON.stringify({ key, action: ' Services ' })],
      [form, new URLSearchParams({ key, action: 'services' }).toString()],
    ];
    for (const [headers, body] of calls) {
      const { viaFastify, ready, reachedFastify } = await bothV2(headers, body);
      expect(reachedFastify).toBe(false);
      expect(ready.status).toBe(200);
      expect(comparable(ready)).toEqual(comparable(viaFastify));
    }
  });

  it('gives every other call to Fastify with the body it read: the same answers', async () => {
    const { key } = await reseller(7);
    const calls: [Record<string, string>, string][] = [
      [json, JSON.stringify({ key, action: 'balance' })],
      [form, new URLSearchParams({ key, action: 'balance' }).toString()],
      [json, JSON.stringify({ key, action: 'nothing' })],
      [json, JSON.stringify({ key: 'f'.repeat(64), action: 'services' })],
      [json, JSON.stringify({ action: 'services' })],
      [json, '{"key": '],
      [json, '[]'],
      [{ ...json, 'idempotency-key': 'not a key!' }, JSON.stringify({ key, action: 'services' })],
      [json, JSON.stringify({ key, action: 'services', note: 'x'.repeat(2_000) })],
    ];
    for (const [headers, body] of calls) {
      const { viaFastify, ready, reachedFastify } = await bothV2(headers, body);
      expect(reachedFastify).toBe(true);
      expect(comparable(ready), body.slice(0, 60)).toEqual(comparable(viaFastify));
    }
    const balance = await post('/api/v2', json, JSON.stringify({ key, action: 'balance' }));
    expect(JSON.parse(balance.body.toString())).toMatchObject({ balance: '7' });
  });

  it('places an order given back to Fastify exactly once', async () => {
    const { member, key } = await reseller(1_000_000);
    const list = await post('/api/v2', json, JSON.stringify({ key, action: 'services' }));
    const [service] = JSON.parse(list.body.toString()) as { service: number; min: string }[];
    const order = {
      key,
      action: 'add',
      service: String(service?.service),
      link: 'https://instagram.com/ready',
      quantity: String(service?.min),
    };
    const placed = await post('/api/v2', form, new URLSearchParams(order).toString());
    expect(placed.status).toBe(200);
    expect(JSON.parse(placed.body.toString())).toHaveProperty('order');
    const { rows } = await ctx.db.query<{ count: string }>(
      'SELECT count(*) FROM orders WHERE member_id = $1',
      [member.id],
    );
    expect(Number(rows[0]!.count)).toBe(1);
  });
});
