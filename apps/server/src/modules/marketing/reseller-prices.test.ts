import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GradesConfig } from '@smm/contract/member-grades';
import { buildApp } from '../../app.ts';
import { createMetricsService } from '../ops/metrics-service.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { call } from '../../../test/helpers/marketing.ts';
import { createTestService } from '../../../test/helpers/order-fixtures.ts';

// The reseller APIs' service lists and member prices (issue 35): API v2 `services` answers the key
// owner's rates, over a real server so the answer before Fastify (fast-path/ready-reads.ts) is in play.

let ctx: TestContext;
let app: FastifyInstance;
let port: number;
let seenByFastify = 0;
let operator: TestMember;
let service: number;
let gold: number;
let plainGrade: number;
/** 일반 from 0 without a discount; 골드 only by the operator's pin here (its threshold is far off). */
const grades = (goldDiscount: number) => ({
  periodDays: 30,
  grades: [
    { ...(plainGrade ? { id: plainGrade } : {}), name: '일반', minSpend: 0, discountPercent: 0 },
    { ...(gold ? { id: gold } : {}), name: '골드', minSpend: 1_000_000, discountPercent: goldDiscount },
  ],
});

beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({ config: ctx.config, db: ctx.db, logger: false, metrics: createMetricsService() });
  app.addHook('onRequest', (_request, _reply, done) => {
    seenByFastify += 1;
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  operator = await createTestMember(ctx, { isAdmin: true });
  // List price 1 point per unit (rate 1000 per 1000); the provider charges 0.8.
  service = await createTestService(ctx, { price: 1, min: 10, max: 100_000 });
  await ctx.db.query('UPDATE services SET provider_rate_milli = 800 WHERE id = $1', [service]);
  const saved = await call(ctx, operator, 'PUT', '/api/admin/marketing/grades', grades(10));
  expect(saved.statusCode, saved.body).toBe(200);
  const savedGrades = saved.json<GradesConfig>().grades;
  plainGrade = savedGrades.find((g) => g.name === '일반')!.id;
  gold = savedGrades.find((g) => g.name === '골드')!.id;
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

/** One real HTTP request (inject would not pass the server's listener). */
function send(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; json: unknown }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString()) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** API v2 `services` as the key owner sees the test service: its `rate`, and whether Fastify answered. */
async function v2Rate(key: string): Promise<{ rate: string | undefined; viaFastify: boolean }> {
  const body = JSON.stringify({ key, action: 'services' });
  const before = seenByFastify;
  const res = await send(
    'POST',
    '/api/v2',
    {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
    body,
  );
  expect(res.status).toBe(200);
  const list = res.json as { service: number; rate: string }[];
  return { rate: list.find((s) => s.service === service)?.rate, viaFastify: seenByFastify > before };
}

/** A member with an api key (the account page's call), called often enough to be known in memory. */
async function reseller(pricing?: object): Promise<{ member: TestMember; key: string }> {
  const member = await createTestMember(ctx, { points: 1000 });
  if (pricing) await setPricing(member, pricing);
  const res = await call(ctx, member, 'POST', '/api/auth/api-key');
  expect(res.statusCode, res.body).toBe(200);
  const key = res.json<{ apiKey: string }>().apiKey;
  for (let i = 0; i < 16; i += 1) await v2Rate(key);
  return { member, key };
}

const BASE = { pinnedGradeId: null, discountPercent: null, allowBelowCost: false, servicePrices: [] };
async function setPricing(member: TestMember, pricing: object) {
  const res = await call(ctx, operator, 'PUT', `/api/admin/members/${member.id}/pricing`, {
    ...BASE,
    ...pricing,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('API v2 `services` with member prices', () => {
  it("answers a graded member's and a fixed-price member's rates, and list prices to a plain member", async () => {
    const graded = await reseller({ pinnedGradeId: gold });
    const fixed = await reseller({ servicePrices: [{ serviceId: service, unitPrice: 0.95 }] });
    const plain = await reseller();
    expect(await v2Rate(graded.key)).toEqual({ rate: '900', viaFastify: true });
    expect(await v2Rate(fixed.key)).toEqual({ rate: '950', viaFastify: true });
    // The common case stays the shared bytes, answered before Fastify.
    expect(await v2Rate(plain.key)).toEqual({ rate: '1000', viaFastify: false });
    // Orders are charged the same rate the list shows.
    const body = JSON.stringify({
      key: graded.key,
      action: 'add',
      service,
      link: 'https://x.com/p/1',
      quantity: 100,
    });
    const placed = await send(
      'POST',
      '/api/v2',
      {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    );
    const { rows } = await ctx.db.query<{ cost_milli: number }>(
      'SELECT cost_milli FROM orders WHERE id = $1',
      [(placed.json as { order: number }).order],
    );
    expect(rows[0]?.cost_milli).toBe(90_000);
  });

  it("answers the new rate right after the operator changes a member's discount or a grade's", async () => {
    const member = await reseller();
    expect((await v2Rate(member.key)).rate).toBe('1000');
    await setPricing(member.member, { discountPercent: 5 });
    expect(await v2Rate(member.key)).toEqual({ rate: '950', viaFastify: true });
    await setPricing(member.member, { pinnedGradeId: gold });
    expect((await v2Rate(member.key)).rate).toBe('900');
    const saved = await call(ctx, operator, 'PUT', '/api/admin/marketing/grades', grades(15));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await v2Rate(member.key)).rate).toBe('850');
    // Back to list prices: the shared bytes again, before Fastify once known.
    await setPricing(member.member, {});
    expect((await v2Rate(member.key)).rate).toBe('1000');
    expect(await v2Rate(member.key)).toEqual({ rate: '1000', viaFastify: false });
  });

  it('API v1 `services` carries no price (id, min, max, text, type): the same list for every member', async () => {
    const graded = await reseller({ pinnedGradeId: gold });
    const plain = await reseller();
    const list = async (key: string) => (await send('GET', '/api/v1/services', { 'api-key': key })).json;
    const shared = await list(plain.key);
    expect(await list(graded.key)).toEqual(shared);
    expect((shared as object[]).every((s) => Object.keys(s).sort().join() === 'id,max,min,text,type')).toBe(
      true,
    );
  });
});
