import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCatalogue,
  AdminCategory,
  AdminService,
  ServiceBulkResult,
} from '@smm/contract/admin-catalogue';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import {
  catalogueAudit,
  catalogueCaller,
  insertTestProvider,
  type CatalogueCall,
} from '../../../test/helpers/catalogue-admin.ts';

let ctx: TestContext;
let operator: TestMember;
let call: CatalogueCall;
beforeAll(async () => {
  ctx = await createTestContext({ demoCatalog: false });
  operator = await createTestMember(ctx, { isAdmin: true });
  call = catalogueCaller(ctx.app, operator);
});
afterAll(() => ctx.close());

const catalogue = async () => (await call<AdminCatalogue>('GET', '/catalogue')).body;
const storefront = async <T>(path: string) => (await ctx.app.inject(`/api/service/${path}`)).json<T>();

async function services(categoryId: number, prices: number[], extra: object = {}): Promise<AdminService[]> {
  const made: AdminService[] = [];
  for (const [i, price] of prices.entries()) {
    const res = await call<AdminService>('POST', '/services', {
      categoryId,
      text: `서비스 ${i + 1}`,
      min: 10,
      max: 1000,
      price,
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    made.push(res.body);
  }
  return made;
}

describe('reordering', () => {
  it('puts platforms, categories and services in the order given, for the storefront too', async () => {
    for (const id of [1, 2, 3])
      await call('POST', '/platforms', { id, text: `플랫폼 ${id}`, background: '#000000' });
    expect((await call('POST', '/platforms/reorder', { ids: [3, 1, 2] })).body).toEqual({ ok: true });
    expect((await storefront<{ id: number }[]>('platforms')).map((p) => p.id)).toEqual([3, 1, 2]);

    const made: AdminCategory[] = [];
    for (const text of ['가', '나', '다'])
      made.push((await call<AdminCategory>('POST', '/categories', { platformId: 1, text })).body);
    const other = await call<AdminCategory>('POST', '/categories', { platformId: 2, text: '다른 플랫폼' });
    const [a, b, c] = made.map((m) => m.id) as [number, number, number];
    await call('POST', '/categories/reorder', { ids: [c, a, b] });
    const cats = (await storefront<{ id: number; platform: number }[]>('categorys')).filter(
      (x) => x.platform === 1,
    );
    expect(cats.map((x) => x.id)).toEqual([c, a, b]);
    // The other platform's category kept its place.
    expect((await catalogue()).categories.find((x) => x.id === other.body.id)?.sortOrder).toBe(0);

    const [s1, s2, s3] = (await services(a, [1, 2, 3])).map((s) => s.id) as [number, number, number];
    await call('POST', '/services/reorder', { ids: [s2, s3, s1] });
    const listed = (await storefront<{ id: number; categoryId: number }[]>('services')).filter(
      (s) => s.categoryId === a,
    );
    expect(listed.map((s) => s.id)).toEqual([s2, s3, s1]);

    expect(await catalogueAudit(ctx, 'platform', 1)).toContainEqual(
      expect.objectContaining({
        action: 'category.reorder',
        before: { order: [a, b, c] },
        after: { order: [c, a, b] },
      }),
    );
    expect(await catalogueAudit(ctx, 'catalogue', 'platforms')).toEqual([
      expect.objectContaining({
        action: 'platform.reorder',
        before: { order: [1, 2, 3] },
        after: { order: [3, 1, 2] },
      }),
    ]);
    expect(await catalogueAudit(ctx, 'category', a)).toContainEqual(
      expect.objectContaining({ action: 'service.reorder', after: { order: [s2, s3, s1] } }),
    );
  });

  it('refuses a list that is not exactly the current siblings, changing nothing', async () => {
    const before = await catalogue();
    const platformCats = before.categories.filter((c) => c.platformId === 1).map((c) => c.id);
    const otherPlatform = before.categories.find((c) => c.platformId === 2)!.id;
    const stale = '목록이 그사이 바뀌었습니다. 새로 불러온 뒤 다시 시도해 주세요.';
    for (const ids of [
      platformCats.slice(1), // one missing
      [...platformCats, otherPlatform], // one from elsewhere
      [999_999],
    ]) {
      const res = await call<{ message: string }>('POST', '/categories/reorder', { ids });
      expect([res.status, res.body.message]).toEqual([409, stale]);
    }
    const duplicate = await call<{ message: string }>('POST', '/platforms/reorder', { ids: [1, 1, 2, 3] });
    expect([duplicate.status, duplicate.body.message]).toEqual([400, '같은 항목이 두 번 들어 있습니다.']);
    const empty = await call<{ message: string }>('POST', '/platforms/reorder', { ids: [] });
    expect([empty.status, empty.body.message]).toEqual([400, '하나 이상 선택해 주세요.']);
    expect(await catalogue()).toEqual(before);
  });
});

describe('bulk changes', () => {
  let categoryId: number;
  beforeAll(async () => {
    await call('POST', '/platforms', { id: 5, text: '일괄', background: '#000000' });
    categoryId = (await call<AdminCategory>('POST', '/categories', { platformId: 5, text: '일괄 변경' })).body
      .id;
  });

  it('hides and shows the selected services, auditing each one that changed', async () => {
    const [x, y] = await services(categoryId, [1, 1]);
    const hidden = await call<ServiceBulkResult>('POST', '/services/visibility', {
      ids: [x!.id, y!.id],
      visible: false,
    });
    expect(hidden.body.services.map((s) => s.visible)).toEqual([false, false]);
    const ids = (await storefront<{ id: number }[]>('services')).map((s) => s.id);
    expect(ids).not.toContain(x!.id);
    expect(ids).not.toContain(y!.id);
    await call('POST', '/services/visibility', { ids: [x!.id], visible: true });
    expect((await storefront<{ id: number }[]>('services')).map((s) => s.id)).toContain(x!.id);
    expect((await catalogueAudit(ctx, 'service', x!.id)).map((r) => r.action)).toEqual([
      'service.create',
      'service.bulk_visibility',
      'service.bulk_visibility',
    ]);
    // An unknown id refuses the whole request.
    const res = await call<{ message: string }>('POST', '/services/visibility', {
      ids: [y!.id, 999_999],
      visible: true,
    });
    expect([res.status, res.body.message]).toEqual([404, '서비스를 찾을 수 없습니다.']);
    expect((await catalogue()).services.find((s) => s.id === y!.id)?.visible).toBe(false);
  });

  it('changes prices by a percent with exact integer arithmetic, rounding up to the milli-point', async () => {
    // 0.333 x 1.10 = 0.3663 -> 0.367; 0.5 x 1.10 = 0.55; 1234.567 x 1.10 = 1358.0237 -> 1358.024; 0 stays 0.
    const made = await services(categoryId, [0.333, 0.5, 1234.567, 0]);
    const ids = made.map((s) => s.id);
    const up = await call<ServiceBulkResult>('POST', '/services/price', { ids, percent: 10 });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body.services.map((s) => s.price)).toEqual([0.367, 0.55, 1358.024, 0]);
    // -12.5 %: 0.367 x 0.875 = 0.321125 -> 0.322; 0.55 -> 0.48125 -> 0.482; 1358.024 -> 1188.271.
    const down = await call<ServiceBulkResult>('POST', '/services/price', { ids, percent: -12.5 });
    expect(down.body.services.map((s) => s.price)).toEqual([0.322, 0.482, 1188.271, 0]);
    const { rows } = await ctx.db.query<{ unit_price_milli: number }>(
      'SELECT unit_price_milli FROM services WHERE id = ANY($1::int[]) ORDER BY id',
      [ids],
    );
    expect(rows.map((r) => r.unit_price_milli)).toEqual([322, 482, 1188271, 0]);
    const audit = await catalogueAudit(ctx, 'service', ids[0]!);
    expect(audit.slice(-2)).toEqual([
      expect.objectContaining({
        action: 'service.bulk_price',
        before: { price: 0.333 },
        after: { price: 0.367 },
        memo: '+10% 일괄 변경 (4개 선택)',
      }),
      expect.objectContaining({
        before: { price: 0.367 },
        after: { price: 0.322 },
        memo: '-12.5% 일괄 변경 (4개 선택)',
      }),
    ]);
    // The free service's price did not move, so it has no price audit row.
    expect((await catalogueAudit(ctx, 'service', ids[3]!)).map((r) => r.action)).toEqual(['service.create']);
  });

  it('refuses a bad percent, a result over the price limit, and a fall below the rate without confirmation', async () => {
    const providerId = await insertTestProvider(ctx);
    const [cheap, dear] = await services(categoryId, [1, 999_999], {
      providerId,
      providerServiceId: '1',
      providerRate: 0.95,
    });
    const ids = [cheap!.id, dear!.id];
    const cases: [object, number, string][] = [
      [{ ids, percent: 0 }, 400, '0이 아닌 비율을 입력해 주세요.'],
      [{ ids, percent: -100 }, 400, '비율은 -99.99%부터 1,000%까지 입력할 수 있습니다.'],
      [{ ids, percent: 1000.01 }, 400, '비율은 -99.99%부터 1,000%까지 입력할 수 있습니다.'],
      [{ ids, percent: 1.234 }, 400, '비율은 소수점 둘째 자리까지 입력할 수 있습니다.'],
      [{ ids }, 400, '변경할 비율(%)을 입력해 주세요.'],
      [{ ids, percent: 1 }, 400, '변경 후 판매 단가가 1,000,000을 넘는 서비스가 있습니다.'],
      [
        { ids: [cheap!.id], percent: -10 },
        409,
        '판매 단가가 공급처 원가보다 낮습니다. 원가보다 낮게 판매하려면 확인 후 다시 저장해 주세요.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await call<{ message: string }>('POST', '/services/price', body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    expect((await catalogue()).services.find((s) => s.id === cheap!.id)?.price).toBe(1);
    const confirmed = await call<ServiceBulkResult>('POST', '/services/price', {
      ids: [cheap!.id],
      percent: -10,
      confirmBelowRate: true,
    });
    expect(confirmed.body.services[0]).toMatchObject({
      price: 0.9,
      margin: { amount: -0.05, percent: -5.6 },
    });
  });
});
