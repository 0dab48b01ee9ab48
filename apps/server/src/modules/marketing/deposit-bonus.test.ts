import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DepositBonus } from '@smm/contract/deposit-bonus';
import { MARKETING_MESSAGES } from '@smm/contract/marketing-messages';
import type { PointHistoryRow } from '@smm/contract/point';
import type { AdminPointRequest, PointRequestCreated } from '@smm/contract/point-api';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { auditRows, call, ledgerRows, messageOf } from '../../../test/helpers/marketing.ts';
import { decide, postTopUp } from '../../../test/helpers/points.ts';

const SECRET = 'bank-webhook-secret-0123456789';
let ctx: TestContext;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({ env: { BANK_WEBHOOK_SECRET: SECRET } });
  operator = await createTestMember(ctx, { isAdmin: true });
});
afterAll(() => ctx.close());

const TIERS: DepositBonus = {
  enabled: true,
  tiers: [
    { minAmount: 300_000, percent: 5 },
    { minAmount: 100_000, percent: 3 },
    { minAmount: 1_000_000, percent: 7 },
  ],
};

async function topUp(member: TestMember, point: number, name = '홍길동'): Promise<PointRequestCreated> {
  const res = await postTopUp(ctx, member, { name, point, feeType: 2 });
  expect(res.statusCode).toBe(201);
  return res.json<PointRequestCreated>();
}

