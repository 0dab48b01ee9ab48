import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBankDeposit, BankDepositResult } from '@smm/contract/point-api';
import { POINT_MESSAGES } from '@smm/contract/point-messages';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createPendingTopUp, decide, requestStatus } from '../../../test/helpers/points.ts';
import { secretMatches } from './bank-webhook-routes.ts';

const SECRET = 'bank-webhook-secret-0123456789';
let ctx: TestContext;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({ env: { BANK_WEBHOOK_SECRET: SECRET } });
  operator = await createTestMember(ctx, { isAdmin: true });
});
afterAll(() => ctx.close());

/** A depositor name no other test of this file uses. */
const uniqueName = () => `입금${randomBytes(3).toString('hex')}`;
const depositId = () => `dep-${randomBytes(6).toString('hex')}`;

/** `secret` null sends no secret header at all. */
function deliver(body: Record<string, unknown>, secret: string | null = SECRET) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/bank-deposit',
    headers: secret === null ? {} : { 'x-webhook-secret': secret },
    payload: body,
  });
}

async function unmatchedDeposits(): Promise<AdminBankDeposit[]> {
  const res = await ctx.app.inject({
    url: '/api/admin/bank-deposits?status=unmatched',
    headers: operator.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json<AdminBankDeposit[]>();
}

describe('POST /api/webhooks/bank-deposit: matching', () => {
  it('approves the one pending request with the same depositor name and amount to transfer', async () => {
    const member = await createTestMember(ctx, { points: 100 });
    const name = uniqueName();
    const id = await createPendingTopUp(ctx, member, name, 10000, 1);
    const res = await deliver({
      depositId: depositId(),
      depositorName: `  ${name} `,
      amount: 11000,
      depositedAt: new Date().toISOString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<BankDepositResult>()).toMatchObject({ outcome: 'matched', pointRequestId: id });
    expect(await requestStatus(ctx, id)).toMatchObject({ status: 1, decided_via: 'webhook' });
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 10_100_000, ledger: 10_100_000 });
    const { rows } = await ctx.db.query<{ idempotency_key: string }>(
      `SELECT idempotency_key FROM point_ledger WHERE ref_type = 'point_request' AND ref_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ idempotency_key: `point_request:${id}:credit` }]);
    // The operator's approve path and the webhook are one: a late operator approve changes nothing.
    expect((await decide(ctx, operator, id, 'approve')).statusCode).toBe(409);
    const matched = await ctx.app.inject({
      url: '/api/admin/bank-deposits?status=matched',
      headers: operator.headers,
    });
    expect(
      matched.json<AdminBankDeposit[]>().some((d) => d.pointRequestId === id && d.amount === 11000),
    ).toBe(true);
  });

  it('leaves an ambiguous deposit (two requests match) to the operator', async () => {
    const name = uniqueName();
    const a = await createTestMember(ctx);
    const b = await createTestMember(ctx);
    const first = await createPendingTopUp(ctx, a, name, 5000);
    const second = await createPendingTopUp(ctx, b, name, 5000);
    const dep = depositId();
    const res = await deliver({ depositId: dep, depositorName: name, amount: 5000 });
    expect(res.json<BankDepositResult>()).toEqual({
      depositId: dep,
      outcome: 'ambiguous',
      pointRequestId: null,
    });
    expect((await requestStatus(ctx, first)).status).toBe(0);
    expect((await requestStatus(ctx, second)).status).toBe(0);
    expect(await balanceAndLedger(ctx, a.id)).toEqual({ balance: 0, ledger: 0 });
    expect(await balanceAndLedger(ctx, b.id)).toEqual({ balance: 0, ledger: 0 });
    expect((await unmatchedDeposits()).find((d) => d.depositId === dep)).toMatchObject({
      outcome: 'ambiguous',
      depositorName: name,
      amount: 5000,
    });
  });

  it('stores an unmatched deposit (wrong amount, unknown name, or a decided request) for the operator', async () => {
    const member = await createTestMember(ctx);
    const name = uniqueName();
    const id = await createPendingTopUp(ctx, member, name, 5000, 1);
    const wrongAmount = depositId();
    // 5000 points with a tax invoice are paid with 5500 won, so 5000 won does not match.
    expect(
      (await deliver({ depositId: wrongAmount, depositorName: name, amount: 5000 })).json<BankDepositResult>()
        .outcome,
    ).toBe('unmatched');
    const unknownName = depositId();
    expect(
      (
        await deliver({ depositId: unknownName, depositorName: uniqueName(), amount: 5500 })
      ).json<BankDepositResult>().outcome,
    ).toBe('unmatched');
    await decide(ctx, operator, id, 'reject');
    const decided = depositId();
    expect(
      (await deliver({ depositId: decided, depositorName: name, amount: 5500 })).json<BankDepositResult>()
        .outcome,
    ).toBe('unmatched');
    const waiting = (await unmatchedDeposits()).map((d) => d.depositId);
    expect(waiting).toEqual(expect.arrayContaining([wrongAmount, unknownName, decided]));
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('changes nothing on a repeated delivery and answers the original outcome', async () => {
    const member = await createTestMember(ctx);
    const name = uniqueName();
    const id = await createPendingTopUp(ctx, member, name, 3000);
    const body = { depositId: depositId(), depositorName: name, amount: 3000 };
    const first = await deliver(body);
    expect(first.json<BankDepositResult>()).toMatchObject({ outcome: 'matched', pointRequestId: id });
    // A second pending request that would match now: the repeat must still not touch it.
    const second = await createPendingTopUp(ctx, member, name, 3000);
    const again = await deliver(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await requestStatus(ctx, second)).status).toBe(0);
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 3_000_000, ledger: 3_000_000 });
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM bank_deposits WHERE deposit_id = $1',
      [body.depositId],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('credits once when the same deposit is delivered 5 times at once (really concurrent on PostgreSQL)', async () => {
    const member = await createTestMember(ctx);
    const name = uniqueName();
    const id = await createPendingTopUp(ctx, member, name, 4000);
    const body = { depositId: depositId(), depositorName: name, amount: 4000 };
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(body)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const r of results)
      expect(r.json<BankDepositResult>()).toMatchObject({ outcome: 'matched', pointRequestId: id });
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 4_000_000, ledger: 4_000_000 });
  });
});

describe('POST /api/webhooks/bank-deposit: authentication and input', () => {
  it('answers 401 for a wrong or missing secret and records nothing', async () => {
    const dep = depositId();
    for (const secret of ['wrong-secret-0123456789', '', null, `${SECRET}x`]) {
      const res = await deliver({ depositId: dep, depositorName: '홍길동', amount: 1000 }, secret);
      expect(res.statusCode).toBe(401);
      expect(res.json<{ message: string }>().message).toBe(POINT_MESSAGES.webhookUnauthorized);
    }
    // Even an invalid body is refused for the secret first.
    expect((await deliver({}, 'wrong-secret-0123456789')).statusCode).toBe(401);
    const { rows } = await ctx.db.query('SELECT 1 FROM bank_deposits WHERE deposit_id = $1', [dep]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a malformed deposit with 400', async () => {
    for (const body of [
      {},
      { depositId: depositId(), depositorName: '홍길동', amount: -5 },
      { depositId: '', depositorName: '홍길동', amount: 100 },
      { depositId: depositId(), depositorName: '홍길동', amount: 100, depositedAt: 'yesterday' },
    ]) {
      expect((await deliver(body)).statusCode).toBe(400);
    }
  });

  it('compares secrets of any length without throwing', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true);
    expect(secretMatches('short', SECRET)).toBe(false);
    expect(secretMatches(['a', 'b'], SECRET)).toBe(false);
  });
});

describe('POST /api/webhooks/bank-deposit: disabled', () => {
  it('does not exist without BANK_WEBHOOK_SECRET', async () => {
    const plain = await createTestContext({ demoCatalog: false });
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/webhooks/bank-deposit',
        headers: { 'x-webhook-secret': SECRET },
        payload: { depositId: 'x', depositorName: '홍길동', amount: 1000 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
