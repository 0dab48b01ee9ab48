import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceType } from '@smm/contract/service-types';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember } from '../../../test/helpers/members.ts';
import { orderFootprint } from '../../../test/helpers/order-fixtures.ts';
import { createTypedService, TYPED_ORDER_CASES } from '../../../test/helpers/typed-order-fixtures.ts';
import { apiKeyHash } from '../accounts/account-secrets.ts';
import { isoExpiry } from './add-fields.ts';

// Issue 32: API v2 sells every service type under the de-facto snake_case `add` fields.
let ctx: TestContext;
const serviceOf = new Map<ServiceType, number>();
beforeAll(async () => {
  ctx = await createTestContext();
  for (const { type } of TYPED_ORDER_CASES)
    serviceOf.set(type, await createTypedService(ctx, type, { enableAuto: true }));
});
afterAll(() => ctx.close());

const service = (type: ServiceType) => serviceOf.get(type) ?? 0;

async function reseller(points = 1000): Promise<{ id: number; key: string }> {
  const member = await createTestMember(ctx, { points });
  const key = randomBytes(24).toString('base64url');
  await ctx.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [member.id, apiKeyHash(key)]);
  return { id: member.id, key };
}

/** A form POST, as panels send it. */
async function call(fields: Record<string, string | number>, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v2',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
  return res.json<Record<string, unknown>>();
}

/** A poll order (answer 3) and a subscription order as other panels send them. */
const addPoll = (key: string) =>
  call({
    key,
    action: 'add',
    service: service('Poll'),
    link: 'https://x.com/a',
    quantity: 10,
    answer_number: '3',
  });
const addSubscription = (key: string) =>
  call({
    key,
    action: 'add',
    service: service('Subscriptions'),
    link: 'https://x.com/a',
    ...(TYPED_ORDER_CASES.find((c) => c.type === 'Subscriptions')?.v2 ?? {}),
  });

async function storedOrder(id: number) {
  const { rows } = await ctx.db.query<{ amount: number; cost_milli: number; details: unknown }>(
    'SELECT amount, cost_milli, details FROM orders WHERE id = $1',
    [id],
  );
  return rows[0];
}

