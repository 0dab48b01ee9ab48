import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCatalogue,
  AdminCategory,
  AdminPlatform,
  AdminService,
} from '@smm/contract/admin-catalogue';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import {
  catalogueAudit,
  catalogueCaller,
  createCatalogueTree,
  insertTestProvider,
  type CatalogueCall,
} from '../../../test/helpers/catalogue-admin.ts';

// An empty (migrated, not seeded) catalogue: every platform id is free and every row is the test's.
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

/** Table sizes: a refusal must leave all three as they were. */
async function counts() {
  const { rows } = await ctx.db.query<{ p: number; c: number; s: number; a: number }>(
    `SELECT (SELECT count(*)::int FROM platforms) AS p, (SELECT count(*)::int FROM categories) AS c,
            (SELECT count(*)::int FROM services) AS s, (SELECT count(*)::int FROM audit_log) AS a`,
  );
  return rows[0]!;
}

/** Every request refused with `status` and `message`, and nothing written, audit log included. */
async function expectRefused(
  requests: [method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object][],
  status: number,
  message: string,
) {
  const before = await counts();
  for (const [method, url, body] of requests) {
    const res = await call<{ message: string }>(method, url, body);
    expect([res.status, res.body.message], `${method} ${url} ${JSON.stringify(body)}`).toEqual([
      status,
      message,
    ]);
  }
  expect(await counts()).toEqual(before);
}

describe('access', () => {
  it('answers 401 to the anonymous and 403 to members, creating nothing', async () => {
    const member = await createTestMember(ctx);
    const before = await counts();
    for (const headers of [{}, member.headers]) {
      const read = await ctx.app.inject({ url: '/api/admin/catalogue', headers });
      const write = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/platforms',
        headers,
        payload: { id: 15, text: '기타', background: '#000000' },
      });
      expect([read.statusCode, write.statusCode]).toEqual(
        headers === member.headers ? [403, 403] : [401, 401],
      );
    }
    expect(await counts()).toEqual(before);
  });
});

describe('platforms', () => {
  it('creates one with a chosen icon id, shown on the storefront, and audits it', async () => {
    const res = await call<AdminPlatform>('POST', '/platforms', {
      id: 1,
      text: ' 인스타그램 ',
      background: '#E1306C',
    });
    expect(res).toEqual({
      status: 200,
      body: { id: 1, text: '인스타그램', background: '#E1306C', visible: true, sortOrder: 0 },
    });
    const storefront = await ctx.app.inject('/api/service/platforms');
    expect(storefront.json()).toEqual([{ id: 1, text: '인스타그램', visible: true, background: '#E1306C' }]);
    expect(await catalogueAudit(ctx, 'platform', 1)).toEqual([
      {
        action: 'platform.create',
        operator_id: operator.id,
        before: null,
        after: res.body,
        memo: '',
      },
    ]);
  });

  it('refuses a taken id, an icon out of 1 to 15, a colour that is not #rrggbb and an empty name', async () => {
    const valid = { id: 2, text: '유튜브', background: '#ff0033' };
    await expectRefused(
      [['POST', '/platforms', { ...valid, id: 1 }]],
      409,
      '이미 사용 중인 아이콘 번호입니다. 다른 번호를 선택해 주세요.',
    );
    await expectRefused(
      [
        ['POST', '/platforms', { ...valid, id: 0 }],
        ['POST', '/platforms', { ...valid, id: 16 }],
        ['POST', '/platforms', { ...valid, id: 2.5 }],
      ],
      400,
      '아이콘 번호는 1부터 15까지입니다.',
    );
    await expectRefused(
      [
        ['POST', '/platforms', { ...valid, background: 'red' }],
        ['POST', '/platforms', { ...valid, background: '#ff003' }],
        ['POST', '/platforms', { ...valid, background: '#ff003g' }],
        ['PATCH', '/platforms/1', { background: 'rgb(0,0,0)' }],
      ],
      400,
      '배경색은 #rrggbb 형식으로 입력해 주세요.',
    );
    await expectRefused(
      [
        ['POST', '/platforms', { ...valid, text: '  ' }],
        ['PATCH', '/platforms/1', { text: '' }],
      ],
      400,
      '플랫폼 이름을 입력해 주세요.',
    );
    await expectRefused([['PATCH', '/platforms/1', {}]], 400, '바꿀 내용을 입력해 주세요.');
    await expectRefused([['PATCH', '/platforms/9', { text: '없음' }]], 404, '플랫폼을 찾을 수 없습니다.');
  });

  it('edits the name, colour and visibility, auditing only what changed', async () => {
    const res = await call<AdminPlatform>('PATCH', '/platforms/1', {
      text: '인스타그램',
      background: '#111111',
      visible: false,
    });
    expect(res.body).toMatchObject({ id: 1, text: '인스타그램', background: '#111111', visible: false });
    expect((await ctx.app.inject('/api/service/platforms')).json()).toEqual([]);
    const audit = await catalogueAudit(ctx, 'platform', 1);
    expect(audit.at(-1)).toMatchObject({
      action: 'platform.update',
      before: { background: '#E1306C', visible: true },
      after: { background: '#111111', visible: false },
    });
    // Saving the same values again writes nothing, not even an audit row.
    const again = await call('PATCH', '/platforms/1', { background: '#111111' });
    expect(again.status).toBe(200);
    expect(await catalogueAudit(ctx, 'platform', 1)).toHaveLength(audit.length);
    await call('PATCH', '/platforms/1', { visible: true });
  });
});

