import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCoupon, CouponRedemption, MemberCoupons, RedeemCouponResult } from '@smm/contract/coupons';
import { MARKETING_MESSAGES } from '@smm/contract/marketing-messages';
import type { PointHistoryRow } from '@smm/contract/point';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { auditRows, call, ledgerRows, messageOf } from '../../../test/helpers/marketing.ts';
import { createPendingTopUp, decide } from '../../../test/helpers/points.ts';

const M = MARKETING_MESSAGES.coupon;
const HOUR = 3_600_000;
let ctx: TestContext;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestContext();
  operator = await createTestMember(ctx, { isAdmin: true });
});
afterAll(() => ctx.close());

const code = () => `C-${randomBytes(4).toString('hex').toUpperCase()}`;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function fixed(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'fixed',
    code: code(),
    name: '가입 축하',
    points: 1000.5,
    totalUses: 10,
    perMemberUses: 1,
    validFrom: at(-HOUR),
    validTo: at(HOUR),
    firstTopupOnly: false,
    ...overrides,
  };
}

async function create(body: Record<string, unknown>): Promise<AdminCoupon> {
  const res = await call(ctx, operator, 'POST', '/api/admin/coupons', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminCoupon>();
}

const redeem = (member: TestMember, value: string) =>
  call(ctx, member, 'POST', '/api/point/coupons/redeem', { code: value });

describe('operator coupons', () => {
  it('creates, lists, edits and audits a coupon; refuses bad input in Korean', async () => {
    const member = await createTestMember(ctx);
    expect((await call(ctx, member, 'POST', '/api/admin/coupons', fixed())).statusCode).toBe(403);
    const coupon = await create(
      fixed({ code: ' welcome-2026 '.trim().toLowerCase() + randomBytes(2).toString('hex') }),
    );
    expect(coupon).toMatchObject({
      kind: 'fixed',
      points: 1000.5,
      usedCount: 0,
      enabled: true,
      percent: null,
    });
    expect(coupon.code).toBe(coupon.code.toUpperCase());
    const list = (await call(ctx, operator, 'GET', '/api/admin/coupons')).json<AdminCoupon[]>();
    expect(list[0]?.id).toBe(coupon.id);

    const taken = await call(ctx, operator, 'POST', '/api/admin/coupons', fixed({ code: coupon.code }));
    expect([taken.statusCode, messageOf(taken)]).toEqual([409, M.codeTaken]);
    const bad: [Record<string, unknown>, string][] = [
      [fixed({ code: 'A!' }), M.codeInvalid],
      [fixed({ points: 0 }), M.pointsInvalid],
      [fixed({ points: 1.0005 }), M.pointsInvalid],
      [fixed({ totalUses: 0 }), M.usesInvalid],
      [fixed({ validTo: at(-2 * HOUR) }), M.periodInvalid],
      [{ ...fixed(), kind: 'topup_percent', percent: 101, maxPoints: 100 }, M.percentInvalid],
      [{ ...fixed(), kind: 'topup_percent', percent: 10, maxPoints: 0 }, M.capInvalid],
    ];
    for (const [body, message] of bad) {
      const res = await call(ctx, operator, 'POST', '/api/admin/coupons', body);
      expect([res.statusCode, messageOf(res)]).toEqual([400, message]);
    }

    const edited = await call(ctx, operator, 'PATCH', `/api/admin/coupons/${coupon.id}`, {
      enabled: false,
      totalUses: 20,
    });
    expect(edited.json<AdminCoupon>()).toMatchObject({ enabled: false, totalUses: 20 });
    const [audit] = await auditRows(ctx, 'coupon.update');
    expect(audit).toMatchObject({ operator_id: operator.id, target_id: String(coupon.id) });
    expect((await auditRows(ctx, 'coupon.create')).length).toBeGreaterThan(0);
    const nothing = await call(ctx, operator, 'PATCH', `/api/admin/coupons/${coupon.id}`, {});
    expect([nothing.statusCode, messageOf(nothing)]).toEqual([400, MARKETING_MESSAGES.nothingToChange]);
    const missing = await call(ctx, operator, 'PATCH', '/api/admin/coupons/987654321', { enabled: true });
    expect([missing.statusCode, messageOf(missing)]).toEqual([404, M.notFound]);
    const backwards = await call(ctx, operator, 'PATCH', `/api/admin/coupons/${coupon.id}`, {
      validTo: at(-3 * HOUR),
    });
    expect([backwards.statusCode, messageOf(backwards)]).toEqual([400, M.periodInvalid]);
  });
});

describe('redeeming a fixed coupon', () => {
  it('credits its points once as a coupon entry, lists it for the member and the operator', async () => {
    const coupon = await create(fixed({ perMemberUses: 2, totalUses: 3 }));
    const member = await createTestMember(ctx, { points: 10 });
    const res = await redeem(member, coupon.code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<RedeemCouponResult>();
    expect(body).toMatchObject({
      balance: 1010.5,
      redemption: { state: 'credited', points: 1000.5, loginId: null },
    });
    expect((await redeem(member, coupon.code)).statusCode).toBe(200);
    const third = await redeem(member, coupon.code);
    expect([third.statusCode, messageOf(third)]).toEqual([400, M.memberLimit]);
    const other = await createTestMember(ctx);
    expect((await redeem(other, coupon.code)).statusCode).toBe(200);
    const exhausted = await redeem(await createTestMember(ctx), coupon.code);
    expect([exhausted.statusCode, messageOf(exhausted)]).toEqual([400, M.exhausted]);

    expect(await ledgerRows(ctx, member.id, 'coupon')).toHaveLength(2);
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 2_011_000, ledger: 2_011_000 });
    const mine = (await call(ctx, member, 'GET', '/api/point/coupons')).json<MemberCoupons>();
    expect(mine.pending).toBeNull();
    expect(mine.redemptions.map((r) => r.state)).toEqual(['credited', 'credited']);
    const listed = (await call(ctx, operator, 'GET', `/api/admin/coupons/${coupon.id}/redemptions`)).json<
      CouponRedemption[]
    >();
    expect(listed.map((r) => r.loginId)).toEqual([other.loginId, member.loginId, member.loginId]);
    const used = (await call(ctx, operator, 'GET', '/api/admin/coupons')).json<AdminCoupon[]>();
    expect(used.find((c) => c.id === coupon.id)?.usedCount).toBe(3);
  });

  it('refuses unknown, disabled, early, late and first-top-up-only codes in Korean, changing nothing', async () => {
    const member = await createTestMember(ctx);
    const disabled = await create(fixed());
    await call(ctx, operator, 'PATCH', `/api/admin/coupons/${disabled.id}`, { enabled: false });
    const early = await create(fixed({ validFrom: at(HOUR), validTo: at(2 * HOUR) }));
    const late = await create(fixed({ validFrom: at(-2 * HOUR), validTo: at(-HOUR) }));
    const first = await create(fixed({ firstTopupOnly: true }));
    const topped = await createPendingTopUp(ctx, member, '홍길동', 1000);
    await decide(ctx, operator, topped, 'approve');
    const cases: [string, string][] = [
      ['NO-SUCH-CODE', M.unknown],
      [disabled.code, M.disabled],
      [early.code, M.notStarted],
      [late.code, M.expired],
      [first.code, M.firstTopupOnly],
      ['', M.codeRequired],
      ['bad code!', M.codeInvalid],
    ];
    for (const [value, message] of cases) {
      const res = await redeem(member, value);
      expect([res.statusCode, messageOf(res)]).toEqual([400, message]);
    }
    expect(
      (await call(ctx, null, 'POST', '/api/point/coupons/redeem', { code: first.code })).statusCode,
    ).toBe(401);
    expect(await ledgerRows(ctx, member.id, 'coupon')).toEqual([]);
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 1_000_000, ledger: 1_000_000 });
    // A member with no approved top-up may use it.
    expect((await redeem(await createTestMember(ctx), first.code)).statusCode).toBe(200);
  });
});