describe('API v2 services and service types', () => {
  it("reports each service's type, and drip-feed only where the type allows auto-orders", async () => {
    const r = await reseller();
    const list = (await call({ key: r.key, action: 'services' })) as unknown as {
      service: number;
      type: string;
      dripfeed: boolean;
    }[];
    for (const { type } of TYPED_ORDER_CASES) {
      expect(list.find((s) => s.service === service(type))).toMatchObject({
        type,
        dripfeed: type === 'Default',
      });
    }
  });

  it.each(TYPED_ORDER_CASES)(
    'places a $type order from its snake_case fields',
    async ({ type, v2, units }) => {
      const r = await reseller(1000);
      const answer = await call({
        key: r.key,
        action: 'add',
        service: service(type),
        link: 'https://x.com/a',
        ...v2,
      });
      expect(Object.keys(answer), JSON.stringify(answer)).toEqual(['order']);
      const order = await storedOrder(answer.order as number);
      expect(order?.cost_milli).toBe(units * 1000);
      expect(await balanceAndLedger(ctx, r.id)).toEqual({
        balance: 1_000_000 - units * 1000,
        ledger: 1_000_000 - units * 1000,
      });
      expect(await call({ key: r.key, action: 'status', order: answer.order as number })).toMatchObject({
        charge: String(units),
      });
    },
  );

  it('keeps the fields as the order details: lines trimmed, blanks dropped, the expiry as a date', async () => {
    const r = await reseller(1000);
    const comments = TYPED_ORDER_CASES.find((c) => c.type === 'Custom Comments')?.v2 ?? {};
    const placed = await call({
      key: r.key,
      action: 'add',
      service: service('Custom Comments'),
      link: 'https://x.com/a',
      ...comments,
    });
    expect((await storedOrder(placed.order as number))?.details).toMatchObject({
      type: 'Custom Comments',
      comments: ['첫 댓글', '둘째 댓글', '셋째 댓글'],
    });
    const poll = await addPoll(r.key);
    expect((await storedOrder(poll.order as number))?.details).toMatchObject({
      type: 'Poll',
      answerNumber: 3,
    });
    const sub = await addSubscription(r.key);
    expect((await storedOrder(sub.order as number))?.details).toMatchObject({
      type: 'Subscriptions',
      username: 'natgeo',
      min: 10,
      max: 20,
      posts: 5,
      delay: 30,
      expiry: '2099-12-31',
    });
  });

  it("answers a subscription's status in the panels' words with the posts delivered, so a store buying from us settles it", async () => {
    const r = await reseller();
    const sub = await addSubscription(r.key);
    const poll = await addPoll(r.key);
    const status = (order: unknown) => call({ key: r.key, action: 'status', order: String(order) });
    expect(await status(sub.order)).toMatchObject({ status: 'Active', posts: '0' });
    await ctx.db.query(
      "UPDATE orders SET subscription_state = 'expired', posts_delivered = 2 WHERE id = $1",
      [sub.order],
    );
    expect(await status(sub.order)).toMatchObject({ status: 'Expired', posts: '2' });
    const ordinary = await status(poll.order);
    expect(ordinary.status).toBe('Pending');
    expect(ordinary).not.toHaveProperty('posts');
  });

  it('reads blank fields as not given, as panels send every field', async () => {
    const r = await reseller(1000);
    const answer = await call({
      key: r.key,
      action: 'add',
      service: service('Default'),
      link: 'https://x.com/a',
      quantity: 10,
      comments: '',
      answer_number: '  ',
      expiry: '',
    });
    expect(Object.keys(answer), JSON.stringify(answer)).toEqual(['order']);
  });

  it('refuses a field the type does not take, names a missing one, and changes nothing', async () => {
    const r = await reseller(1000);
    const add = { key: r.key, action: 'add', link: 'https://x.com/a' };
    const cases: [Record<string, string | number>, string][] = [
      [
        { ...add, service: service('Default'), quantity: 10, comments: 'a' },
        '이 서비스는 댓글 항목을 받지 않습니다.',
      ],
      [
        { ...add, service: service('Poll'), quantity: 10, answer_number: 1, hashtag: '#a' },
        '이 서비스는 해시태그 항목을 받지 않습니다.',
      ],
      [{ ...add, service: service('Custom Comments') }, '댓글 항목을 입력해 주세요.'],
      [{ ...add, service: service('Custom Comments'), comments: '\n \n' }, '댓글 항목을 입력해 주세요.'],
      [{ ...add, service: service('Poll'), quantity: 10 }, '투표 항목 번호 항목을 입력해 주세요.'],
      [{ ...add, service: service('Poll'), answer_number: 2 }, '주문 수량이 최소수량보다 적습니다.'],
      [{ ...add, service: service('Mentions Hashtag'), quantity: 10 }, '해시태그 항목을 입력해 주세요.'],
      [
        { ...add, service: service('Subscriptions'), username: 'a', min: 10, max: 20, posts: 5, delay: 7 },
        '지연 시간은 0, 5, 10, 15, 20, 30, 40, 50, 60, 90, 120, 150, 180, 210, 240, 270, 300, 360, 420, 480, 540, 600분 중에서 선택해 주세요.',
      ],
      [
        { ...add, service: service('Subscriptions'), username: 'a', min: 30, max: 20, posts: 5, delay: 0 },
        '게시물당 최소 수량은 최대 수량보다 클 수 없습니다.',
      ],
      [
        {
          ...add,
          service: service('Subscriptions'),
          username: 'a',
          min: 10,
          max: 20,
          posts: 5,
          delay: 0,
          expiry: '31/02/2099',
        },
        '만료일은 YYYY-MM-DD 형식의 올바른 날짜로 입력해 주세요.',
      ],
    ];
    for (const [fields, error] of cases)
      expect(await call(fields), JSON.stringify(fields)).toEqual({ error });
    expect(await balanceAndLedger(ctx, r.id)).toEqual({ balance: 1_000_000, ledger: 1_000_000 });
    expect(await orderFootprint(ctx, r.id)).toEqual({ orders: 0, autoOrders: 0, ledger: 1 });
  });

  it('refuses runs and interval for a type without auto-orders, though the service offers them', async () => {
    const r = await reseller(1000);
    const answer = await call({
      key: r.key,
      action: 'add',
      service: service('Poll'),
      link: 'https://x.com/a',
      quantity: 10,
      answer_number: 1,
      runs: 2,
      interval: 60,
    });
    expect(answer).toEqual({ error: '자동주문을 할 수 없는 서비스입니다.' });
  });

  it('replays an Idempotency-Key only for the same fields: other comments under the key are refused', async () => {
    const r = await reseller(1000);
    const add = {
      key: r.key,
      action: 'add',
      service: String(service('Custom Comments')),
      link: 'https://x.com/a',
      idempotency_key: 'typed-1',
    };
    const first = await call({ ...add, comments: 'a\nb' });
    expect(await call({ ...add, comments: 'a\nb' })).toEqual(first);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...add, comments: 'a\nc' }).toString(),
    });
    expect(other.statusCode).toBe(409);
    expect(await balanceAndLedger(ctx, r.id)).toEqual({ balance: 998_000, ledger: 998_000 });
  });
});

describe('isoExpiry', () => {
  it("reads panels' d/m/Y and passes any other text on", () => {
    expect(['31/12/2099', '1/2/2099', '2099-12-31', 'soon', undefined].map(isoExpiry)).toEqual([
      '2099-12-31',
      '2099-02-01',
      '2099-12-31',
      'soon',
      undefined,
    ]);
  });
});
