import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETING_MESSAGES } from '@smm/contract/marketing-messages';
import type { MyReferral, ReferralPayout, ReferralSettings } from '@smm/contract/referral';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { auditRows, call, ledgerRows, messageOf } from '../../../test/helpers/marketing.ts';
import { createTestService } from '../../../test/helpers/order-fixtures.ts';
import { createPendingTopUp, decide } from '../../../test/helpers/points.ts';

const R = MARKETING_MESSAGES.referral;
let ctx: TestContext;
let operator: TestMember;
let service: number;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await createTestMember(ctx, { isAdmin: true });
  service = await createTestService(ctx, { price: 1, min: 10, max: 10_000 });
});
afterAll(() => ctx.close());

const SETTINGS: ReferralSettings = {
  enabled: true,
  percent: 5,
  basis: 'topup',
  months: 12,
  payoutEnabled: true,
  payoutMinimum: 1000,
};

const setSettings = async (s: Partial<ReferralSettings>) => {
  const res = await call(ctx, operator, 'PUT', '/api/admin/marketing/referral', { ...SETTINGS, ...s });
  expect(res.statusCode, res.body).toBe(200);
};

/** A referrer and a member who signed up with its code `monthsAgo` months ago. */
async function pair(monthsAgo = 0, points = 0): Promise<{ referrer: TestMember; referred: TestMember }> {
  const referrer = await createTestMember(ctx, {
    loginId: `ref${Date.now()}${Math.floor(Math.random() * 1e6)}`,
  });
  await ctx.db.query('UPDATE members SET referral_code = $2 WHERE id = $1', [referrer.id, `R${referrer.id}`]);
  const referred = await createTestMember(ctx, { points });
  await ctx.db.query(
    `UPDATE members SET referred_by = $2, created_at = now() - make_interval(months => $3::int) WHERE id = $1`,
    [referred.id, referrer.id, monthsAgo],
  );
  return { referrer, referred };
}

async function approvedTopUp(member: TestMember, point: number): Promise<number> {
  const id = await createPendingTopUp(ctx, member, '홍길동', point);
  expect((await decide(ctx, operator, id, 'approve')).statusCode).toBe(200);
  return id;
}

const mine = async (m: TestMember) => (await call(ctx, m, 'GET', '/api/account/referral')).json<MyReferral>();

describe('referral settings', () => {
  it('are audited and refuse bad values in Korean', async () => {
    await setSettings({});
    expect((await call(ctx, operator, 'GET', '/api/admin/marketing/referral')).json()).toEqual(SETTINGS);
    expect((await auditRows(ctx, 'marketing.referral'))[0]).toMatchObject({
      operator_id: operator.id,
      after: SETTINGS,
    });
    for (const [body, message] of [
      [{ ...SETTINGS, percent: 101 }, MARKETING_MESSAGES.percentInvalid],
      [{ ...SETTINGS, months: 0 }, R.monthsInvalid],
      [{ ...SETTINGS, payoutMinimum: -1 }, MARKETING_MESSAGES.amountInvalid],
    ] as const) {
      const res = await call(ctx, operator, 'PUT', '/api/admin/marketing/referral', body);
      expect([res.statusCode, messageOf(res)]).toEqual([400, message]);
    }
    const member = await createTestMember(ctx);
    expect((await call(ctx, member, 'PUT', '/api/admin/marketing/referral', SETTINGS)).statusCode).toBe(403);
  });
});

