import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceAndLedger, createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestService } from '../../../test/helpers/order-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { allowRetentionPurge } from './retention-repository.ts';
import { createRetentionService } from './retention-service.ts';

// Today: the ledger's and orders' own timestamps come from the database's clock.
const START = new Date();
const DAY = 24 * 60 * 60 * 1000;
const at = (years: number, days = 0) => {
  const d = new Date(START);
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return new Date(d.getTime() + days * DAY);
};

const clock = manualClock(START);
let ctx: TestContext;
let live: TestMember;
let gone: TestMember;
let recentlyGone: TestMember;

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) AS x`, params);
  return rows[0]?.n ?? -1;
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const service = await createTestService(ctx, { price: 1 });
  const order = (m: TestMember) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/service/order',
      headers: m.headers,
      payload: { link: 'https://x.com/p/1', serviceId: service, amount: 100 },
    });
  live = await createTestMember(ctx, { points: 1000, clock });
  gone = await createTestMember(ctx, { points: 500, clock });
  recentlyGone = await createTestMember(ctx, { points: 300, clock });
  for (const m of [live, gone, recentlyGone]) expect((await order(m)).statusCode).toBe(200);
  // A top-up request the operator refused (a payment record) for the live member.
  await ctx.db.query(
    `INSERT INTO point_requests (member_id, depositor_name, point_milli, pay_amount, fee_type, status,
                                 created_at, expires_at, response_at, decided_via, reason)
     VALUES ($1, '홍길동', 10000000, 10000, 0, 2, $2, $2, $2, 'operator', '입금 없음')`,
    [live.id, START],
  );
  // The growth levers' rows (growth-levers.md): a coupon used with the live member's old request, and
  // a redemption, a payout request (a bank account), a member price and an order discount of `gone`.
  await ctx.db.query(
    `WITH c AS (INSERT INTO coupons (code, name, kind, points_milli, total_uses, used_count, per_member_uses,
                                     valid_from, valid_to, first_topup_only, created_at)
                VALUES ('RETAIN-1', '보존', 'fixed', 1000, 10, 2, 1, $1::timestamptz, $1::timestamptz + interval '1 day',
                        false, $1::timestamptz)
                RETURNING id)
     INSERT INTO coupon_redemptions (coupon_id, member_id, seq, state, points_milli, point_request_id, redeemed_at, credited_at)
     SELECT c.id, $2::bigint, 1, 'credited', 1000, (SELECT id FROM point_requests WHERE member_id = $2::bigint),
            $1::timestamptz, $1::timestamptz FROM c
     UNION ALL SELECT c.id, $3::bigint, 1, 'credited', 1000, NULL, $1::timestamptz, $1::timestamptz FROM c`,
    [START, live.id, gone.id],
  );
  await ctx.db.query(
    `INSERT INTO referral_payouts (member_id, amount_milli, bank, account_number, holder, created_at)
     VALUES ($1, 1000, '국민은행', '123-456', '홍길동', $2)`,
    [gone.id, START],
  );
  await ctx.db.query('INSERT INTO member_service_prices VALUES ($1, $2, 500)', [gone.id, service]);
  await ctx.db.query(
    `INSERT INTO order_discounts (order_id, member_id, list_unit_price_milli, discount_milli, created_at)
     SELECT id, member_id, 1000, 100, $2 FROM orders WHERE member_id = $1`,
    [gone.id, START],
  );
  for (const m of [gone, recentlyGone]) {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: m.headers });
    expect(res.statusCode).toBe(200);
  }
  // The second left the store four and a half years later.
  await ctx.db.query('UPDATE members SET deleted_at = $2 WHERE id = $1', [recentlyGone.id, at(4, 180)]);
  await ctx.db.query(`INSERT INTO retired_login_ids VALUES ('late-id', $1)`, [at(4, 180)]);
  await ctx.db.query(
    `INSERT INTO audit_log (operator_id, action, target_type, target_id, created_at)
     VALUES (NULL, 'price.sync', 'service', '1', $1), (NULL, 'price.sync', 'service', '2', $2)`,
    [START, at(4)],
  );
  await ctx.db.query(
    `INSERT INTO operator_notifications (channel, type, text, created_at, next_attempt_at, delivered_at, failed_at)
     VALUES ('webhook', 'order.needs_operator', 'old, delivered', $1, $1, $1, NULL),
            ('webhook', 'order.needs_operator', 'old, given up', $1, $1, NULL, $1),
            ('webhook', 'order.needs_operator', 'old, still pending', $1, $1, NULL, NULL),
            ('webhook', 'order.needs_operator', 'recent, delivered', $2, $2, $2, NULL)`,
    [START, at(0, 60)],
  );
  await ctx.db.query(
    `INSERT INTO phone_codes (phone_number, code_hash, sent_at, expires_at)
     VALUES ('01000000001', 'x', $1, $1), ('01000000002', 'x', $2, $3)`,
    [START, at(0, 100), at(0, 100.01)],
  );
});
afterAll(() => ctx.close());

const ledgerRows = (id: number) => count('SELECT 1 FROM point_ledger WHERE member_id = $1', [id]);
const orderRows = (id: number) => count('SELECT 1 FROM orders WHERE member_id = $1', [id]);

describe('retention sweep', () => {
  it('keeps every payment and order record for the five years of the terms', async () => {
    clock.set(at(4, 364));
    await createRetentionService({ db: ctx.db, clock }).run();
    expect(await ledgerRows(gone.id)).toBe(2); // the credit and the order's debit
    expect(await orderRows(gone.id)).toBe(1);
    expect(await count('SELECT 1 FROM point_requests WHERE member_id = $1', [live.id])).toBe(1);
    expect(await count('SELECT 1 FROM audit_log')).toBeGreaterThanOrEqual(2);
    expect(await count(`SELECT 1 FROM retired_login_ids WHERE login_id_lower = $1`, [gone.loginId])).toBe(1);
    // Three months for delivered notifications: those already went, the pending one stays.
    expect(await count(`SELECT text FROM operator_notifications WHERE text LIKE 'old%'`)).toBe(1);
    expect(await count('SELECT 1 FROM phone_codes')).toBe(0);
  });

  it('after five years removes a deleted member’s records and old payments, never a live member’s ledger or orders', async () => {
    const liveBefore = await ctx.db.query('SELECT * FROM point_ledger WHERE member_id = $1 ORDER BY id', [
      live.id,
    ]);
    clock.set(at(5, 1));
    const report = await createRetentionService({ db: ctx.db, clock }).run();
    expect(report.deletedMembersPurged).toBe(1);

    // The live member: every ledger row and order kept, balance still the ledger's sum.
    expect(
      (await ctx.db.query('SELECT * FROM point_ledger WHERE member_id = $1 ORDER BY id', [live.id])).rows,
    ).toEqual(liveBefore.rows);
    expect(await orderRows(live.id)).toBe(1);
    const liveBalance = await balanceAndLedger(ctx, live.id);
    expect(liveBalance.balance).toBe(liveBalance.ledger);
    expect(liveBalance.balance).toBe(900_000);

    // The member deleted five years ago: nothing left but the empty pseudonymised row.
    expect(await ledgerRows(gone.id)).toBe(0);
    expect(await orderRows(gone.id)).toBe(0);
    expect(await balanceAndLedger(ctx, gone.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await count('SELECT 1 FROM members WHERE id = $1 AND deleted_at IS NOT NULL', [gone.id])).toBe(1);
    expect(await count(`SELECT 1 FROM retired_login_ids WHERE login_id_lower = $1`, [gone.loginId])).toBe(0);

    // Its growth-lever rows went with it; the live member's redemption stays without its old request.
    for (const table of [
      'coupon_redemptions',
      'referral_payouts',
      'member_service_prices',
      'order_discounts',
    ])
      expect(await count(`SELECT 1 FROM ${table} WHERE member_id = $1`, [gone.id])).toBe(0);
    expect(
      await count('SELECT 1 FROM coupon_redemptions WHERE member_id = $1 AND point_request_id IS NULL', [
        live.id,
      ]),
    ).toBe(1);

    // Deleted half a year ago: kept until its own five years are over.
    expect(await ledgerRows(recentlyGone.id)).toBe(2);
    expect(await orderRows(recentlyGone.id)).toBe(1);
    const recent = await balanceAndLedger(ctx, recentlyGone.id);
    expect(recent.balance).toBe(recent.ledger);
    expect(await count(`SELECT 1 FROM retired_login_ids WHERE login_id_lower = 'late-id'`)).toBe(1);

    // Payments and the operators' audit older than five years went; younger ones stay.
    expect(await count('SELECT 1 FROM point_requests WHERE member_id = $1', [live.id])).toBe(0);
    expect(await count(`SELECT 1 FROM audit_log WHERE target_id = '1' AND action = 'price.sync'`)).toBe(0);
    expect(await count(`SELECT 1 FROM audit_log WHERE target_id = '2' AND action = 'price.sync'`)).toBe(1);
    expect(await count(`SELECT 1 FROM operator_notifications WHERE text = 'old, still pending'`)).toBe(1);

    // Nothing is left to do: a second run deletes nothing.
    expect(await createRetentionService({ db: ctx.db, clock }).run()).toEqual({
      deletedMembersPurged: 0,
      rowsDeleted: 0,
    });
  });

  it('a live member’s ledger cannot be deleted, even by a transaction that may purge', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await allowRetentionPurge(tx);
        await tx.query('DELETE FROM point_ledger WHERE member_id = $1', [live.id]);
      }),
    ).rejects.toThrow(/append-only/);
    await expect(ctx.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });

  it('the sweep runs at most once an hour', async () => {
    const service = createRetentionService({ db: ctx.db, clock });
    await service.runIfDue();
    await ctx.db.query(`INSERT INTO retired_login_ids VALUES ('old-id', $1)`, [START]);
    expect(await service.runIfDue()).toBe(0);
    clock.advance(60 * 60 * 1000);
    expect(await service.runIfDue()).toBe(1);
  });
});
