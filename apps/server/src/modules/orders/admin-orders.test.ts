import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminOrderDetail, type AdminOrderRow } from '@smm/contract/admin-orders';
import { ADMIN_ORDER_MESSAGES as M } from '@smm/contract/admin-orders-messages';
import { OrderStatus } from '@smm/contract/enums';
import { adminOrderFixtures } from '../../../test/helpers/admin-order-fixtures.ts';
import { SEARCH_WINDOWS } from './admin-order-repository.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';

let ctx: TestContext;
let f: ReturnType<typeof adminOrderFixtures>;
let operator: TestMember;
let withProvider: number;
let byHand: number;

beforeAll(async () => {
  ctx = await createTestContext();
  f = adminOrderFixtures(ctx);
  operator = await createTestMember(ctx, { isAdmin: true });
  withProvider = await f.service({ provider: true });
  byHand = await f.service();
});
afterAll(() => ctx.close());

const get = <T>(url: string) =>
  ctx.app.inject({ url, headers: operator.headers }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  });
const post = (url: string, payload?: Record<string, unknown>, headers = operator.headers) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

describe('the operator order routes', () => {
  it('answer 401 to the anonymous and 403 to members', async () => {
    const member = await createTestMember(ctx);
    const routes: [string, string][] = [
      ['GET', '/api/admin/orders'],
      ['GET', '/api/admin/auto-orders'],
      ['GET', '/api/admin/orders/1'],
      ...['found-at-provider', 'resend', 'cancel-refund', 'mark-partial', 'mark-completed'].map(
        (a): [string, string] => ['POST', `/api/admin/orders/1/${a}`],
      ),
      ['POST', '/api/admin/auto-orders/1/cancel'],
    ];
    for (const [method, url] of routes) {
      const anonymous = await ctx.app.inject({ method: method as 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      const asMember = await ctx.app.inject({ method: method as 'GET', url, headers: member.headers });
      expect(asMember.statusCode, url).toBe(403);
    }
  });
});

describe('listing orders', () => {
  it('filters by status, member, service, provider, needs-operator, search and KST days, keyset paged', async () => {
    const a = await createTestMember(ctx, { points: 1000 });
    const b = await createTestMember(ctx, { points: 1000 });
    const first = await f.order(a, withProvider, 10, 'https://www.instagram.com/p/first_one/');
    const second = await f.order(a, byHand, 10);
    const third = await f.order(b, withProvider, 10);
    await f.flagUnknown(third);
    await ctx.db.query(`UPDATE orders SET provider_order_id = 'PX-42' WHERE id = $1`, [first]);

    const ids = async (qs: string) =>
      (await get<AdminOrderRow[]>(`/api/admin/orders?${qs}`)).map((r) => r.id).filter((id) => id >= first);
    expect(await ids(`memberId=${a.id}`)).toEqual([second, first]);
    expect(await ids(`memberId=${b.id}`)).toEqual([third]);
    expect(await ids(`serviceId=${byHand}`)).toEqual([second]);
    expect(await ids('needsOperator=true')).toEqual([third]);
    expect(await ids(`memberId=${a.id}&needsOperator=false`)).toEqual([second, first]);
    expect(await ids(`q=${third}`)).toEqual([third]);
    expect(await ids('q=PX-42')).toEqual([first]);
    expect(await ids('q=first_one')).toEqual([first]);
    expect(await ids(`status=${OrderStatus.Completed}`)).toEqual([]);
    const rows = await get<AdminOrderRow[]>(`/api/admin/orders?memberId=${a.id}`);
    expect(rows[1]).toMatchObject({ memberLoginId: a.loginId, providerName: '테스트 패널', cost: 10 });
    expect(rows[0]).toMatchObject({ providerId: null, submitState: 'new' });
    const providerId = rows[1]!.providerId!;
    expect(await ids(`providerId=${providerId}&memberId=${a.id}`)).toEqual([first]);

    const page = await get<AdminOrderRow[]>(`/api/admin/orders?memberId=${a.id}&limit=1&before=${second}`);
    expect(page.map((r) => r.id)).toEqual([first]);
    // Orders were made now; a day far in the past or future holds none of them (KST days).
    expect(await ids('from=2000-01-01&to=2000-01-02')).toEqual([]);
    const today = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect(await ids(`from=${today}&to=${today}&memberId=${b.id}`)).toEqual([third]);
    const bad = await ctx.app.inject({ url: '/api/admin/orders?from=20-1-1', headers: operator.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(M.dateInvalid);
  });

  it('finds a link pasted whole with or without https:// and www., by a piece, literally (issue 38)', async () => {
    const m = await createTestMember(ctx, { points: 1000 });
    const [typed, copied, other] = [
      await f.order(m, withProvider, 10),
      await f.order(m, withProvider, 10),
      await f.order(m, withProvider, 10),
    ];
    const links: [number, string][] = [
      [typed, 'youtube.com/watch?v=Q9_a%Zx1'],
      [copied, 'https://www.YouTube.com/watch?v=q9_A%zx1/'],
      [other, 'https://www.youtube.com/watch?v=Q9xa%Zx1'],
    ];
    for (const [id, link] of links)
      await ctx.db.query(`UPDATE orders SET link = $2 WHERE id = $1`, [id, link]);
    const ids = async (q: string) =>
      (await get<AdminOrderRow[]>(`/api/admin/orders?memberId=${m.id}&q=${encodeURIComponent(q)}`)).map(
        (r) => r.id,
      );
    for (const pasted of [
      'https://www.youtube.com/watch?v=Q9_a%Zx1',
      'http://youtube.com/watch?v=Q9_a%Zx1/',
      'www.youtube.com/watch?v=q9_a%zx1',
      'Q9_a%Zx1',
      'v=q9_a',
    ]) {
      expect(await ids(pasted), pasted).toEqual([copied, typed]);
    }
    // `_` and `%` are the link's own characters, not LIKE's; the shared words match every link.
    expect(await ids('Q9%Zx1')).toEqual([]);
    expect(await ids('youtube.com/watch')).toEqual([other, copied, typed]);
    expect(await ids('https://www.youtube.com/watch?v=Q9xa')).toEqual([other]);
    expect(await ids('https://')).toEqual([other, copied]);
  });

  it('finds a page across the windows of ids a search looks through first (issue 38)', async () => {
    const m = await createTestMember(ctx, { points: 1000 });
    const link = 'https://www.tiktok.com/@window_search_seller';
    const skipIds = (n: number) =>
      ctx.db.query(
        `SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders) + $1)`,
        [n],
      );
    const placed = async () => {
      const id = await f.order(m, withProvider, 10);
      await ctx.db.query(`UPDATE orders SET link = $2 WHERE id = $1`, [id, link]);
      return id;
    };
    // Oldest to newest: ids skipped past both windows, then past the first.
    const [first, second] = SEARCH_WINDOWS as [number, number];
    const oldest = await placed();
    await skipIds(second + 10);
    const middle = await placed();
    await skipIds(first + 10);
    const [older, newest] = [await placed(), await placed()];
    const ids = async (qs: string) =>
      (await get<AdminOrderRow[]>(`/api/admin/orders?q=window_search_seller&${qs}`)).map((r) => r.id);
    expect(await ids('limit=2')).toEqual([newest, older]);
    expect(await ids('limit=3')).toEqual([newest, older, middle]);
    expect(await ids('limit=4')).toEqual([newest, older, middle, oldest]);
    expect(await ids('limit=100')).toEqual([newest, older, middle, oldest]);
    expect(await ids(`limit=1&before=${older}`)).toEqual([middle]);
    expect(await ids(`limit=2&before=${older}`)).toEqual([middle, oldest]);
    expect(await ids(`before=${middle}`)).toEqual([oldest]);
    expect(await ids(`memberId=${m.id}&limit=3&before=${newest}`)).toEqual([older, middle, oldest]);
  });

  it('lists a past date range newest first and pages it (issue 38)', async () => {
    const m = await createTestMember(ctx, { points: 1000 });
    const made = [];
    for (let i = 0; i < 4; i += 1) made.push(await f.order(m, withProvider, 10));
    const days = ['2020-03-01T00:00:00+09:00', '2020-03-07T23:59:59+09:00', '2020-03-08T00:00:00+09:00'];
    for (const [i, at] of days.entries()) {
      await ctx.db.query(`UPDATE orders SET created_at = $2 WHERE id = $1`, [made[i], at]);
    }
    const ids = async (qs: string) =>
      (await get<AdminOrderRow[]>(`/api/admin/orders?memberId=${m.id}&${qs}`)).map((r) => r.id);
    expect(await ids('from=2020-03-01&to=2020-03-07')).toEqual([made[1], made[0]]);
    expect(await ids('from=2020-03-01&to=2020-03-07&limit=1')).toEqual([made[1]]);
    expect(await ids(`from=2020-03-01&to=2020-03-07&before=${made[1]}`)).toEqual([made[0]]);
    expect(await ids('to=2020-03-08')).toEqual([made[2], made[1], made[0]]);
    expect(await ids('from=2020-03-08')).toEqual([made[3], made[2]]);
  });

  it('shows the detail with submission state, ledger rows and the allowed actions', async () => {
    const member = await createTestMember(ctx, { points: 500 });
    const id = await f.order(member, withProvider, 100);
    await f.flagUnknown(id);
    const detail = await get<AdminOrderDetail>(`/api/admin/orders/${id}`);
    expect(detail).toMatchObject({
      id,
      submitState: 'unknown',
      needsOperator: true,
      attempts: 1,
      lastError: 'timeout',
      serviceHasProvider: true,
      actions: ['found-at-provider', 'resend', 'cancel-refund'],
      autoOrder: null,
    });
    expect(detail.ledger).toMatchObject([{ delta: -100, reason: 'order', key: `order:${id}:debit` }]);
    const missing = await ctx.app.inject({ url: '/api/admin/orders/999999', headers: operator.headers });
    expect(missing.statusCode).toBe(404);
  });
});

describe('resolving a flagged order', () => {
  it('records the provider order id once ("it reached the provider"), audited', async () => {
    const member = await createTestMember(ctx, { points: 100 });
    const id = await f.order(member, withProvider);
    await f.flagUnknown(id);
    const found = await post(`/api/admin/orders/${id}/found-at-provider`, { providerOrderId: ' 777 ' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<AdminOrderDetail>()).toMatchObject({
      submitState: 'submitted',
      providerOrderId: '777',
      needsOperator: false,
      actions: [],
    });
    const again = await post(`/api/admin/orders/${id}/found-at-provider`, { providerOrderId: '778' });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(M.notUnknown);
    expect(await f.auditRows('order', id)).toMatchObject([
      {
        action: 'order.found_at_provider',
        operator_id: operator.id,
        before: { submitState: 'unknown', providerOrderId: null },
        after: { submitState: 'submitted', providerOrderId: '777' },
      },
    ]);
    const empty = await post(`/api/admin/orders/${id}/found-at-provider`, { providerOrderId: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe(M.providerOrderIdRequired);
    await f.expectBalance(member, 0);
  });

  it('sends it again once ("resend"), audited', async () => {
    const member = await createTestMember(ctx, { points: 100 });
    const id = await f.order(member, withProvider);
    await f.flagUnknown(id);
    const resent = await post(`/api/admin/orders/${id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<AdminOrderDetail>()).toMatchObject({ submitState: 'new', needsOperator: false });
    expect((await post(`/api/admin/orders/${id}/resend`, {})).statusCode).toBe(409);
    expect((await f.auditRows('order', id)).map((r) => r.action)).toEqual(['order.resend']);
    await f.expectBalance(member, 0);
  });

  it('cancels and refunds in full once, flagged or not yet submitted; refuses a submitted order', async () => {
    const member = await createTestMember(ctx, { points: 300 });
    const flagged = await f.order(member, withProvider);
    await f.flagUnknown(flagged);
    const pending = await f.order(member, withProvider);
    const submitted = await f.order(member, withProvider);
    await ctx.db.query(
      `UPDATE orders SET submit_state = 'submitted', provider_order_id = '9' WHERE id = $1`,
      [submitted],
    );
    for (const id of [flagged, pending]) {
      const canceled = await post(`/api/admin/orders/${id}/cancel-refund`, { memo: '고객 요청' });
      expect(canceled.statusCode, canceled.body).toBe(200);
      expect(canceled.json<AdminOrderDetail>()).toMatchObject({
        status: OrderStatus.Canceled,
        refunded: 100,
      });
      expect(await f.refundRows('order', id)).toEqual([100_000]);
      const again = await post(`/api/admin/orders/${id}/cancel-refund`);
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toBe(M.cancelRefundRefused);
      expect(await f.auditRows('order', id)).toMatchObject([
        { action: 'order.cancel_refund', after: { status: OrderStatus.Canceled, refunded: 100 } },
      ]);
    }
    const refused = await post(`/api/admin/orders/${submitted}/cancel-refund`);
    expect(refused.statusCode).toBe(409);
    expect(await f.auditRows('order', submitted)).toEqual([]);
    await f.expectBalance(member, 200);
  });

  it('two operators cancelling at once: one 200, one 409, one refund', async () => {
    const member = await createTestMember(ctx, { points: 100 });
    const id = await f.order(member, withProvider);
    await f.flagUnknown(id);
    const second = await createTestMember(ctx, { isAdmin: true });
    const answers = await Promise.all([
      post(`/api/admin/orders/${id}/cancel-refund`),
      post(`/api/admin/orders/${id}/cancel-refund`, undefined, second.headers),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await f.refundRows('order', id)).toEqual([100_000]);
    expect(await f.auditRows('order', id)).toHaveLength(1);
    await f.expectBalance(member, 100);
  });
});

describe('settling by hand', () => {
  it('marks a provider-less order Partial and refunds the rest once', async () => {
    const member = await createTestMember(ctx, { points: 100 });
    const id = await f.order(member, byHand);
    expect((await get<AdminOrderDetail>(`/api/admin/orders/${id}`)).actions).toEqual([
      'cancel-refund',
      'mark-partial',
      'mark-completed',
    ]);
    const tooMany = await post(`/api/admin/orders/${id}/mark-partial`, { delivered: 100 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toBe(M.deliveredRange);
    const partial = await post(`/api/admin/orders/${id}/mark-partial`, { delivered: 30 });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json<AdminOrderDetail>()).toMatchObject({
      status: OrderStatus.Partial,
      remains: 70,
      refunded: 70,
    });
    const again = await post(`/api/admin/orders/${id}/mark-partial`, { delivered: 10 });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(M.markPartialRefused);
    expect(await f.refundRows('order', id)).toEqual([70_000]);
    expect((await f.auditRows('order', id)).map((r) => r.action)).toEqual(['order.mark_partial']);
    await f.expectBalance(member, 70);
  });

  it('refunds a flagged Partial the provider reported without remains, once', async () => {
    const member = await createTestMember(ctx, { points: 100 });
    const id = await f.order(member, withProvider);
    await f.flagPartialWithoutRemains(id);
    expect((await get<AdminOrderDetail>(`/api/admin/orders/${id}`)).actions).toEqual(['mark-partial']);
    const settled = await post(`/api/admin/orders/${id}/mark-partial`, { delivered: 60 });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json<AdminOrderDetail>()).toMatchObject({
      needsOperator: false,
      remains: 40,
      refunded: 40,
    });
    expect((await post(`/api/admin/orders/${id}/mark-partial`, { delivered: 60 })).statusCode).toBe(409);
    await f.expectBalance(member, 40);
  });

  it('marks a provider-less order Completed without a refund; refuses one with a provider', async () => {
    const member = await createTestMember(ctx, { points: 200 });
    const id = await f.order(member, byHand);
    const done = await post(`/api/admin/orders/${id}/mark-completed`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<AdminOrderDetail>()).toMatchObject({
      status: OrderStatus.Completed,
      remains: 0,
      refunded: 0,
    });
    expect((await post(`/api/admin/orders/${id}/mark-completed`)).statusCode).toBe(409);
    const mapped = await f.order(member, withProvider);
    const refused = await post(`/api/admin/orders/${mapped}/mark-completed`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(M.markCompletedRefused);
    expect((await post(`/api/admin/orders/${mapped}/mark-partial`, { delivered: 1 })).statusCode).toBe(409);
    expect(await f.auditRows('order', id)).toMatchObject([{ action: 'order.mark_completed' }]);
    expect(await f.auditRows('order', mapped)).toEqual([]);
    await f.expectBalance(member, 0);
  });
});

describe('auto-orders', () => {
  it('lists them and cancels an active one, refunding the runs not placed once', async () => {
    const autoService = await f.service({ enableAuto: true, provider: true });
    const member = await createTestMember(ctx, { points: 100 });
    const orderId = await f.autoOrder(member, autoService, 10, 5);
    const { autoOrderId } = (await get<AdminOrderDetail>(`/api/admin/orders/${orderId}`)) as {
      autoOrderId: number;
    };
    const listed = await get<{ id: number; runs: number; runsPlaced: number }[]>(
      `/api/admin/auto-orders?memberId=${member.id}`,
    );
    expect(listed).toMatchObject([{ id: autoOrderId, runs: 5, runsPlaced: 1 }]);
    const answers = await Promise.all([
      post(`/api/admin/auto-orders/${autoOrderId}/cancel`),
      post(`/api/admin/auto-orders/${autoOrderId}/cancel`, { memo: '중복' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json<{ message: string }>().message).toBe(M.autoOrderNotActive);
    // 4 runs of 10 at 1 point were never placed.
    expect(await f.refundRows('auto_order', autoOrderId)).toEqual([40_000]);
    expect(await f.auditRows('auto_order', autoOrderId)).toMatchObject([
      { action: 'auto_order.cancel', before: { status: 0 }, after: { status: 2, refunded: 40 } },
    ]);
    await f.expectBalance(member, 90);
    expect((await post('/api/admin/auto-orders/999999/cancel')).statusCode).toBe(404);
  });
});