describe('commission on top-ups', () => {
  it('credits the referrer once per approved top-up within the months after sign-up', async () => {
    await setSettings({ basis: 'topup', percent: 5 });
    const { referrer, referred } = await pair(2);
    const id = await approvedTopUp(referred, 100_000);
    expect((await decide(ctx, operator, id, 'approve')).statusCode).toBe(409);
    expect(await ledgerRows(ctx, referrer.id, 'commission')).toEqual([
      {
        delta_milli: 5_000_000,
        idempotency_key: `point_request:${id}:commission`,
        ref_type: 'point_request',
        ref_id: id,
      },
    ]);
    expect(await balanceAndLedger(ctx, referrer.id)).toEqual({ balance: 5_000_000, ledger: 5_000_000 });
    const page = await mine(referrer);
    expect(page).toMatchObject({
      referralCode: `R${referrer.id}`,
      earned: 5000,
      withdrawable: 5000,
      percent: 5,
    });
    expect(page.referred).toHaveLength(1);
    expect(page.referred[0]?.earned).toBe(5000);
    expect(page.referred[0]?.maskedLoginId).toMatch(/^.{2}\*{3,}$/);
    expect(page.referred[0]?.maskedLoginId).not.toBe(referred.loginId);
  });

  it('earns nothing past the months, when off, or on the other basis', async () => {
    const old = await pair(13);
    await setSettings({ basis: 'topup' });
    await approvedTopUp(old.referred, 10_000);
    const off = await pair(0);
    await setSettings({ enabled: false });
    await approvedTopUp(off.referred, 10_000);
    const other = await pair(0);
    await setSettings({ basis: 'order' });
    await approvedTopUp(other.referred, 10_000);
    for (const p of [old, off, other]) expect(await ledgerRows(ctx, p.referrer.id, 'commission')).toEqual([]);
  });
});

