import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_ITEMS, type ProviderCatalog } from '@smm/contract/admin-import';
import { ADMIN_IMPORT_MESSAGES as M } from '@smm/contract/admin-import-messages';
import { OrderStatus } from '@smm/contract/enums';
import type { RunningServer } from '../../simulator/api-v2-http-server.ts';
import {
  createHarness,
  expectLedgersBalanced,
  startSimulator,
  STEP_MS,
  type Harness,
} from '../../../test/helpers/fulfilment-harness.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import {
  auditRows,
  importedRow,
  importFootprint,
  importOk,
  postImport,
  storefrontService,
} from '../../../test/helpers/import-fixtures.ts';

// Import against the standalone simulator (a real API v2 HTTP server on 127.0.0.1): its catalogue
// is Followers 900.00, Likes 300.00, Views 20.00, Comments 15000.00, Subscribers 2500.00 per 1000,
// min 1, max 10,000,000, refill and cancel allowed.
const clock = manualClock();
let sim: RunningServer;
let h: Harness;
let operator: TestMember;

beforeAll(async () => {
  sim = await startSimulator(clock);
  h = await createHarness({ apiUrl: sim.url }, clock);
  operator = await createTestMember(h.ctx, { isAdmin: true });
});
afterAll(async () => {
  await h.ctx.close();
  await sim.close();
});
afterEach(() => expectLedgersBalanced(h.ctx));

/** Another provider row on the same simulator: a fresh mapping for tests that must not share one. */
async function newProvider(apiUrl = sim.url): Promise<number> {
  const { rows } = await h.ctx.db.query<{ id: number }>(
    `INSERT INTO providers (name, kind, api_url, api_key) VALUES ('추가 패널', 'api_v2', $1, 'test-key') RETURNING id`,
    [apiUrl],
  );
  return rows[0]!.id;
}

const newCategory = { platformId: 1, name: '가져온 서비스' };

