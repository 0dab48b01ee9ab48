import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createTestService, orderFootprint, setSetting } from '../../../test/helpers/order-fixtures.ts';
import { ORDER_LOOKUP_TTL_MS } from '../../fast-path/order-lookups.ts';

const clock = manualClock();
let ctx: TestContext;
let member: TestMember;
let service: number;
let autoService: number;
beforeAll(async () => {
  ctx = await createTestContext({ clock });
  member = await createTestMember(ctx, { points: 100_000 });
  service = await createTestService(ctx, { min: 10, max: 1000, price: 1 });
  autoService = await createTestService(ctx, { min: 10, max: 1000, price: 1, enableAuto: true });
});
afterAll(() => ctx.close());

const order = (body: Record<string, unknown>, headers: Record<string, string> = member.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/service/order', headers, payload: body });

/** Posts an order that must be refused with `message`, and checks that nothing was booked. */
async function expectRefused(body: Record<string, unknown>, message: string): Promise<void> {
  const before = await orderFootprint(ctx, member.id);
  const res = await order(body);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ statusCode: 400, message });
  expect(await orderFootprint(ctx, member.id)).toEqual(before);
  const { balance, ledger } = await balanceAndLedger(ctx, member.id);
  expect(balance).toBe(ledger);
}

describe('POST /api/service/order rules', () => {
  it('needs a signed-in member', async () => {
    const res = await order({ serviceId: service, link: 'https://x.com/a', amount: 10 }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: '로그인이 필요합니다.' });
  });

  it('accepts a valid order and answers orderId, the link, amount and serviceId', async () => {
    const res = await order({ serviceId: service, link: 'https://www.instagram.com/p/abc/', amount: 10 });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ orderId: number }>();
    expect(body).toEqual({
      orderId: expect.any(Number) as unknown,
      link: 'https://www.instagram.com/p/abc/',
      amount: 10,
      serviceId: service,
    });
    const { rows } = await ctx.db.query(
      'SELECT status, unit_price_milli, cost_milli, auto_order_id, start_count, remains FROM orders WHERE id = $1',
      [body.orderId],
    );
    expect(rows[0]).toEqual({
      status: 0,
      unit_price_milli: 1000,
      cost_milli: 10_000,
      auto_order_id: null,
      start_count: null,
      remains: null,
    });
  });

  it('refuses a service that does not exist or is not chosen', async () => {
    await expectRefused(
      { serviceId: 999_999, link: 'https://x.com/a', amount: 10 },
      '서비스를 선택해 주세요.',
    );
    await expectRefused({ link: 'https://x.com/a', amount: 10 }, '서비스를 선택해 주세요.');
  });

  it('refuses a hidden service, and one under a hidden platform, as if it did not exist', async () => {
    const hidden = await createTestService(ctx, { visible: false });
    const underHidden = await createTestService(ctx, { hiddenPlatform: true });
    await expectRefused(
      { serviceId: hidden, link: 'https://x.com/a', amount: 10 },
      '서비스를 선택해 주세요.',
    );
    await expectRefused(
      { serviceId: underHidden, link: 'https://x.com/a', amount: 10 },
      '서비스를 선택해 주세요.',
    );
  });

  it('refuses a read-only service', async () => {
    const readOnly = await createTestService(ctx, { readOnly: true });
    await expectRefused(
      { serviceId: readOnly, link: 'https://x.com/a', amount: 10 },
      '현재 주문할 수 없는 서비스입니다.',
    );
  });

  it('refuses every order while the service-check flag is on, within the short read cache time', async () => {
    const body = { serviceId: service, link: 'https://x.com/a', amount: 10 };
    expect((await order(body)).statusCode).toBe(200);
    await setSetting(ctx, 'ENABLE_SERVICE_CHECK', 'true');
    try {
      // The settings read a moment ago still apply; an operator's change takes effect after the TTL.
      expect((await order(body)).statusCode).toBe(200);
      clock.advance(ORDER_LOOKUP_TTL_MS);
      await expectRefused(body, '서비스 점검 중에는 주문할 수 없습니다.');
    } finally {
      await setSetting(ctx, 'ENABLE_SERVICE_CHECK', 'false');
      clock.advance(ORDER_LOOKUP_TTL_MS);
    }
    expect((await order(body)).statusCode).toBe(200);
  });

  it('applies a service turned read-only to the very next order, within the short read cache time', async () => {
    const svc = await createTestService(ctx);
    const body = { serviceId: svc, link: 'https://x.com/a', amount: 10 };
    expect((await order(body)).statusCode).toBe(200);
    await ctx.db.query('UPDATE services SET is_read_only = true WHERE id = $1', [svc]);
    // The service read a moment ago is cached, but the charging INSERT checks the row's revision.
    await expectRefused(body, '현재 주문할 수 없는 서비스입니다.');
    await ctx.db.query('UPDATE services SET is_read_only = false WHERE id = $1', [svc]);
    // And a refusal is confirmed on a fresh read, so lifting it applies at once too.
    expect((await order(body)).statusCode).toBe(200);
  });

  it('requires a link and refuses one that is neither a link nor a username', async () => {
    await expectRefused({ serviceId: service, amount: 10 }, '주문 링크를 입력해주세요.');
    await expectRefused({ serviceId: service, link: '   ', amount: 10 }, '주문 링크를 입력해주세요.');
    await expectRefused(
      { serviceId: service, link: 'not a link!', amount: 10 },
      '주문 링크 형식이 올바르지 않습니다.',
    );
  });

  it('turns a username into its Instagram profile URL and stores that', async () => {
    const res = await order({ serviceId: service, link: ' @growlab.kr ', amount: 10 });
    expect(res.json()).toMatchObject({ link: 'https://www.instagram.com/growlab.kr/' });
    const { rows } = await ctx.db.query<{ link: string }>('SELECT link FROM orders WHERE id = $1', [
      res.json<{ orderId: number }>().orderId,
    ]);
    expect(rows[0]?.link).toBe('https://www.instagram.com/growlab.kr/');
  });

  it('gives a scheme-less link that names a host https, and upgrades http, instead of reading it as a username', async () => {
    for (const [link, stored] of [
      ['instagram.com/p/abc123/', 'https://instagram.com/p/abc123/'],
      ['youtu.be/dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ'],
      ['m.blog.naver.com/growlab/223000000000', 'https://m.blog.naver.com/growlab/223000000000'],
      ['http://www.youtube.com/watch?v=1', 'https://www.youtube.com/watch?v=1'],
    ] as const) {
      const res = await order({ serviceId: service, link, amount: 10 });
      expect(res.json(), link).toMatchObject({ link: stored });
      const { rows } = await ctx.db.query<{ link: string }>('SELECT link FROM orders WHERE id = $1', [
        res.json<{ orderId: number }>().orderId,
      ]);
      expect(rows[0]?.link).toBe(stored);
    }
  });

  it('keeps the amount within the service minimum and maximum', async () => {
    await expectRefused(
      { serviceId: service, link: 'https://x.com/a', amount: 9 },
      '주문 수량이 최소수량보다 적습니다.',
    );
    await expectRefused(
      { serviceId: service, link: 'https://x.com/a', amount: 1001 },
      '주문 수량이 최대수량보다 많습니다.',
    );
    await expectRefused(
      { serviceId: service, link: 'https://x.com/a', amount: 10.5 },
      '주문 수량이 최소수량보다 적습니다.',
    );
    expect((await order({ serviceId: service, link: 'https://x.com/a', amount: 1000 })).statusCode).toBe(200);
  });

  it('applies the auto-order rules to runs and interval', async () => {
    const base = { serviceId: autoService, link: 'https://x.com/a', amount: 10 };
    await expectRefused({ ...base, runs: 1, interval: 60 }, '자동주문 횟수는 1보다 커야 합니다');
    await expectRefused({ ...base, runs: 2.5, interval: 60 }, '자동주문 횟수는 소수점이 불가합니다');
    await expectRefused({ ...base, runs: 2, interval: 59 }, '자동주문 간격은 60이상 이여야 합니다');
    await expectRefused({ ...base, runs: 2, interval: 60.5 }, '자동주문 간격은 소수점이 불가합니다');
    await expectRefused({ ...base, runs: 0, interval: 60 }, '자동주문 횟수는 1보다 커야 합니다');
    await expectRefused({ ...base, runs: -1, interval: 60 }, '자동주문 횟수는 1보다 커야 합니다');
    await expectRefused({ ...base, runs: 2, interval: -60 }, '자동주문 간격은 60이상 이여야 합니다');
  });

  it('refuses an auto-order of a service without auto-order', async () => {
    await expectRefused(
      { serviceId: service, link: 'https://x.com/a', amount: 10, runs: 2, interval: 60 },
      '자동주문을 할 수 없는 서비스입니다.',
    );
  });

  it('refuses an order the balance does not cover, changing nothing', async () => {
    const poor = await createTestMember(ctx, { points: 9.999 });
    const before = await orderFootprint(ctx, poor.id);
    const res = await order({ serviceId: service, link: 'https://x.com/a', amount: 10 }, poor.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: '포인트가 부족합니다.' });
    expect(await orderFootprint(ctx, poor.id)).toEqual(before);
    expect(await balanceAndLedger(ctx, poor.id)).toEqual({ balance: 9999, ledger: 9999 });
    const auto = await order(
      { serviceId: autoService, link: 'https://x.com/a', amount: 10, runs: 2, interval: 60 },
      poor.headers,
    );
    expect(auto.json()).toMatchObject({ message: '포인트가 부족합니다.' });
    expect(await orderFootprint(ctx, poor.id)).toEqual(before);
  });

  it('orders a free service without booking a zero ledger entry', async () => {
    const free = await createTestService(ctx, { price: 0 });
    const poor = await createTestMember(ctx);
    const res = await order({ serviceId: free, link: 'https://x.com/a', amount: 10 }, poor.headers);
    expect(res.statusCode).toBe(200);
    expect(await orderFootprint(ctx, poor.id)).toEqual({ orders: 1, autoOrders: 0, ledger: 0 });
  });
});
