import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProviderCatalog } from '@smm/contract/admin-import';
import { ADMIN_IMPORT_MESSAGES as M } from '@smm/contract/admin-import-messages';
import { SERVICE_TYPES } from '@smm/contract/service-types';
import { apiKeyHash } from '../accounts/account-secrets.ts';
import { startApiV2FakeServer, type ApiV2FakeServer } from '../../../test/fakes/api-v2-fake-server.ts';
import { settingsWith, TEST_OPTIONS } from '../../../test/helpers/fulfilment-harness.ts';
import { createFulfilmentServices, type FulfilmentServices } from '../fulfilment/fulfilment-services.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTypedService } from '../../../test/helpers/typed-order-fixtures.ts';
import {
  importFootprint,
  importOk,
  postImport,
  storefrontService,
} from '../../../test/helpers/import-fixtures.ts';

// Issue 32: an imported service keeps its upstream type, so a store importing from another store
// (our own API v2, served over HTTP) sells every service as the type it is.
let ctx: TestContext;
let operator: TestMember;
let ownApi: string;
let fake: ApiV2FakeServer;
let fulfilment: FulfilmentServices;
const clock = manualClock();
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  fulfilment = createFulfilmentServices(
    { db: ctx.db, clock, config: ctx.config },
    { ...TEST_OPTIONS, simulator: settingsWith() },
  );
  operator = await createTestMember(ctx, { isAdmin: true });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  ownApi = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/v2`;
  fake = await startApiV2FakeServer({ clock, settings: settingsWith(), key: 'test-key' });
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

async function provider(apiUrl: string, apiKey: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO providers (name, kind, api_url, api_key) VALUES ('다른 스토어', 'api_v2', $1, $2) RETURNING id`,
    [apiUrl, apiKey],
  );
  return rows[0]!.id;
}

