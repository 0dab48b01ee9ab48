import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@smm/contract/messages';
import { buildApp } from '../../app.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { apiKeyHash } from '../accounts/account-secrets.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createTestService } from '../../../test/helpers/order-fixtures.ts';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/helpers/test-context.ts';

// Every limit low, so each is provoked in a few requests (defaults: config.ts, RATE_LIMIT_*).
const clock = manualClock();
const env = {
  RATE_LIMIT_API_PER_MINUTE: '3',
  RATE_LIMIT_API_INVALID_KEY_PER_MINUTE: '2',
  RATE_LIMIT_ORDERS_PER_MINUTE: '3',
  RATE_LIMIT_REGISTRATIONS_PER_HOUR: '2',
  RATE_LIMIT_API_KEY_RENEWALS_PER_HOUR: '2',
  RATE_LIMIT_TOPUP_REQUESTS_PER_HOUR: '2',
};
const TOO_MANY = MESSAGES.server.tooManyRequests;
let ctx: TestContext;
let service: number;
let ip = 0;
const freshIp = () => `10.9.0.${++ip}`;

beforeAll(async () => {
  ctx = await createTestContext({ env, clock });
  service = await createTestService(ctx, { price: 1, min: 10, max: 1000 });
});
afterAll(() => ctx.close());

async function reseller(): Promise<TestMember & { key: string }> {
  const member = await createTestMember(ctx, { points: 10_000, clock });
  const key = `rate-limit-key-${member.id}-${Date.now().toString(36)}`;
  await ctx.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [member.id, apiKeyHash(key)]);
  return { ...member, key };
}

const v1 = (app: FastifyInstance, key: string, remoteAddress = '10.8.0.1') =>
  app.inject({ url: '/api/v1/services', headers: { 'api-key': key }, remoteAddress });
const v2 = (app: FastifyInstance, fields: Record<string, string | number>, remoteAddress = '10.8.0.1') =>
  app.inject({ method: 'POST', url: '/api/v2', payload: fields, remoteAddress });

/** The member API's and v1's envelope: 429, Korean, with Retry-After within the window. */
function expectEnvelope429(res: LightMyRequestResponse, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ statusCode: 429, error: 'TOO_MANY_REQUESTS', message: TOO_MANY });
  const retry = Number(res.headers['retry-after']);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(windowSeconds);
}

describe('reseller API v1', () => {
  it('limits each key; another key is not affected; the next window opens it again', async () => {
    const [a, b] = [await reseller(), await reseller()];
    for (let i = 0; i < 3; i += 1) expect((await v1(ctx.app, a.key)).statusCode).toBe(200);
    expectEnvelope429(await v1(ctx.app, a.key, freshIp()), 60);
    expect((await v1(ctx.app, b.key)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await v1(ctx.app, a.key)).statusCode).toBe(200);
  });

  it('refuses a concurrent burst past the limit with 429 and Retry-After', async () => {
    const r = await reseller();
    const answers = await Promise.all(Array.from({ length: 8 }, () => v1(ctx.app, r.key, freshIp())));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(refused).toHaveLength(5);
    for (const res of refused) expectEnvelope429(res, 60);
    clock.advance(60_000);
  });

  it('limits unknown keys per address, more strictly; right keys from there still work', async () => {
    const r = await reseller();
    const address = freshIp();
    for (let i = 0; i < 2; i += 1) expect((await v1(ctx.app, `wrong-${i}`, address)).statusCode).toBe(401);
    expectEnvelope429(await v1(ctx.app, 'wrong-again', address), 60);
    expectEnvelope429(await ctx.app.inject({ url: '/api/v1/services', remoteAddress: address }), 60);
    expect((await v1(ctx.app, 'wrong', freshIp())).statusCode).toBe(401);
    expect((await v1(ctx.app, r.key, address)).statusCode).toBe(200);
    clock.advance(60_000);
  });
});