describe('categories', () => {
  it('are created under a platform that exists, at the end of its list', async () => {
    await expectRefused(
      [['POST', '/categories', { platformId: 14, text: '없는 플랫폼' }]],
      400,
      '플랫폼을 찾을 수 없습니다.',
    );
    await expectRefused(
      [['POST', '/categories', { platformId: 1, text: '' }]],
      400,
      '카테고리 이름을 입력해 주세요.',
    );
    const first = await call<AdminCategory>('POST', '/categories', { platformId: 1, text: '팔로워' });
    const second = await call<AdminCategory>('POST', '/categories', {
      platformId: 1,
      text: '좋아요',
      visible: false,
    });
    expect(first.body).toMatchObject({ platformId: 1, text: '팔로워', visible: true, sortOrder: 0 });
    expect(second.body).toMatchObject({ platformId: 1, text: '좋아요', visible: false, sortOrder: 1 });
    const storefront = (await ctx.app.inject('/api/service/categorys')).json<{ text: string }[]>();
    expect(storefront.map((c) => c.text)).toEqual(['팔로워']);
    expect((await catalogue()).categories.map((c) => c.text)).toEqual(['팔로워', '좋아요']);
  });

  it('move to another platform (to the end of its list), never to one that does not exist', async () => {
    await call('POST', '/platforms', { id: 3, text: '틱톡', background: '#111111' });
    const moving = await call<AdminCategory>('POST', '/categories', { platformId: 1, text: '옮길 카테고리' });
    await expectRefused(
      [['PATCH', `/categories/${moving.body.id}`, { platformId: 13 }]],
      400,
      '플랫폼을 찾을 수 없습니다.',
    );
    await call('POST', '/categories', { platformId: 3, text: '틱톡 팔로워' });
    const moved = await call<AdminCategory>('PATCH', `/categories/${moving.body.id}`, {
      platformId: 3,
      text: '틱톡 좋아요',
    });
    expect(moved.body).toMatchObject({ platformId: 3, text: '틱톡 좋아요', sortOrder: 1 });
    expect((await catalogueAudit(ctx, 'category', moving.body.id)).at(-1)).toMatchObject({
      action: 'category.update',
      before: { platformId: 1, text: '옮길 카테고리' },
      after: { platformId: 3, text: '틱톡 좋아요' },
    });
  });
});