describe('deposit bonus settings', () => {
  it("are the operator's: saved sorted, audited, read by members, refused to members", async () => {
    const member = await createTestMember(ctx);
    expect((await call(ctx, member, 'PUT', '/api/admin/marketing/deposit-bonus', TIERS)).statusCode).toBe(
      403,
    );
    const saved = await call(ctx, operator, 'PUT', '/api/admin/marketing/deposit-bonus', TIERS);
    expect(saved.statusCode).toBe(200);
    const sorted = [...TIERS.tiers].sort((a, b) => a.minAmount - b.minAmount);
    expect(saved.json()).toEqual({ enabled: true, tiers: sorted });
    expect((await call(ctx, member, 'GET', '/api/point/deposit-bonus')).json()).toEqual({
      enabled: true,
      tiers: sorted,
    });
    expect((await call(ctx, null, 'GET', '/api/point/deposit-bonus')).statusCode).toBe(401);
    const [audit] = await auditRows(ctx, 'marketing.deposit_bonus');
    expect(audit).toMatchObject({ operator_id: operator.id, after: { enabled: true, tiers: sorted } });
  });

  it('refuse bad tiers in Korean and change nothing', async () => {
    await call(ctx, operator, 'PUT', '/api/admin/marketing/deposit-bonus', TIERS);
    const cases: [unknown, string][] = [
      [
        { enabled: true, tiers: [{ minAmount: 1000, percent: 0 }] },
        MARKETING_MESSAGES.bonus.tierPercentInvalid,
      ],
      [
        { enabled: true, tiers: [{ minAmount: 1000, percent: 2.5 }] },
        MARKETING_MESSAGES.bonus.tierPercentInvalid,
      ],
      [{ enabled: true, tiers: [{ minAmount: 0, percent: 3 }] }, MARKETING_MESSAGES.bonus.tierAmountInvalid],
      [
        {
          enabled: true,
          tiers: [
            { minAmount: 1000, percent: 3 },
            { minAmount: 1000, percent: 4 },
          ],
        },
        MARKETING_MESSAGES.bonus.tiersDuplicate,
      ],
      [
        { enabled: true, tiers: Array.from({ length: 11 }, (_, i) => ({ minAmount: i + 1, percent: 1 })) },
        MARKETING_MESSAGES.bonus.tiersTooMany,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call(ctx, operator, 'PUT', '/api/admin/marketing/deposit-bonus', body);
      expect(res.statusCode).toBe(400);
      expect(messageOf(res)).toBe(message);
    }
    const now = (await call(ctx, operator, 'GET', '/api/admin/marketing/deposit-bonus')).json<DepositBonus>();
    expect(now.tiers).toHaveLength(3);
  });
});

describe('deposit bonus on approval', () => {
  it("is promised with the request and credited once as its own entry on the operator's approval", async () => {
    await call(ctx, operator, 'PUT', '/api/admin/marketing/deposit-bonus', TIERS);
    const member = await createTestMember(ctx);
    const small = await topUp(member, 99_999);
    const mid = await topUp(member, 300_000);
    const big = await topUp(member, 1_000_001);
    expect([small.bonus, mid.bonus, big.bonus]).toEqual([0, 15_000, 70_000.07]);

    // A rule changed after the request does not change what it was promised.
    await call(ctx, operator, 'PUT', '/api/admin/marketing/deposit-bonus', { enabled: false, tiers: [] });
    for (const id of [small.id, mid.id, big.id])
      expect((await decide(ctx, operator, id, 'approve')).statusCode).toBe(200);
    expect((await decide(ctx, operator, mid.id, 'approve')).statusCode).toBe(409);

    expect(await ledgerRows(ctx, member.id, 'bonus')).toEqual([
      {
        delta_milli: 15_000_000,
        idempotency_key: `point_request:${mid.id}:bonus`,
        ref_type: 'point_request',
        ref_id: mid.id,
      },
      {
        delta_milli: 70_000_070,
        idempotency_key: `point_request:${big.id}:bonus`,
        ref_type: 'point_request',
        ref_id: big.id,
      },
    ]);
    const total = (99_999 + 300_000 + 1_000_001) * 1000 + 15_000_000 + 70_000_070;
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: total, ledger: total });

    const history = (await call(ctx, member, 'GET', '/api/service/point-history')).json<PointHistoryRow[]>();
    expect(history.map((r) => [r.id, r.bonus, r.couponBonus])).toEqual([
      [big.id, 70_000.07, 0],
      [mid.id, 15_000, 0],
      [small.id, 0, 0],
    ]);
    const admin = (await call(ctx, operator, 'GET', '/api/admin/point-requests?limit=500')).json<
      AdminPointRequest[]
    >();
    expect(admin.find((r) => r.id === big.id)?.bonus).toBe(70_000.07);
  });

  it('is not credited for a rejected request, and is off when the operator turns it off', async () => {
    const member = await createTestMember(ctx);
    await call(ctx, operator, 'PUT', '/api/admin/marketing/deposit-bonus', TIERS);
    const rejected = await topUp(member, 100_000);
    expect((await decide(ctx, operator, rejected.id, 'reject')).statusCode).toBe(200);
    await call(ctx, operator, 'PUT', '/api/admin/marketing/deposit-bonus', { ...TIERS, enabled: false });
    const off = await topUp(member, 100_000);
    expect(off.bonus).toBe(0);
    expect((await decide(ctx, operator, off.id, 'approve')).statusCode).toBe(200);
    expect(await ledgerRows(ctx, member.id, 'bonus')).toEqual([]);
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 100_000_000, ledger: 100_000_000 });
  });

  it('is credited once when the deposit webhook approves, however often it is delivered', async () => {
    await call(ctx, operator, 'PUT', '/api/admin/marketing/deposit-bonus', TIERS);
    const member = await createTestMember(ctx);
    const name = `입금${randomBytes(3).toString('hex')}`;
    const request = await topUp(member, 100_000, name);
    const body = { depositId: `dep-${randomBytes(6).toString('hex')}`, depositorName: name, amount: 100_000 };
    const deliveries = await Promise.all(
      [1, 2, 3].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/webhooks/bank-deposit',
          headers: { 'x-webhook-secret': SECRET },
          payload: body,
        }),
      ),
    );
    expect(deliveries.every((d) => d.statusCode === 200)).toBe(true);
    expect((await decide(ctx, operator, request.id, 'approve')).statusCode).toBe(409);
    expect(await ledgerRows(ctx, member.id, 'bonus')).toHaveLength(1);
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 103_000_000, ledger: 103_000_000 });
  });
});
