import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPointRequest } from '@smm/contract/point-api';
import { POINT_MESSAGES } from '@smm/contract/point-messages';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import {
  createPendingTopUp,
  decide,
  requestStatus,
  VALID_TAX_INVOICE,
} from '../../../test/helpers/points.ts';

let ctx: TestContext;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await createTestMember(ctx, { isAdmin: true, loginId: `op${Date.now()}` });
});
afterAll(() => ctx.close());

async function topupEntries(requestId: number) {
  const { rows } = await ctx.db.query<{ delta_milli: number; reason: string; idempotency_key: string }>(
    `SELECT delta_milli, reason, idempotency_key FROM point_ledger WHERE ref_type = 'point_request' AND ref_id = $1`,
    [requestId],
  );
  return rows;
}

describe('operator endpoints: access', () => {
  it('refuse the anonymous (401) and members (403)', async () => {
    const member = await createTestMember(ctx);
    const id = await createPendingTopUp(ctx, member, '홍길동', 1000);
    expect((await ctx.app.inject('/api/admin/point-requests')).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/admin/point-requests', headers: member.headers })).statusCode,
    ).toBe(403);
    expect((await decide(ctx, member, id, 'approve')).statusCode).toBe(403);
    expect((await decide(ctx, member, id, 'reject')).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/admin/bank-deposits', headers: member.headers })).statusCode,
    ).toBe(403);
    expect((await requestStatus(ctx, id)).status).toBe(0);
  });
});

describe('POST /api/admin/point-requests/:id/approve', () => {
  it('credits the points once through the ledger and records the operator', async () => {
    const member = await createTestMember(ctx, { points: 500 });
    const id = await createPendingTopUp(ctx, member, '홍길동', 10000, 1);
    const res = await decide(ctx, operator, id, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminPointRequest>()).toMatchObject({
      id,
      status: 1,
      point: 10000,
      payAmount: 11000,
      decidedVia: 'operator',
      decidedBy: operator.loginId,
      loginId: member.loginId,
    });
    expect(res.json<AdminPointRequest>().responseAt).toEqual(expect.any(String));
    // The member pays 11,000 won for a tax invoice but receives the 10,000 points asked for.
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 10_500_000, ledger: 10_500_000 });
    expect(await topupEntries(id)).toEqual([
      { delta_milli: 10_000_000, reason: 'topup', idempotency_key: `point_request:${id}:credit` },
    ]);

    const again = await decide(ctx, operator, id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(POINT_MESSAGES.requestDecided);
    expect((await decide(ctx, operator, id, 'reject')).statusCode).toBe(409);
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 10_500_000, ledger: 10_500_000 });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const res = await decide(ctx, operator, 987654321, 'approve');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toBe(POINT_MESSAGES.requestNotFound);
    expect((await decide(ctx, operator, 987654321, 'reject')).statusCode).toBe(404);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/point-requests/abc/approve',
      headers: operator.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('credits once when 10 operators approve the same request at the same time (really concurrent on PostgreSQL)', async () => {
    const member = await createTestMember(ctx);
    const id = await createPendingTopUp(ctx, member, '홍길동', 7000);
    const results = await Promise.all(Array.from({ length: 10 }, () => decide(ctx, operator, id, 'approve')));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 7_000_000, ledger: 7_000_000 });
    expect(await topupEntries(id)).toHaveLength(1);
  });

  it('lets exactly one of an approve and a reject racing each other win', async () => {
    for (let round = 0; round < 5; round++) {
      const member = await createTestMember(ctx);
      const id = await createPendingTopUp(ctx, member, '홍길동', 3000);
      const [approve, reject] = await Promise.all([
        decide(ctx, operator, id, 'approve'),
        decide(ctx, operator, id, 'reject'),
      ]);
      expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      const { status } = await requestStatus(ctx, id);
      const credited = approve.statusCode === 200 ? 3_000_000 : 0;
      expect(status).toBe(approve.statusCode === 200 ? 1 : 2);
      expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: credited, ledger: credited });
    }
  });
});

describe('POST /api/admin/point-requests/:id/reject', () => {
  it('rejects without moving money, keeps the reason, and answers 409 once decided', async () => {
    const member = await createTestMember(ctx);
    const id = await createPendingTopUp(ctx, member, '홍길동', 2000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/point-requests/${id}/reject`,
      headers: operator.headers,
      payload: { reason: '입금 확인 불가' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminPointRequest>()).toMatchObject({
      status: 2,
      decidedVia: 'operator',
      decidedBy: operator.loginId,
      reason: '입금 확인 불가',
    });
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 0, ledger: 0 });
    expect((await decide(ctx, operator, id, 'reject')).statusCode).toBe(409);
    expect((await decide(ctx, operator, id, 'approve')).statusCode).toBe(409);
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 0, ledger: 0 });
  });
});

describe('GET /api/admin/point-requests', () => {
  it('lists requests newest first with the member, depositor and fee details, filtered by status and paged', async () => {
    const member = await createTestMember(ctx);
    const pending = await createPendingTopUp(ctx, member, '김영희', 1000, 1);
    const approved = await createPendingTopUp(ctx, member, '김영희', 2000);
    await decide(ctx, operator, approved, 'approve');
    const list = async (query: string) =>
      (await ctx.app.inject({ url: `/api/admin/point-requests${query}`, headers: operator.headers })).json<
        AdminPointRequest[]
      >();

    const all = await list('');
    expect(all.map((r) => r.id).slice(0, 2)).toEqual([approved, pending]);
    expect(all.every((r, i) => i === 0 || r.id < all[i - 1]!.id)).toBe(true);
    expect(all[1]).toMatchObject({
      memberId: member.id,
      loginId: member.loginId,
      name: '김영희',
      point: 1000,
      payAmount: 1100,
      feeType: 1,
      feeValue: VALID_TAX_INVOICE,
      status: 0,
      responseAt: null,
      decidedVia: null,
    });
    const onlyPending = await list('?status=0');
    expect(onlyPending.some((r) => r.id === pending)).toBe(true);
    expect(onlyPending.every((r) => r.status === 0)).toBe(true);
    expect((await list('?status=1')).every((r) => r.status === 1)).toBe(true);
    expect((await list(`?limit=1&before=${approved}`)).map((r) => r.id)).toEqual([pending]);
    const bad = await ctx.app.inject({
      url: '/api/admin/point-requests?status=7',
      headers: operator.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