describe('reseller API v2', () => {
  it('answers HTTP 429 {"error"} with Retry-After past a key’s limit', async () => {
    const r = await reseller();
    for (let i = 0; i < 3; i += 1)
      expect((await v2(ctx.app, { key: r.key, action: 'balance' })).statusCode).toBe(200);
    const refused = await v2(ctx.app, { key: r.key, action: 'services' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(60_000);
  });

  it('counts unknown keys per address, like v1 (one budget for both)', async () => {
    const address = freshIp();
    expect((await v1(ctx.app, 'wrong', address)).statusCode).toBe(401);
    const unknown = await v2(ctx.app, { key: 'wrong', action: 'balance' }, address);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toHaveProperty('error');
    const refused = await v2(ctx.app, { key: 'wrong', action: 'balance' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(60_000);
  });
});

describe('orders', () => {
  it('one budget per member across the order page, v1 and v2; another member is not affected', async () => {
    const r = await reseller();
    const link = 'https://x.com/p/1';
    const page = await ctx.app.inject({
      method: 'POST',
      url: '/api/service/order',
      headers: r.headers,
      payload: { serviceId: service, link, amount: 10, runs: 0, interval: 0 },
    });
    expect(page.statusCode).toBe(200);
    const viaV1 = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/order',
      headers: { 'api-key': r.key },
      payload: { serviceId: service, link, amount: 10 },
    });
    expect(viaV1.statusCode).toBe(200);
    const viaV2 = await v2(ctx.app, { key: r.key, action: 'add', service, link, quantity: 10 });
    expect(viaV2.json()).toHaveProperty('order');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/service/order',
      headers: r.headers,
      payload: { serviceId: service, link, amount: 10, runs: 0, interval: 0 },
    });
    expectEnvelope429(refused, 60);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE member_id = $1',
      [r.id],
    );
    expect(rows[0]?.n).toBe(3);
    const other = await reseller();
    const v2Refused = await v2(ctx.app, { key: r.key, action: 'add', service, link, quantity: 10 });
    expect(v2Refused.statusCode).toBe(429);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/service/order',
          headers: other.headers,
          payload: { serviceId: service, link, amount: 10, runs: 0, interval: 0 },
        })
      ).statusCode,
    ).toBe(200);
    clock.advance(60_000);
  });
});

describe('member account calls', () => {
  it('limits sign-ups per address', async () => {
    const address = freshIp();
    const register = (id: string, remoteAddress = address) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { id, password: 'long-enough-pw', email: `${id}@example.com`, registerWhere: '기타' },
        remoteAddress,
      });
    expect((await register('limit_a')).statusCode).toBe(201);
    expect((await register('limit_b')).statusCode).toBe(201);
    expectEnvelope429(await register('limit_c'), 3600);
    expect((await register('limit_c', freshIp())).statusCode).toBe(201);
  });

  it('limits API key renewals per member', async () => {
    const m = await createTestMember(ctx, { clock });
    const renew = () => ctx.app.inject({ method: 'POST', url: '/api/auth/api-key', headers: m.headers });
    for (let i = 0; i < 2; i += 1) expect((await renew()).statusCode).toBe(200);
    expectEnvelope429(await renew(), 3600);
  });

  it('limits top-up requests per member', async () => {
    const m = await createTestMember(ctx, { clock });
    const request = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/service/point',
        headers: m.headers,
        payload: { name: '홍길동', point: 1000, feeType: 2 },
      });
    for (let i = 0; i < 2; i += 1) expect((await request()).statusCode).toBeLessThan(300);
    expectEnvelope429(await request(), 3600);
  });
});

describe.runIf(TEST_DB === 'postgres')('two app instances on one PostgreSQL database', () => {
  let second: Database;
  let other: FastifyInstance;
  beforeAll(async () => {
    second = await openDatabase({ url: ctx.databaseUrl ?? '', poolSize: 4 });
    other = await buildApp({ config: ctx.config, db: second, clock, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await second?.close();
  });

  it('share a key’s count and an address’s unknown-key count', async () => {
    const r = await reseller();
    expect((await v1(ctx.app, r.key)).statusCode).toBe(200);
    expect((await v1(other, r.key)).statusCode).toBe(200);
    expect((await v2(ctx.app, { key: r.key, action: 'balance' })).statusCode).toBe(200);
    expectEnvelope429(await v1(other, r.key), 60);

    const address = freshIp();
    expect((await v1(ctx.app, 'wrong', address)).statusCode).toBe(401);
    expect((await v1(other, 'wrong', address)).statusCode).toBe(401);
    expectEnvelope429(await v1(ctx.app, 'wrong', address), 60);
    clock.advance(60_000);
  });

  it('never admit more than a key’s limit together, under concurrent bursts on both', async () => {
    const r = await reseller();
    const answers = await Promise.all(
      [ctx.app, other, ctx.app, other].flatMap((app) => [v1(app, r.key), v1(app, r.key), v1(app, r.key)]),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    for (const res of answers.filter((a) => a.statusCode !== 200)) expectEnvelope429(res, 60);
    clock.advance(60_000);
  });
});
