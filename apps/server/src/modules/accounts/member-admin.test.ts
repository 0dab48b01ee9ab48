import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLedgerRow, AdminMemberDetail, AdminMemberRow } from '@smm/contract/admin-members';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createTestService } from '../../../test/helpers/order-fixtures.ts';
import { credit } from '../ledger/ledger-repository.ts';

let ctx: TestContext;
let operator: TestMember;
let service: number;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await createTestMember(ctx, { isAdmin: true });
  service = await createTestService(ctx, { price: 0.5, min: 10, max: 1000 });
});
afterAll(() => ctx.close());

const get = <T>(url: string) =>
  ctx.app.inject({ url, headers: operator.headers }).then((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  });

describe('operator member reads', () => {
  it('answers 401 to the anonymous and 403 to members on every member route', async () => {
    const member = await createTestMember(ctx);
    const routes: [string, string][] = [
      ['GET', '/api/admin/members'],
      ['GET', `/api/admin/members/${member.id}`],
      ['GET', `/api/admin/members/${member.id}/ledger`],
      ['POST', `/api/admin/members/${member.id}/adjustments`],
      ['POST', `/api/admin/members/${member.id}/block`],
      ['POST', `/api/admin/members/${member.id}/unblock`],
      ['POST', `/api/admin/members/${member.id}/grant-admin`],
      ['POST', `/api/admin/members/${member.id}/revoke-admin`],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { delta: 1, memo: 'x' } : undefined;
      const anonymous = await ctx.app.inject({ method: method as 'GET', url, payload });
      expect(anonymous.statusCode, url).toBe(401);
      const asMember = await ctx.app.inject({
        method: method as 'GET',
        url,
        payload,
        headers: member.headers,
      });
      expect(asMember.statusCode, url).toBe(403);
    }
  });

  it('lists members with totals from the ledger and orders that agree with their lists', async () => {
    const m = await createTestMember(ctx, { points: 1000 });
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/service/order',
      headers: m.headers,
      payload: { serviceId: service, link: 'https://example.com/p/1', amount: 100 },
    });
    expect(order.statusCode, order.body).toBe(200);
    await ctx.db.transaction((tx) =>
      credit(tx, {
        memberId: m.id,
        amountMilli: 50_000,
        reason: 'topup',
        refType: 'point_request',
        refId: null,
        key: `test-topup-${m.id}`,
      }),
    );
    const [row] = await get<AdminMemberRow[]>(`/api/admin/members?q=${m.loginId}`);
    expect(row).toMatchObject({
      id: m.id,
      loginId: m.loginId,
      balance: 1000 - 50 + 50,
      totalSpent: 50,
      totalTopup: 50,
      orderCount: 1,
      loginType: 'general',
      state: 'active',
      isAdmin: false,
    });
    const ledger = await get<AdminLedgerRow[]>(`/api/admin/members/${m.id}/ledger`);
    const spent = -ledger
      .filter((r) => r.reason === 'order' || r.reason === 'refund')
      .reduce((s, r) => s + r.delta, 0);
    expect(spent).toBe(row!.totalSpent);
  });

  it('searches by number, e-mail and phone, filters by state and login type, pages by keyset', async () => {
    const a = await createTestMember(ctx);
    const b = await createTestMember(ctx);
    await ctx.db.query("UPDATE members SET phone_number = '01055501234' WHERE id = $1", [b.id]);
    await ctx.db.query(
      "INSERT INTO social_accounts (provider, provider_user_id, member_id) VALUES ('kakao', $1, $2)",
      [`k-${b.id}`, b.id],
    );
    await ctx.db.query('UPDATE members SET blocked_at = now() WHERE id = $1', [a.id]);
    const ids = (rows: AdminMemberRow[]) => rows.map((r) => r.id);

    expect(ids(await get(`/api/admin/members?q=${a.id}`))).toContain(a.id);
    expect(ids(await get(`/api/admin/members?q=${encodeURIComponent(`${a.loginId}@example`)}`))).toEqual([
      a.id,
    ]);
    expect(ids(await get('/api/admin/members?q=010-5550-1234'))).toEqual([b.id]);
    // Case does not matter, as with ILIKE; the login id and the e-mail are not read as one text.
    expect(
      ids(await get(`/api/admin/members?q=${encodeURIComponent(`${a.loginId.toUpperCase()}@EXAMPLE`)}`)),
    ).toEqual([a.id]);
    const email = (await ctx.db.query<{ email: string }>('SELECT email FROM members WHERE id = $1', [a.id]))
      .rows[0]!.email;
    expect(
      await get(`/api/admin/members?q=${encodeURIComponent(`${a.loginId}\n${email.slice(0, 3)}`)}`),
    ).toEqual([]);
    const kakao = await get<AdminMemberRow[]>('/api/admin/members?loginType=kakao');
    expect(ids(kakao)).toEqual([b.id]);
    expect(kakao[0]!.loginType).toBe('kakao');
    expect(ids(await get('/api/admin/members?loginType=general'))).not.toContain(b.id);
    const blocked = await get<AdminMemberRow[]>('/api/admin/members?state=blocked');
    expect(ids(blocked)).toEqual([a.id]);
    expect(blocked[0]!.state).toBe('blocked');
    expect(ids(await get('/api/admin/members?state=active'))).not.toContain(a.id);

    const first = await get<AdminMemberRow[]>('/api/admin/members?limit=1');
    expect(ids(first)).toEqual([b.id]);
    expect(ids(await get(`/api/admin/members?limit=1&before=${b.id}`))).toEqual([a.id]);
    // A search for LIKE wildcards matches them literally, not everything.
    expect(await get('/api/admin/members?q=%25')).toEqual([]);
  });

  it('shows the detail: profile, referrer, api key status (never the key), ledger, orders and top-ups', async () => {
    const referrer = await createTestMember(ctx);
    const m = await createTestMember(ctx, { points: 10 });
    await ctx.db.query(
      "UPDATE members SET referred_by = $2, api_key_hash = 'h', api_key_cipher = 'c', referral_code = 'REF123' WHERE id = $1",
      [m.id, referrer.id],
    );
    const detail = await get<AdminMemberDetail>(`/api/admin/members/${m.id}`);
    expect(detail).toMatchObject({
      id: m.id,
      email: `${m.loginId}@example.com`,
      referralCode: 'REF123',
      referredBy: { id: referrer.id, loginId: referrer.loginId },
      hasApiKey: true,
      blockedAt: null,
      orders: [],
      topups: [],
    });
    expect(detail.ledger).toHaveLength(1);
    expect(detail.ledger[0]).toMatchObject({ delta: 10, balanceAfter: 10, reason: 'adjustment' });
    expect(JSON.stringify(detail)).not.toMatch(/"c"|api_key|apiKey"/);

    const missing = await ctx.app.inject({ url: '/api/admin/members/999999', headers: operator.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: '회원을 찾을 수 없습니다.' });
  });
});