describe('guessing codes', () => {
  it('is limited per member: refused attempts count, then 429', async () => {
    const member = await createTestMember(ctx);
    for (let i = 0; i < 20; i++) expect((await redeem(member, `GUESS-${i}`)).statusCode).toBe(400);
    const limited = await redeem(member, 'GUESS-20');
    expect(limited.statusCode).toBe(429);
    expect(messageOf(limited)).toMatch(/[가-힣]/);
    // Another member is not affected.
    expect((await redeem(await createTestMember(ctx), 'GUESS-21')).statusCode).toBe(400);
  });
});

describe('redeeming a percent coupon', () => {
  it('waits for the next approved top-up and credits percent of it, capped, once', async () => {
    const percent = await create({
      ...fixed(),
      kind: 'topup_percent',
      percent: 10,
      maxPoints: 3000,
      points: undefined,
    });
    const other = await create({
      ...fixed(),
      kind: 'topup_percent',
      percent: 5,
      maxPoints: 100,
      points: undefined,
    });
    const member = await createTestMember(ctx);
    const res = await redeem(member, percent.code);
    expect(res.json<RedeemCouponResult>()).toMatchObject({
      balance: 0,
      redemption: { state: 'pending', points: 0 },
    });
    const second = await redeem(member, other.code);
    expect([second.statusCode, messageOf(second)]).toEqual([400, M.pendingExists]);
    const mine = (await call(ctx, member, 'GET', '/api/point/coupons')).json<MemberCoupons>();
    expect(mine.pending).toMatchObject({ couponId: percent.id, percent: 10, maxPoints: 3000 });

    const rejected = await createPendingTopUp(ctx, member, '홍길동', 50_000);
    await decide(ctx, operator, rejected, 'reject');
    const big = await createPendingTopUp(ctx, member, '홍길동', 50_000);
    const next = await createPendingTopUp(ctx, member, '홍길동', 10_000);
    expect((await decide(ctx, operator, big, 'approve')).statusCode).toBe(200);
    expect((await decide(ctx, operator, next, 'approve')).statusCode).toBe(200);
    // 10% of 50,000 is 5,000, capped at 3,000; the top-up after it gets nothing.
    const entries = await ledgerRows(ctx, member.id, 'coupon');
    expect(entries.map((e) => e.delta_milli)).toEqual([3_000_000]);
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 63_000_000, ledger: 63_000_000 });
    const history = (await call(ctx, member, 'GET', '/api/service/point-history')).json<PointHistoryRow[]>();
    expect(history.find((r) => r.id === big)?.couponBonus).toBe(3000);
    expect(history.find((r) => r.id === next)?.couponBonus).toBe(0);
    const after = (await call(ctx, member, 'GET', '/api/point/coupons')).json<MemberCoupons>();
    expect(after.pending).toBeNull();
    expect(after.redemptions[0]).toMatchObject({ state: 'credited', points: 3000, pointRequestId: big });
    // Now the other one may wait for the next top-up.
    expect((await redeem(member, other.code)).statusCode).toBe(200);
  });
});

