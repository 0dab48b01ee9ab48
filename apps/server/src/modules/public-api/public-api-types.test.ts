import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceType } from '@smm/contract/service-types';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember } from '../../../test/helpers/members.ts';
import { orderFootprint } from '../../../test/helpers/order-fixtures.ts';
import { createTypedService, TYPED_ORDER_CASES } from '../../../test/helpers/typed-order-fixtures.ts';
import { apiKeyHash } from '../accounts/account-secrets.ts';

// Issue 32: API v1 sells every service type under the order request's camelCase fields.
let ctx: TestContext;
const serviceOf = new Map<ServiceType, number>();
beforeAll(async () => {
  ctx = await createTestContext();
  for (const { type } of TYPED_ORDER_CASES) serviceOf.set(type, await createTypedService(ctx, type));
});
afterAll(() => ctx.close());

const service = (type: ServiceType) => serviceOf.get(type) ?? 0;

async function reseller(points = 1000): Promise<{ id: number; headers: { 'api-key': string } }> {
  const member = await createTestMember(ctx, { points });
  const key = randomBytes(24).toString('base64url');
  await ctx.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [member.id, apiKeyHash(key)]);
  return { id: member.id, headers: { 'api-key': key } };
}

const order = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/order', headers, payload });

const orderForm = (headers: Record<string, string>, fields: Record<string, string | number>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/order',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });

async function costOf(id: number): Promise<number | undefined> {
  const { rows } = await ctx.db.query<{ cost_milli: number }>('SELECT cost_milli FROM orders WHERE id = $1', [
    id,
  ]);
  return rows[0]?.cost_milli;
}

describe('API v1 and service types', () => {
  it("lists each service's type beside id, min, max and text", async () => {
    const r = await reseller();
    const res = await ctx.app.inject({ url: '/api/v1/services', headers: r.headers });
    const list = res.json<{ id: number; type: string }[]>();
    for (const { type } of TYPED_ORDER_CASES) {
      expect(list.find((s) => s.id === service(type))).toEqual({
        id: service(type),
        min: 1,
        max: 1000,
        text: '테스트 서비스',
        type,
      });
    }
  });

  it.each(TYPED_ORDER_CASES)(
    'places a $type order from its camelCase fields (JSON)',
    async ({ type, v1, units }) => {
      const r = await reseller(1000);
      const res = await order(r.headers, { serviceId: service(type), link: 'https://x.com/a', ...v1 });
      expect(res.statusCode, res.body).toBe(200);
      expect(await costOf(res.json<{ wId: number }>().wId)).toBe(units * 1000);
      expect(await balanceAndLedger(ctx, r.id)).toEqual({
        balance: 1_000_000 - units * 1000,
        ledger: 1_000_000 - units * 1000,
      });
    },
  );

  it('takes the fields from a form body too, integers as text', async () => {
    const r = await reseller(1000);
    const res = await orderForm(r.headers, {
      serviceId: service('Poll'),
      link: 'https://x.com/a',
      amount: '10',
      answerNumber: '2',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await ctx.db.query<{ details: unknown }>('SELECT details FROM orders WHERE id = $1', [
      res.json<{ wId: number }>().wId,
    ]);
    expect(rows[0]?.details).toMatchObject({ type: 'Poll', answerNumber: 2 });
  });

  it('refuses a field the type does not take and names a missing one, changing nothing', async () => {
    const r = await reseller(1000);
    const base = { link: 'https://x.com/a' };
    const cases: [Record<string, unknown>, string][] = [
      [
        { ...base, serviceId: service('Default'), amount: 10, answerNumber: 1 },
        '이 서비스는 투표 항목 번호 항목을 받지 않습니다.',
      ],
      [{ ...base, serviceId: service('Custom Comments') }, '댓글 항목을 입력해 주세요.'],
      [
        { ...base, serviceId: service('Comment Replies'), comments: 'a' },
        '댓글 작성자 사용자명 항목을 입력해 주세요.',
      ],
      [
        { ...base, serviceId: service('Mentions Media Likers'), amount: 10, media: 'not a link' },
        '게시물 링크는 https:// 로 시작하는 주소로 입력해 주세요.',
      ],
      [{ ...base, serviceId: service('Default') }, '주문 수량이 최소수량보다 적습니다.'],
    ];
    for (const [payload, message] of cases) {
      const res = await order(r.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ message });
    }
    expect(await orderFootprint(ctx, r.id)).toEqual({ orders: 0, autoOrders: 0, ledger: 1 });
  });

  it("refuses a typed service in a list of orders, naming the line and the service's type", async () => {
    const r = await reseller(1000);
    const res = await order(r.headers, {
      orders: [
        { serviceId: service('Default'), link: 'https://x.com/a', amount: 10 },
        { serviceId: service('Custom Comments'), link: 'https://x.com/a', amount: 3, comments: 'a\nb\nc' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'ORDER_RULE',
      message:
        '2번째 줄: Custom Comments 유형의 서비스는 대량 주문으로 주문할 수 없습니다. 주문하기에서 한 건씩 주문해 주세요.',
    });
    expect(await orderFootprint(ctx, r.id)).toEqual({ orders: 0, autoOrders: 0, ledger: 1 });
  });
});