describe('commission on order spend', () => {
  async function order(member: TestMember, amount: number): Promise<number> {
    const res = await call(ctx, member, 'POST', '/api/service/order', {
      serviceId: service,
      link: 'https://x.com/p/1',
      amount,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ orderId: number }>().orderId;
  }
  const act = (id: number, action: string, body?: unknown) =>
    call(ctx, operator, 'POST', `/api/admin/orders/${id}/${action}`, body ?? {});

  it('is credited when the order settles, on the points it kept: full, partial, none when canceled', async () => {
    await setSettings({ basis: 'order', percent: 10 });
    const { referrer, referred } = await pair(0, 1000);
    const done = await order(referred, 100);
    const partial = await order(referred, 100);
    const canceled = await order(referred, 100);
    expect(await ledgerRows(ctx, referrer.id, 'commission')).toEqual([]);
    expect((await act(done, 'mark-completed')).statusCode).toBe(200);
    expect((await act(partial, 'mark-partial', { delivered: 30 })).statusCode).toBe(200);
    expect((await act(canceled, 'cancel-refund')).statusCode).toBe(200);
    expect((await act(done, 'mark-completed')).statusCode).toBe(409);
    const rows = await ledgerRows(ctx, referrer.id, 'commission');
    expect(rows.map((r) => [r.ref_id, r.delta_milli])).toEqual([
      [done, 10_000],
      [partial, 3_000],
    ]);
    expect(await balanceAndLedger(ctx, referrer.id)).toEqual({ balance: 13_000, ledger: 13_000 });
    expect(await balanceAndLedger(ctx, referred.id)).toEqual({ balance: 870_000, ledger: 870_000 });
    expect((await mine(referrer)).referred[0]?.earned).toBe(13);
  });
});

describe('payouts', () => {
  it('are asked above the minimum within what was earned, approved once with a debit, or rejected', async () => {
    await setSettings({ basis: 'topup', percent: 10, payoutMinimum: 1000 });
    const { referrer, referred } = await pair(0);
    await approvedTopUp(referred, 50_000);
    const ask = (amount: number) =>
      call(ctx, referrer, 'POST', '/api/account/referral/payouts', {
        amount,
        bank: '국민은행',
        accountNumber: '123-456-789012',
        holder: '홍길동',
      });
    expect(messageOf(await ask(999))).toBe(R.payoutBelowMinimum);
    expect(messageOf(await ask(5001))).toBe(R.payoutOverEarned);
    const bad = await call(ctx, referrer, 'POST', '/api/account/referral/payouts', {
      amount: 1000,
      bank: '',
      accountNumber: 'x',
      holder: '',
    });
    expect(bad.statusCode).toBe(400);
    const first = await ask(2000);
    expect(first.statusCode, first.body).toBe(201);
    expect(messageOf(await ask(1000))).toBe(R.payoutPending);
    const payout = first.json<ReferralPayout>();
    expect(payout).toMatchObject({ state: 'pending', amount: 2000, loginId: null });

    const listed = (await call(ctx, operator, 'GET', '/api/admin/referral-payouts?state=pending')).json<
      ReferralPayout[]
    >();
    expect(listed.find((p) => p.id === payout.id)?.loginId).toBe(referrer.loginId);
    const approved = await call(ctx, operator, 'POST', `/api/admin/referral-payouts/${payout.id}/approve`);
    expect(approved.json<ReferralPayout>().state).toBe('approved');
    const again = await call(ctx, operator, 'POST', `/api/admin/referral-payouts/${payout.id}/reject`, {});
    expect([again.statusCode, messageOf(again)]).toEqual([409, R.payoutDecided]);
    expect(await ledgerRows(ctx, referrer.id, 'payout')).toEqual([
      {
        delta_milli: -2_000_000,
        idempotency_key: `referral_payout:${payout.id}:debit`,
        ref_type: 'referral_payout',
        ref_id: payout.id,
      },
    ]);
    expect(await balanceAndLedger(ctx, referrer.id)).toEqual({ balance: 3_000_000, ledger: 3_000_000 });
    expect(await mine(referrer)).toMatchObject({
      earned: 5000,
      paidOut: 2000,
      pendingPayout: 0,
      withdrawable: 3000,
    });

    const second = (await ask(3000)).json<ReferralPayout>();
    const rejected = await call(ctx, operator, 'POST', `/api/admin/referral-payouts/${second.id}/reject`, {
      reason: '계좌 확인 불가',
    });
    expect(rejected.json<ReferralPayout>()).toMatchObject({ state: 'rejected', reason: '계좌 확인 불가' });
    expect(await balanceAndLedger(ctx, referrer.id)).toEqual({ balance: 3_000_000, ledger: 3_000_000 });
    expect((await auditRows(ctx, 'referral_payout.approve'))[0]).toMatchObject({
      target_id: String(payout.id),
    });
    expect((await auditRows(ctx, 'referral_payout.reject'))[0]).toMatchObject({
      target_id: String(second.id),
    });
    const missing = await call(ctx, operator, 'POST', '/api/admin/referral-payouts/987654321/approve');
    expect([missing.statusCode, messageOf(missing)]).toEqual([404, R.payoutNotFound]);

    await setSettings({ payoutEnabled: false });
    expect(messageOf(await ask(1000))).toBe(R.payoutDisabled);
  });

  it('refuses to approve a payout the balance no longer covers, changing nothing', async () => {
    await setSettings({ basis: 'topup', percent: 10, payoutEnabled: true, payoutMinimum: 1000 });
    const { referrer, referred } = await pair(0);
    await approvedTopUp(referred, 20_000);
    const asked = await call(ctx, referrer, 'POST', '/api/account/referral/payouts', {
      amount: 2000,
      bank: '국민은행',
      accountNumber: '123-456',
      holder: '홍길동',
    });
    const id = asked.json<ReferralPayout>().id;
    // Spend the points the way a member would: an order.
    const spent = await call(ctx, referrer, 'POST', '/api/service/order', {
      serviceId: service,
      link: 'https://x.com/p/9',
      amount: 1500,
    });
    expect(spent.statusCode, spent.body).toBe(200);
    const res = await call(ctx, operator, 'POST', `/api/admin/referral-payouts/${id}/approve`);
    expect([res.statusCode, messageOf(res)]).toEqual([409, R.payoutUncovered]);
    expect(await ledgerRows(ctx, referrer.id, 'payout')).toEqual([]);
    const listed = (await call(ctx, operator, 'GET', '/api/admin/referral-payouts?state=pending')).json<
      ReferralPayout[]
    >();
    expect(listed.some((p) => p.id === id)).toBe(true);
  });
});

describe.skipIf(TEST_DB === 'pglite')('payout races (PostgreSQL)', () => {
  it('two approvals at once debit once', async () => {
    await setSettings({ basis: 'topup', percent: 10, payoutEnabled: true, payoutMinimum: 100 });
    const { referrer, referred } = await pair(0);
    await approvedTopUp(referred, 10_000);
    const asked = await call(ctx, referrer, 'POST', '/api/account/referral/payouts', {
      amount: 500,
      bank: '국민은행',
      accountNumber: '123-456',
      holder: '홍길동',
    });
    const id = asked.json<ReferralPayout>().id;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(ctx, operator, 'POST', `/api/admin/referral-payouts/${id}/approve`),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await ledgerRows(ctx, referrer.id, 'payout')).toHaveLength(1);
    expect(await balanceAndLedger(ctx, referrer.id)).toEqual({ balance: 500_000, ledger: 500_000 });
  });
});