// On PGlite one connection serialises everything, so only PostgreSQL shows real races.
describe.skipIf(TEST_DB === 'pglite')('redemption races (PostgreSQL)', () => {
  it('50 members redeeming a 10-use code at once get exactly 10 credits', async () => {
    const coupon = await create(fixed({ totalUses: 10, points: 500 }));
    const members = await Promise.all(Array.from({ length: 50 }, () => createTestMember(ctx)));
    const results = await Promise.all(members.map((m) => redeem(m, coupon.code)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 400 && messageOf(r) === M.exhausted)).toHaveLength(40);
    const { rows } = await ctx.db.query<{ n: number; sum: number }>(
      `SELECT count(*)::int AS n, COALESCE(sum(l.delta_milli), 0)::bigint AS sum FROM point_ledger l
         JOIN coupon_redemptions r ON l.ref_type = 'coupon_redemption' AND l.ref_id = r.id WHERE r.coupon_id = $1`,
      [coupon.id],
    );
    expect(rows[0]).toEqual({ n: 10, sum: 5_000_000 });
    for (const m of members) {
      const { balance, ledger } = await balanceAndLedger(ctx, m.id);
      expect(balance).toBe(ledger);
    }
    const listed = (await call(ctx, operator, 'GET', '/api/admin/coupons')).json<AdminCoupon[]>();
    expect(listed.find((c) => c.id === coupon.id)?.usedCount).toBe(10);
  });

  it('one member redeeming twice at once gets one credit', async () => {
    const coupon = await create(fixed({ totalUses: 100, perMemberUses: 1, points: 700 }));
    const member = await createTestMember(ctx);
    const results = await Promise.all(Array.from({ length: 10 }, () => redeem(member, coupon.code)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 400 && messageOf(r) === M.memberLimit)).toHaveLength(9);
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 700_000, ledger: 700_000 });
  });

  it('two approvals racing credit a waiting percent coupon once', async () => {
    const coupon = await create({
      ...fixed(),
      kind: 'topup_percent',
      percent: 10,
      maxPoints: 100_000,
      points: undefined,
    });
    const member = await createTestMember(ctx);
    expect((await redeem(member, coupon.code)).statusCode).toBe(200);
    const a = await createPendingTopUp(ctx, member, '홍길동', 10_000);
    const b = await createPendingTopUp(ctx, member, '홍길동', 20_000);
    await Promise.all([decide(ctx, operator, a, 'approve'), decide(ctx, operator, b, 'approve')]);
    const entries = await ledgerRows(ctx, member.id, 'coupon');
    expect(entries).toHaveLength(1);
    expect([1_000_000, 2_000_000]).toContain(entries[0]?.delta_milli);
    const total = 30_000_000 + (entries[0]?.delta_milli ?? 0);
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: total, ledger: total });
  });
});
