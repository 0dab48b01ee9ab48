import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openTestDatabase } from '../../../test/database/test-database.ts';
import { createLogCapture } from '../../../test/helpers/log-capture.ts';
import { createTestMember } from '../../../test/helpers/members.ts';
import { createTestService } from '../../../test/helpers/order-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { READINESS_MESSAGES } from '@smm/contract/readiness-messages';
import { createReadinessService } from './readiness-service.ts';

const TOKEN = 'scrape-token-0123456789abcdef';
let plain: TestContext;
let open: TestContext;
let guarded: TestContext;
beforeAll(async () => {
  [plain, open, guarded] = await Promise.all([
    createTestContext(),
    createTestContext({ env: { METRICS_ENABLED: 'true' } }),
    createTestContext({ env: { METRICS_TOKEN: TOKEN } }),
  ]);
});
afterAll(() => Promise.all([plain, open, guarded].map((ctx) => ctx.close())));

describe('GET /api/health and GET /api/ready', () => {
  it('answer 200 while the database answers and its migrations are current', async () => {
    expect((await plain.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await plain.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 with a Korean reason while migrations are missing, then once they are applied', async () => {
    const blank = await openTestDatabase('blank');
    try {
      const readiness = createReadinessService({ db: blank.db, expected: ['0001_catalog'] });
      expect(await readiness.check()).toEqual({ ready: false, reason: READINESS_MESSAGES.migrationsPending });
      await blank.db.exec(`CREATE TABLE schema_migrations (version text PRIMARY KEY)`);
      expect(await readiness.check()).toEqual({ ready: false, reason: READINESS_MESSAGES.migrationsPending });
      await blank.db.query(`INSERT INTO schema_migrations VALUES ('0001_catalog')`);
      expect(await readiness.check()).toEqual({ ready: true });
    } finally {
      await blank.close();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const gone = await openTestDatabase('migrated');
    const readiness = createReadinessService({ db: gone.db, timeoutMs: 500 });
    expect(await readiness.check()).toEqual({ ready: true });
    await gone.close();
    expect(await readiness.check()).toEqual({ ready: false, reason: READINESS_MESSAGES.databaseDown });
  });
});

describe('GET /metrics', () => {
  it('is off by default', async () => {
    const res = await plain.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('with METRICS_TOKEN wants the bearer token', async () => {
    expect((await guarded.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = { authorization: 'Bearer not-the-token-at-all' };
    expect((await guarded.app.inject({ url: '/metrics', headers: wrong })).statusCode).toBe(401);
    const res = await guarded.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('counts requests, orders placed and refused, and reads the queues at scrape time', async () => {
    const member = await createTestMember(open, { points: 100 });
    const serviceId = await createTestService(open, { price: 1 });
    const order = (amount: number) =>
      open.app.inject({
        method: 'POST',
        url: '/api/service/order',
        headers: member.headers,
        payload: { serviceId, link: 'https://www.instagram.com/p/metrics/', amount },
      });
    expect((await order(10)).statusCode).toBe(200);
    expect((await order(100_000)).statusCode).toBe(400);
    await open.app.inject({
      method: 'POST',
      url: '/api/service/point',
      headers: member.headers,
      payload: { name: '홍길동', point: 10000, feeType: 2 },
    });
    const text = (await open.app.inject({ url: '/metrics' })).body;
    expect(text).toMatch(/smm_orders_placed_total\{kind="single"\} 1/);
    expect(text).toMatch(/smm_orders_refused_total\{reason="[A-Z_]+"\} 1/);
    expect(text).toMatch(/smm_topups_requested_total 1/);
    expect(text).toMatch(
      /smm_http_request_duration_seconds_count\{method="POST",route="\/api\/service\/order",status="200"\} 1/,
    );
    expect(text).toMatch(/smm_queue_depth\{queue="orders_new"\} 1/);
    expect(text).toMatch(/smm_queue_depth\{queue="topups_pending"\} 1/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (open.db.kind === 'postgres') expect(text).toMatch(/smm_db_pool_connections\{state="max"\} \d+/);
  });
});

describe('the request log', () => {
  it('writes one JSON line per request with its id, member, route, status and time; probes stay quiet', async () => {
    const log = createLogCapture();
    const database = await openTestDatabase('seeded');
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789' });
    const app = await buildApp({ config, db: database.db, logger: { level: 'info', stream: log } });
    try {
      const member = await createTestMember({ app, db: database.db, config, close: async () => {} });
      await app.inject({ url: '/api/ready' });
      await app.inject({
        url: '/api/service/order-history?page=1',
        headers: { ...member.headers, 'x-request-id': 'req-42' },
      });
      await app.inject({ url: '/api/nope' });
      // A public read answered from the read cache is logged at debug only.
      await app.inject({ url: '/api/service/services' });
      const requests = log.entries().filter((e) => e.msg === 'request');
      expect(requests).toHaveLength(2);
      expect(requests[0]).toMatchObject({
        reqId: 'req-42',
        memberId: member.id,
        method: 'GET',
        route: '/api/service/order-history',
        path: '/api/service/order-history',
        statusCode: 200,
      });
      expect(typeof requests[0]?.responseTimeMs).toBe('number');
      expect(requests[1]).toMatchObject({ route: 'unmatched', statusCode: 404 });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('logs the cached public reads at debug, and their failures at info', async () => {
    const log = createLogCapture();
    const database = await openTestDatabase('seeded');
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough-0123456789' });
    const app = await buildApp({ config, db: database.db, logger: { level: 'debug', stream: log } });
    try {
      await app.inject({ url: '/api/service/services' });
      await app.inject({ url: '/api/service/services?withPrice=maybe' });
      // API v2 answers every action on one route: its cached service list is quiet, the rest is not.
      const member = await createTestMember({ app, db: database.db, config, close: async () => {} });
      const renewed = await app.inject({ method: 'POST', url: '/api/auth/api-key', headers: member.headers });
      const key = renewed.json<{ apiKey: string }>().apiKey;
      await app.inject({ method: 'POST', url: '/api/v2', payload: { key, action: 'services' } });
      await app.inject({ method: 'POST', url: '/api/v2', payload: { key, action: 'balance' } });
      const requests = log.entries().filter((e) => e.msg === 'request');
      expect(requests.map((e) => [e.level, e.route, e.statusCode])).toEqual([
        [20, '/api/service/services', 200],
        [30, '/api/service/services', 400],
        [30, '/api/auth/api-key', 200],
        [20, '/api/v2', 200],
        [30, '/api/v2', 200],
      ]);
      expect(requests[0]).toMatchObject({ method: 'GET' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
