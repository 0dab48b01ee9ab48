import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createMetricsService } from '../modules/ops/metrics-service.ts';
import { createTestContext, type TestContext } from '../../test/helpers/test-context.ts';

// The storefront's public reads answered before Fastify (http/ready-reads.ts): the same answer as
// Fastify's route and hooks give, for every way a browser asks; anything else still reaches Fastify.

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A real HTTP request (inject would not pass the server's listener), the raw bytes as sent. */
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
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
beforeAll(async () => {
  ctx = await createTestContext();
  served = await serve(ctx);
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
  it.each(variants)('the same answer for %s', async (_name, headers) => {
    for (const path of ['/api/service/services', '/api/service/platforms']) {
      const { viaFastify, ready, reachedFastify } = await bothPaths(path, headers);
      expect(reachedFastify).toBe(false);
      expect(comparable(ready)).toEqual(comparable(viaFastify));
    }
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