async function typesOf(ids: number[]): Promise<Map<number, { type: string; provider_type: string }>> {
  const { rows } = await ctx.db.query<{ id: number; type: string; provider_type: string }>(
    'SELECT id, type, provider_type FROM services WHERE id = ANY($1::int[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, { type: r.type, provider_type: r.provider_type }]));
}

const newCategory = { platformId: 1, name: '다른 스토어 서비스' };

/** Our imported service of each type (filled by the round-trip import), and its reseller. */
const imported = new Map<string, number>();

describe('importing service types', () => {
  it('round-trips all 15 types through our own API v2 services answer', async () => {
    // The "other store": a service of each type, sold through a reseller's key.
    const source = new Map<string, string>();
    for (const type of SERVICE_TYPES) source.set(String(await createTypedService(ctx, type)), type);
    const reseller = await createTestMember(ctx, { points: 1000 });
    const key = randomBytes(24).toString('base64url');
    await ctx.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [reseller.id, apiKeyHash(key)]);
    const providerId = await provider(ownApi, key);

    const result = await importOk(ctx, operator, providerId, {
      items: [...source.keys()].map((providerServiceId) => ({ providerServiceId })),
      markupPercent: 10,
      newCategory,
    });
    expect(result.services).toHaveLength(SERVICE_TYPES.length);
    const stored = await typesOf(result.services.map((s) => s.serviceId));
    for (const s of result.services) {
      const type = source.get(s.providerServiceId);
      expect(stored.get(s.serviceId), s.providerServiceId).toEqual({ type, provider_type: type });
      // Every source unit costs 1 point; a package's rate being the price of the package, every
      // imported unit (a package too) costs us 1 point and sells at 1.1.
      expect([s.unitCost, s.unitPrice], type).toEqual([1, 1.1]);
      // The storefront lists it as its type, so the order form asks for the type's fields.
      expect((await storefrontService(ctx, s.serviceId))?.type).toBe(type);
    }

    // And our API v2 answers the imported services with the same types: a third store would import them alike.
    const listed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2',
      payload: { key, action: 'services' },
    });
    const byId = new Map(
      listed.json<{ service: number; type: string; rate: string }[]>().map((s) => [s.service, s]),
    );
    for (const s of result.services) {
      const type = source.get(s.providerServiceId);
      imported.set(type ?? '', s.serviceId);
      // The rate per 1,000 units, a package's the price of one package.
      const rate = type === 'Package' || type === 'Custom Comments Package' ? '1.1' : '1100';
      expect(byId.get(s.serviceId)).toMatchObject({ type, rate });
    }
  });

  it('maps an upstream type word whatever its case and spacing, and refuses one that is not among the 15', async () => {
    const providerId = await provider(fake.url, 'test-key');
    const upstream = (service: string, type: string) => ({
      service,
      name: `upstream ${service}`,
      type,
      category: 'Upstream',
      rate: '1000',
      min: '1',
      max: '1000',
    });
    fake.override('services', () => ({
      kind: 'json',
      json: [
        upstream('71', 'custom comments'),
        upstream('72', 'MENTIONS_HASHTAG'),
        upstream('73', 'Custom Data'),
        upstream('74', 'Comment  Likes'),
        { ...upstream('75', 'package'), rate: '4.5' },
      ],
    }));
    const before = await importFootprint(ctx);
    const refused = await postImport(ctx, operator, providerId, {
      items: [{ providerServiceId: '71' }, { providerServiceId: '73' }],
      markupPercent: 0,
      newCategory,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'SERVICE_TYPE_UNKNOWN', message: `${M.typeUnknown} 73` });
    expect(await importFootprint(ctx)).toEqual(before);

    const result = await importOk(ctx, operator, providerId, {
      items: ['71', '72', '74', '75'].map((providerServiceId) => ({ providerServiceId })),
      markupPercent: 0,
      newCategory,
    });
    const stored = await typesOf(result.services.map((s) => s.serviceId));
    expect(result.services.map((s) => stored.get(s.serviceId))).toEqual([
      { type: 'Custom Comments', provider_type: 'custom comments' },
      { type: 'Mentions Hashtag', provider_type: 'MENTIONS_HASHTAG' },
      { type: 'Comment Likes', provider_type: 'Comment  Likes' },
      { type: 'Package', provider_type: 'package' },
    ]);
    // '1000' per 1,000 units is 1 point a unit; a package's '4.5' is 4.5 points a package.
    expect(result.services.map((s) => [s.unitCost, s.unitPrice])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
      [4.5, 4.5],
    ]);
    // Stored per 1,000 of our units, as every type is (service-types.md).
    const pack = result.services[3]!.serviceId;
    const rateOf = async () =>
      (
        await ctx.db.query<{ rate: number; cost: number; price: number }>(
          `SELECT provider_rate_per_1000::float8 AS rate, provider_rate_milli AS cost, unit_price_milli AS price
             FROM services WHERE id = $1`,
          [pack],
        )
      ).rows[0];
    expect(await rateOf()).toEqual({ rate: 4500, cost: 4500, price: 4500 });
    // The price sync reads the same package rate as no change; a new one reprices per package.
    const sync = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/providers/${providerId}/sync-prices`,
        headers: operator.headers,
      });
    expect((await sync()).statusCode).toBe(200);
    expect(await rateOf()).toMatchObject({ cost: 4500, price: 4500 });
    fake.override('services', () => ({
      kind: 'json',
      json: [{ ...upstream('75', 'package'), rate: '5' }, upstream('71', 'custom comments')],
    }));
    expect((await sync()).statusCode).toBe(200);
    expect(await rateOf()).toEqual({ rate: 5000, cost: 5000, price: 5000 });
    // The console's listing shows a package's won cost per package too.
    const listing = await ctx.app.inject({
      url: `/api/admin/providers/${providerId}/services`,
      headers: operator.headers,
    });
    const rows = listing.json<ProviderCatalog>().services;
    expect(rows.find((r) => r.providerServiceId === '75')?.unitCost).toBe(4.5);
    expect(rows.find((r) => r.providerServiceId === '71')?.unitCost).toBe(1);
    fake.override('services', null);
  });
});

describe('ordering an imported typed service from the other store', () => {
  /** Places an order as a member of this store, submits it upstream, and answers the upstream order. */
  async function orderedUpstream(type: string, fields: Record<string, unknown>) {
    const member = await createTestMember(ctx, { points: 1000 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/service/order',
      headers: member.headers,
      payload: {
        serviceId: imported.get(type),
        link: 'https://www.instagram.com/p/abc/',
        runs: 0,
        interval: 0,
        ...fields,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json<{ orderId: number }>().orderId;
    await fulfilment.submission.submitDueOrders();
    const { rows } = await ctx.db.query<{ provider_order_id: string | null; submit_state: string }>(
      'SELECT provider_order_id, submit_state FROM orders WHERE id = $1',
      [orderId],
    );
    expect(rows[0]?.submit_state, JSON.stringify(rows[0])).toBe('submitted');
    const upstream = await ctx.db.query<{ details: unknown; cost_milli: number; amount: number }>(
      'SELECT details, cost_milli, amount FROM orders WHERE id = $1',
      [Number(rows[0]?.provider_order_id)],
    );
    return upstream.rows[0];
  }

  it('sends the type fields through our API v2, so the upstream store places the same order', async () => {
    expect(imported.size).toBe(SERVICE_TYPES.length);
    const comments = await orderedUpstream('Custom Comments', { amount: 3, comments: '하나\n둘\n셋' });
    expect(comments).toEqual({
      details: { type: 'Custom Comments', comments: ['하나', '둘', '셋'] },
      amount: 3,
      cost_milli: 3000,
    });
    const poll = await orderedUpstream('Poll', { amount: 20, answerNumber: 2 });
    expect(poll).toMatchObject({
      details: { type: 'Poll', answerNumber: 2 },
      amount: 20,
      cost_milli: 20_000,
    });
    const subscription = await orderedUpstream('Subscriptions', {
      amount: 1,
      username: 'natgeo',
      min: 10,
      max: 20,
      posts: 3,
      delay: 30,
      expiry: '2099-12-31',
    });
    // The expiry went upstream as d/m/Y and came back as the same date.
    expect(subscription).toMatchObject({
      details: {
        type: 'Subscriptions',
        username: 'natgeo',
        min: 10,
        max: 20,
        posts: 3,
        delay: 30,
        expiry: '2099-12-31',
      },
      amount: 60,
      cost_milli: 60_000,
    });
    const pack = await orderedUpstream('Package', { amount: 1 });
    expect(pack).toMatchObject({ details: { type: 'Package' }, amount: 1, cost_milli: 1000 });
  });
});