describe("importing a provider's services", () => {
  it('is for operators only', async () => {
    const member = await createTestMember(h.ctx);
    const url = `/api/admin/providers/${h.providerId}/services`;
    expect((await h.ctx.app.inject({ url })).statusCode).toBe(401);
    expect((await h.ctx.app.inject({ url, headers: member.headers })).statusCode).toBe(403);
    const post = await postImport(h.ctx, member, h.providerId, {});
    expect(post.statusCode).toBe(403);
  });

  it("lists the provider's live services, marking those already imported", async () => {
    const providerId = await newProvider();
    const list = async () => {
      const response = await h.ctx.app.inject({
        url: `/api/admin/providers/${providerId}/services`,
        headers: operator.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ProviderCatalog>();
    };
    const before = await list();
    expect(before.provider).toEqual({
      id: providerId,
      name: '추가 패널',
      kind: 'api_v2',
      enabled: true,
      currency: 'KRW',
      krwPerUnit: '1',
    });
    expect(before.services.map((s) => s.providerServiceId)).toEqual(['1', '2', '3', '4', '5']);
    expect(before.services[0]).toEqual({
      providerServiceId: '1',
      name: 'Followers (simulated)',
      category: 'Followers',
      type: 'Default',
      rate: '900.00',
      rateReadable: true,
      min: 1,
      max: 10_000_000,
      dripfeed: false,
      refill: true,
      cancel: true,
      unitCost: 0.9,
      importedServiceId: null,
      importedServiceName: null,
    });
    const result = await importOk(h.ctx, operator, providerId, {
      items: [{ providerServiceId: '3' }],
      markupPercent: 10,
      newCategory,
    });
    const after = await list();
    expect(after.services.find((s) => s.providerServiceId === '3')?.importedServiceId).toBe(
      result.services[0]!.serviceId,
    );
    expect(after.services.filter((s) => s.importedServiceId !== null)).toHaveLength(1);
  });

  it('imports two services with a 30% markup into a new category: exact prices, the mapping, audit, storefront at once', async () => {
    const result = await importOk(h.ctx, operator, h.providerId, {
      items: [{ providerServiceId: '1', name: '인스타그램 팔로워 (가져옴)' }, { providerServiceId: '2' }],
      markupPercent: 30,
      newCategory: { platformId: 1, name: '공급처 서비스' },
    });
    const categoryId = result.createdCategoryId!;
    expect(categoryId).toBeGreaterThan(0);
    // 900 per 1000 = 0.9 a unit, +30% = 1.17; 300 per 1000 = 0.3, +30% = 0.39.
    expect(result.services).toEqual([
      {
        serviceId: expect.any(Number) as unknown,
        providerServiceId: '1',
        name: '인스타그램 팔로워 (가져옴)',
        categoryId,
        unitPrice: 1.17,
        providerRate: '900',
        unitCost: 0.9,
        min: 1,
        max: 10_000_000,
      },
      {
        serviceId: expect.any(Number) as unknown,
        providerServiceId: '2',
        name: 'Likes (simulated)',
        categoryId,
        unitPrice: 0.39,
        providerRate: '300',
        unitCost: 0.3,
        min: 1,
        max: 10_000_000,
      },
    ]);
    const [followers, likes] = result.services.map((s) => s.serviceId) as [number, number];
    expect(await importedRow(h.ctx, followers)).toEqual({
      text: '인스타그램 팔로워 (가져옴)',
      category_id: categoryId,
      min_amount: 1,
      max_amount: 10_000_000,
      unit_price_milli: 1170,
      visible: true,
      provider_id: h.providerId,
      provider_service_id: '1',
      provider_rate: '900',
      provider_rate_milli: 900,
      provider_refill: true,
      provider_cancel: true,
      markup_basis_points: 3000,
      min_unit_price_milli: null,
      provider_missing_at: null,
    });
    expect((await importedRow(h.ctx, likes)).unit_price_milli).toBe(390);

    // The storefront lists them at once, under the new category of the chosen platform.
    expect(await storefrontService(h.ctx, followers)).toMatchObject({ point: 1.17, categoryId, min: 1 });
    expect(await storefrontService(h.ctx, likes)).toMatchObject({ point: 0.39, text: 'Likes (simulated)' });
    const categories = (await h.ctx.app.inject({ url: '/api/service/categorys' })).json<
      { id: number; text: string; platform: number }[]
    >();
    expect(categories).toContainEqual({ id: categoryId, text: '공급처 서비스', platform: 1 });

    const imports = await auditRows(h.ctx, 'service.import');
    expect(imports.filter((r) => [String(followers), String(likes)].includes(r.target_id))).toHaveLength(2);
    expect(imports.every((r) => r.operator_id === operator.id)).toBe(true);
    expect((await auditRows(h.ctx, 'category.import_create')).map((r) => r.target_id)).toContain(
      String(categoryId),
    );
  });

  it('sends an order on an imported service to the provider, which completes it at the marked-up price', async () => {
    const providerId = await newProvider();
    const { services } = await importOk(h.ctx, operator, providerId, {
      items: [{ providerServiceId: '1' }],
      markupPercent: 30,
      newCategory,
    });
    const serviceId = services[0]!.serviceId;
    const member = await h.member(1000);
    const orderId = await h.order(member, { serviceId, amount: 100 });
    await h.expectBalance(member, 1000 - 117); // 100 x 1.17

    expect(await h.fulfilment.submission.submitDueOrders()).toBe(1);
    const submitted = await h.state(orderId);
    expect(submitted).toMatchObject({ submit_state: 'submitted', last_error: null });
    expect(submitted.provider_order_id).toMatch(/^\d+$/);
    const { rows } = await h.ctx.db.query<{ provider_id: number }>(
      'SELECT provider_id FROM orders WHERE id = $1',
      [orderId],
    );
    expect(rows[0]!.provider_id).toBe(providerId);

    for (let i = 0; i < 5 && (await h.state(orderId)).status !== OrderStatus.Completed; i++) {
      clock.advance(2 * STEP_MS);
      await h.fulfilment.statusSync.syncOrderStatuses();
    }
    expect(await h.state(orderId)).toMatchObject({
      status: OrderStatus.Completed,
      remains: 0,
      refunded_milli: 0,
    });
    await h.expectBalance(member, 883);
  });

  it('applies a fixed minimum unit price, and keeps it for later syncs', async () => {
    const providerId = await newProvider();
    const { services } = await importOk(h.ctx, operator, providerId, {
      items: [{ providerServiceId: '3' }, { providerServiceId: '4' }],
      markupPercent: 30,
      minUnitPrice: 0.05,
      newCategory,
    });
    // Views: 20 per 1000 = 0.02, +30% = 0.026, below the 0.05 minimum; Comments: 15 x 1.3 = 19.5.
    expect(services.map((s) => s.unitPrice)).toEqual([0.05, 19.5]);
    expect((await importedRow(h.ctx, services[0]!.serviceId)).min_unit_price_milli).toBe(50);
  });

  it('refuses to import an already imported service again, and changes nothing', async () => {
    const providerId = await newProvider();
    await importOk(h.ctx, operator, providerId, {
      items: [{ providerServiceId: '5' }],
      markupPercent: 30,
      newCategory,
    });
    const before = await importFootprint(h.ctx);
    const again = await postImport(h.ctx, operator, providerId, {
      items: [{ providerServiceId: '4' }, { providerServiceId: '5' }],
      markupPercent: 50,
      newCategory,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: `${M.alreadyImported} 5`, error: 'ALREADY_IMPORTED' });
    expect(await importFootprint(h.ctx)).toEqual(before);
  });

  it('lets only one of two simultaneous imports of the same service through', async () => {
    const providerId = await newProvider();
    const body = { items: [{ providerServiceId: '2' }], markupPercent: 30, newCategory };
    const answers = await Promise.all([
      postImport(h.ctx, operator, providerId, body),
      postImport(h.ctx, operator, providerId, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await h.ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM services WHERE provider_id = $1 AND provider_service_id = '2'`,
      [providerId],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses bad input with a Korean message and changes nothing', async () => {
    const providerId = await newProvider();
    const item = { providerServiceId: '1' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ items: [], markupPercent: 30, newCategory }, 400, M.emptySelection],
      [
        {
          items: Array.from({ length: MAX_IMPORT_ITEMS + 1 }, (_, i) => ({
            providerServiceId: String(i + 1),
          })),
          markupPercent: 30,
          newCategory,
        },
        400,
        M.tooMany,
      ],
      [{ items: [item], newCategory }, 400, M.markupRequired],
      [{ items: [item], markupPercent: -1, newCategory }, 400, M.markupRange],
      [{ items: [item], markupPercent: 1000.5, newCategory }, 400, M.markupRange],
      [{ items: [item], markupPercent: 12.345, newCategory }, 400, M.markupFraction],
      [{ items: [item], markupPercent: 30, minUnitPrice: 0, newCategory }, 400, M.minUnitPriceInvalid],
      [{ items: [item], markupPercent: 30, minUnitPrice: 0.0001, newCategory }, 400, M.minUnitPriceFraction],
      [{ items: [item], markupPercent: 30 }, 400, M.categoryRequired],
      [{ items: [{ ...item, categoryId: 987_654 }], markupPercent: 30 }, 400, M.unknownCategory],
      [
        { items: [item], markupPercent: 30, newCategory: { platformId: 16, name: '새 카테고리' } },
        400,
        M.unknownPlatform,
      ],
      [
        { items: [item], markupPercent: 30, newCategory: { platformId: 1, name: ' ' } },
        400,
        M.categoryNameRequired,
      ],
      [{ items: [{ ...item, name: '가'.repeat(101) }], markupPercent: 30, newCategory }, 400, M.nameTooLong],
      [{ items: [item, item], markupPercent: 30, newCategory }, 400, M.duplicateSelection],
      [
        { items: [{ providerServiceId: '999' }, item], markupPercent: 30, newCategory },
        400,
        `${M.upstreamNotFound} 999`,
      ],
    ];
    const before = await importFootprint(h.ctx);
    for (const [body, status, message] of cases) {
      const response = await postImport(h.ctx, operator, providerId, body);
      expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({
        status,
        message,
      });
    }
    const unknown = await postImport(h.ctx, operator, 987_654, {
      items: [item],
      markupPercent: 30,
      newCategory,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: M.providerNotFound });
    expect(await importFootprint(h.ctx)).toEqual(before);
  });

  it('refuses a disabled provider, and says in Korean when the provider cannot be reached', async () => {
    const disabled = await newProvider();
    await h.ctx.db.query('UPDATE providers SET enabled = false WHERE id = $1', [disabled]);
    const body = { items: [{ providerServiceId: '1' }], markupPercent: 30, newCategory };
    const refused = await postImport(h.ctx, operator, disabled, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: M.providerDisabled });

    // Nothing listens on port 9 of this machine: the connection is refused.
    const unreachable = await newProvider('http://127.0.0.1:9/api/v2');
    const before = await importFootprint(h.ctx);
    const failed = await postImport(h.ctx, operator, unreachable, body);
    expect(failed.statusCode).toBe(502);
    expect(failed.json<{ message: string }>().message).toMatch(new RegExp(`^${M.providerUnavailable} \\(`));
    const listing = await h.ctx.app.inject({
      url: `/api/admin/providers/${unreachable}/services`,
      headers: operator.headers,
    });
    expect(listing.statusCode).toBe(502);
    expect(await importFootprint(h.ctx)).toEqual(before);
  });

  it('imports into existing categories, hidden ones included, listed as targets', async () => {
    const providerId = await newProvider();
    const targets = await h.ctx.app.inject({
      url: '/api/admin/import/catalog-targets',
      headers: operator.headers,
    });
    expect(targets.statusCode).toBe(200);
    const { platforms, categories } = targets.json<{
      platforms: { id: number; visible: boolean }[];
      categories: { id: number; platformId: number; visible: boolean }[];
    }>();
    expect(platforms).toHaveLength(15);
    expect(platforms.some((p) => !p.visible)).toBe(true);
    const [first, second] = categories;
    const { services } = await importOk(h.ctx, operator, providerId, {
      items: [
        { providerServiceId: '1', categoryId: first!.id },
        { providerServiceId: '2', categoryId: second!.id },
      ],
      markupPercent: 0,
    });
    expect(services.map((s) => [s.categoryId, s.unitPrice])).toEqual([
      [first!.id, 0.9],
      [second!.id, 0.3],
    ]);
  });

  it('creates the platform with the category when the store has none on that icon (issue 34)', async () => {
    const providerId = await newProvider();
    // The demo's platform 15 carries no categories: the store as if it never had that platform.
    await h.ctx.db.query('DELETE FROM platforms WHERE id = 15');
    const body = { items: [{ providerServiceId: '3' }], markupPercent: 50 };
    const before = await importFootprint(h.ctx);
    const refused = await postImport(h.ctx, operator, providerId, {
      ...body,
      newCategory: { platformId: 15, name: '기타 조회수' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: M.unknownPlatform });
    expect(await importFootprint(h.ctx)).toEqual(before);

    const { createdCategoryId, services } = await importOk(h.ctx, operator, providerId, {
      ...body,
      newCategory: { platformId: 15, name: '기타 조회수', platformName: ' 기타 SNS ' },
    });
    const { rows } = await h.ctx.db.query<{ text: string; visible: boolean; platform_id: number }>(
      `SELECT p.text, p.visible, c.platform_id FROM categories c JOIN platforms p ON p.id = c.platform_id
        WHERE c.id = $1`,
      [createdCategoryId],
    );
    expect(rows).toEqual([{ text: '기타 SNS', visible: true, platform_id: 15 }]);
    expect(services.map((s) => [s.categoryId, s.unitPrice])).toEqual([[createdCategoryId, 0.03]]);
    expect((await auditRows(h.ctx, 'platform.import_create')).map((r) => [r.target_id, r.after])).toEqual([
      ['15', { id: 15, text: '기타 SNS' }],
    ]);
    const platforms = await h.ctx.app.inject({ url: '/api/service/platforms' });
    expect(platforms.json<{ id: number; text: string }[]>()).toContainEqual(
      expect.objectContaining({ id: 15, text: '기타 SNS' }),
    );
  });
});