describe('services', () => {
  let categoryId: number;
  let providerId: number;
  const valid = () => ({ categoryId, text: '테스트 팔로워', min: 10, max: 1000, price: 0.5 });
  beforeAll(async () => {
    await call('POST', '/platforms', { id: 4, text: '페이스북', background: '#1877f2' });
    categoryId = (await call<AdminCategory>('POST', '/categories', { platformId: 4, text: '페이지 좋아요' }))
      .body.id;
    providerId = await insertTestProvider(ctx, '업스트림 패널');
  });

  it('refuses min above max, a negative or over-precise price, an unknown category or provider', async () => {
    await expectRefused(
      [['POST', '/services', { ...valid(), min: 1001 }]],
      400,
      '최소 수량은 최대 수량보다 클 수 없습니다.',
    );
    await expectRefused(
      [['POST', '/services', { ...valid(), price: -1 }]],
      400,
      '판매 단가는 0 이상이어야 합니다.',
    );
    await expectRefused(
      [['POST', '/services', { ...valid(), price: 0.0005 }]],
      400,
      '판매 단가는 소수점 셋째 자리까지 입력할 수 있습니다.',
    );
    await expectRefused(
      [['POST', '/services', { ...valid(), min: 0 }]],
      400,
      '최소 수량은 1 이상의 정수로 입력해 주세요.',
    );
    await expectRefused(
      [['POST', '/services', { ...valid(), categoryId: 999_999 }]],
      400,
      '카테고리를 찾을 수 없습니다.',
    );
    await expectRefused(
      [['POST', '/services', { ...valid(), providerId: 999_999, providerServiceId: '1' }]],
      400,
      '공급처를 찾을 수 없습니다.',
    );
    await expectRefused(
      [['POST', '/services', { ...valid(), providerId }]],
      400,
      '공급처 서비스 번호를 입력해 주세요.',
    );
    await expectRefused(
      [['POST', '/services', { ...valid(), text: '' }]],
      400,
      '서비스 이름을 입력해 주세요.',
    );
  });

  it('creates one with every field, and shows its provider, rate and margin to the operator only', async () => {
    const res = await call<AdminService>('POST', '/services', {
      ...valid(),
      notice: '한국인 계정\n24시간 내 시작',
      enableAuto: true,
      providerId,
      providerServiceId: ' 42 ',
      providerRate: 0.3,
      refill: true,
      cancel: true,
      refillDays: 7,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      id: res.body.id,
      categoryId,
      text: '테스트 팔로워',
      notice: '한국인 계정\n24시간 내 시작',
      min: 10,
      max: 1000,
      price: 0.5,
      enableAuto: true,
      isReadOnly: false,
      visible: true,
      sortOrder: 0,
      type: 'Default',
      providerId,
      providerName: '업스트림 패널',
      providerServiceId: '42',
      providerRate: 0.3,
      // Mapped by hand, not imported: no upstream rate of its own.
      providerRatePer1000: null,
      providerCurrency: null,
      refill: true,
      cancel: true,
      refillDays: 7,
      margin: { amount: 0.2, percent: 40 },
      hasOrders: false,
    });
    const storefront = (await ctx.app.inject('/api/service/services')).json<Record<string, unknown>[]>();
    expect(storefront.find((s) => s.id === res.body.id)).toEqual({
      id: res.body.id,
      text: '테스트 팔로워',
      categoryId,
      min: 10,
      max: 1000,
      point: 0.5,
      notice: '한국인 계정\n24시간 내 시작',
      enableAuto: true,
      isReadOnly: false,
      type: 'Default',
    });
    const audit = await catalogueAudit(ctx, 'service', res.body.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'service.create',
      after: { price: 0.5, providerRate: 0.3, providerServiceId: '42' },
    });
  });

  it('asks for confirmation before selling below the provider rate, on create and on edit', async () => {
    const below = {
      ...valid(),
      text: '원가 이하',
      price: 0.2,
      providerId,
      providerServiceId: '7',
      providerRate: 0.25,
    };
    await expectRefused(
      [['POST', '/services', below]],
      409,
      '판매 단가가 공급처 원가보다 낮습니다. 원가보다 낮게 판매하려면 확인 후 다시 저장해 주세요.',
    );
    const created = await call<AdminService>('POST', '/services', { ...below, confirmBelowRate: true });
    expect(created.body.margin).toEqual({ amount: -0.05, percent: -25 });
    const id = created.body.id;
    // Editing something else of a service already below its rate needs no confirmation...
    expect((await call('PATCH', `/services/${id}`, { text: '원가 이하 (행사)' })).status).toBe(200);
    // ...but lowering the price further, or raising the rate above it, does.
    await expectRefused(
      [
        ['PATCH', `/services/${id}`, { price: 0.1 }],
        ['PATCH', `/services/${id}`, { providerRate: 0.9 }],
      ],
      409,
      '판매 단가가 공급처 원가보다 낮습니다. 원가보다 낮게 판매하려면 확인 후 다시 저장해 주세요.',
    );
    const confirmed = await call<AdminService>('PATCH', `/services/${id}`, {
      price: 0.1,
      confirmBelowRate: true,
    });
    expect(confirmed.body).toMatchObject({ price: 0.1, margin: { amount: -0.15, percent: -150 } });
    const raised = await call<AdminService>('PATCH', `/services/${id}`, { price: 0.3 });
    expect(raised.body.margin).toEqual({ amount: 0.05, percent: 16.7 });
  });

  it('checks an edit against the stored row: min above the stored max is refused', async () => {
    const { body } = await call<AdminService>('POST', '/services', { ...valid(), text: '수량 검사' });
    await expectRefused(
      [
        ['PATCH', `/services/${body.id}`, { min: 5000 }],
        ['PATCH', `/services/${body.id}`, { max: 5 }],
      ],
      400,
      '최소 수량은 최대 수량보다 클 수 없습니다.',
    );
    await expectRefused(
      [['PATCH', `/services/${body.id}`, { categoryId: 999_999 }]],
      400,
      '카테고리를 찾을 수 없습니다.',
    );
    await expectRefused([['PATCH', '/services/999999', { text: 'x' }]], 404, '서비스를 찾을 수 없습니다.');
    const edited = await call<AdminService>('PATCH', `/services/${body.id}`, {
      min: 100,
      max: 5000,
      isReadOnly: true,
      enableAuto: true,
      notice: '설명',
    });
    expect(edited.body).toMatchObject({
      min: 100,
      max: 5000,
      isReadOnly: true,
      enableAuto: true,
      notice: '설명',
    });
    expect((await catalogueAudit(ctx, 'service', body.id)).at(-1)).toMatchObject({
      action: 'service.update',
      before: { min: 10, max: 1000, isReadOnly: false, enableAuto: false, notice: '' },
      after: { min: 100, max: 5000, isReadOnly: true, enableAuto: true, notice: '설명' },
    });
  });

  it('drops the provider mapping as a pair, and keeps hidden services in the operator view', async () => {
    const { body } = await call<AdminService>('POST', '/services', {
      ...valid(),
      text: '매핑 해제',
      providerId,
      providerServiceId: '9',
      providerRate: 0.1,
    });
    const unmapped = await call<AdminService>('PATCH', `/services/${body.id}`, {
      providerId: null,
      visible: false,
    });
    expect(unmapped.body).toMatchObject({
      providerId: null,
      providerServiceId: null,
      providerName: null,
      visible: false,
    });
    const storefront = (await ctx.app.inject('/api/service/services')).json<{ id: number }[]>();
    expect(storefront.map((s) => s.id)).not.toContain(body.id);
    expect((await catalogue()).services.find((s) => s.id === body.id)).toMatchObject({ visible: false });
    expect((await catalogue()).providers).toContainEqual({
      id: providerId,
      name: '업스트림 패널',
      enabled: true,
    });
  });
});

describe('deleting', () => {
  it('never deletes a service that has orders (only hides it), and deletes one that has none', async () => {
    const tree = await createCatalogueTree(call, { platformId: 6, price: 1 });
    const unused = await call<AdminService>('POST', '/services', {
      categoryId: tree.category.id,
      text: '잘못 만든 서비스',
      min: 1,
      max: 10,
      price: 1,
    });
    const member = await createTestMember(ctx, { points: 100 });
    const ordered = await ctx.app.inject({
      method: 'POST',
      url: '/api/service/order',
      headers: member.headers,
      payload: { serviceId: tree.service.id, link: 'https://x.com/a', amount: 10, runs: 0, interval: 0 },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);

    await expectRefused(
      [['DELETE', `/services/${tree.service.id}`]],
      409,
      '주문이 있는 서비스는 삭제할 수 없습니다. 숨김으로 바꿔 주세요.',
    );
    expect((await catalogue()).services.find((s) => s.id === tree.service.id)?.hasOrders).toBe(true);
    const hidden = await call<AdminService>('PATCH', `/services/${tree.service.id}`, { visible: false });
    expect(hidden.body.visible).toBe(false);

    expect(await call('DELETE', `/services/${unused.body.id}`)).toEqual({ status: 200, body: { ok: true } });
    expect((await catalogue()).services.some((s) => s.id === unused.body.id)).toBe(false);
    expect((await catalogueAudit(ctx, 'service', unused.body.id)).at(-1)).toMatchObject({
      action: 'service.delete',
      before: { text: '잘못 만든 서비스', price: 1 },
    });
    await expectRefused([['DELETE', `/services/${unused.body.id}`]], 404, '서비스를 찾을 수 없습니다.');
  });

  it('deletes a category or platform only when nothing is under it', async () => {
    const tree = await createCatalogueTree(call, { platformId: 7 });
    await expectRefused(
      [['DELETE', `/categories/${tree.category.id}`]],
      409,
      '서비스가 있는 카테고리는 삭제할 수 없습니다. 숨기거나 서비스를 먼저 옮겨 주세요.',
    );
    await expectRefused(
      [['DELETE', '/platforms/7']],
      409,
      '카테고리가 있는 플랫폼은 삭제할 수 없습니다. 숨기거나 카테고리를 먼저 옮겨 주세요.',
    );
    expect((await call('DELETE', `/services/${tree.service.id}`)).status).toBe(200);
    expect((await call('DELETE', `/categories/${tree.category.id}`)).status).toBe(200);
    expect((await call('DELETE', '/platforms/7')).status).toBe(200);
    // The id (its icon) is free again.
    expect((await call('POST', '/platforms', { id: 7, text: '스레드', background: '#101010' })).status).toBe(
      200,
    );
    expect((await catalogueAudit(ctx, 'platform', 7)).map((r) => r.action)).toEqual([
      'platform.create',
      'platform.delete',
      'platform.create',
    ]);
  });
});
