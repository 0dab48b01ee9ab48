import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@smm/contract/messages';
import { MAX_CHARGE_POINTS, type PointHistoryRow } from '@smm/contract/point';
import type { PointRequestCreated } from '@smm/contract/point-api';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember } from '../../../test/helpers/members.ts';
import {
  createPendingTopUp,
  decide,
  postTopUp,
  setSetting,
  VALID_TAX_INVOICE,
} from '../../../test/helpers/points.ts';

const C = MESSAGES.charge;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(async () => {
  await setSetting(ctx, 'ENABLE_PAYMENT_TYPE', 'ALL');
  await setSetting(ctx, 'ENABLE_PAYMENT_FEE', 'true');
});

const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

describe('POST /api/service/point: validation', () => {
  it('requires a signed-in member', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/service/point',
      payload: { name: 'a', point: 1000, feeType: 2 },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ name: '', point: 1000, feeType: 2 }, C.nameRequired],
    [{ name: '   ', point: 1000, feeType: 2 }, C.nameRequired],
    [{ point: 1000, feeType: 2 }, C.nameRequired],
    [{ name: '홍길동', point: 0, feeType: 2 }, C.amountRequired],
    [{ name: '홍길동', feeType: 2 }, C.amountRequired],
    [{ name: '홍길동', point: 1000.5, feeType: 2 }, C.amountWhole],
    [{ name: '홍길동', point: -1000, feeType: 2 }, C.amountWhole],
    [{ name: '홍길동', point: MAX_CHARGE_POINTS + 1, feeType: 2 }, C.amountTooLarge],
  ])('refuses %j with its message', async (body, expected) => {
    const member = await createTestMember(ctx);
    const res = await postTopUp(ctx, member, body);
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(expected);
  });

  it.each([
    ['company', '', C.companyRequired],
    ['businessNumber', '220-81-62510', C.businessNumberInvalid],
    ['businessNumber', '220-81-6251', C.businessNumberInvalid],
    ['businessNumber', '', C.businessNumberInvalid],
    ['leader', '', C.leaderRequired],
    ['phone', '12345', C.feePhoneInvalid],
    ['jobType', '', C.jobTypeRequired],
    ['jobType2', ' ', C.jobType2Required],
    ['address', '', C.addressRequired],
    ['email', 'tax-example.com', C.emailFormat],
  ])('refuses a tax invoice whose %s is %j', async (field, value, expected) => {
    const member = await createTestMember(ctx);
    const res = await postTopUp(ctx, member, {
      name: '홍길동',
      point: 10000,
      feeType: 1,
      feeValue: { ...VALID_TAX_INVOICE, [field]: value },
    });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(expected);
  });

  it.each(Object.keys(VALID_TAX_INVOICE))('refuses a tax invoice without %s', async (field) => {
    const member = await createTestMember(ctx);
    const feeValue: Record<string, string> = { ...VALID_TAX_INVOICE };
    delete feeValue[field];
    const res = await postTopUp(ctx, member, { name: '홍길동', point: 10000, feeType: 1, feeValue });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toMatch(/[가-힣]/);
  });

  it('refuses a cash receipt without a valid phone', async () => {
    const member = await createTestMember(ctx);
    for (const feeValue of [undefined, {}, { phone: '0101234' }, { phone: 'abcdefghijk' }]) {
      const res = await postTopUp(ctx, member, { name: '홍길동', point: 10000, feeType: 0, feeValue });
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(C.feePhoneInvalid);
    }
  });

  it('accepts the valid business numbers 220-81-62517 and 1248100998 and stores the fee details', async () => {
    const member = await createTestMember(ctx);
    for (const businessNumber of ['220-81-62517', '1248100998']) {
      const res = await postTopUp(ctx, member, {
        name: '홍길동',
        point: 10000,
        feeType: 1,
        feeValue: { ...VALID_TAX_INVOICE, businessNumber },
      });
      expect(res.statusCode).toBe(201);
    }
    const { rows } = await ctx.db.query<{ fee_value: Record<string, string> }>(
      'SELECT fee_value FROM point_requests WHERE member_id = $1 ORDER BY id',
      [member.id],
    );
    expect(rows.map((r) => r.fee_value)).toEqual([
      VALID_TAX_INVOICE,
      { ...VALID_TAX_INVOICE, businessNumber: '1248100998' },
    ]);
  });

  it('refuses a fee type outside 0, 1 and 2', async () => {
    const member = await createTestMember(ctx);
    const res = await postTopUp(ctx, member, { name: '홍길동', point: 10000, feeType: 3 });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/service/point: fee types offered by the settings', () => {
  const table: Array<[setting: string, feeEnabled: string, offered: number[]]> = [
    ['ALL', 'true', [0, 1, 2]],
    ['CASH_AND_FEE', 'true', [0, 1]],
    ['FEE', 'true', [1]],
    ['CASH', 'true', [0]],
    ['NO_FEE', 'true', [2]],
    ['SOMETHING_ELSE', 'true', [2]],
    ['ALL', 'false', [2]],
  ];
  it.each(table)(
    'ENABLE_PAYMENT_TYPE=%s with ENABLE_PAYMENT_FEE=%s offers %j',
    async (setting, feeEnabled, offered) => {
      await setSetting(ctx, 'ENABLE_PAYMENT_TYPE', setting);
      await setSetting(ctx, 'ENABLE_PAYMENT_FEE', feeEnabled);
      const member = await createTestMember(ctx);
      const feeValues: Record<number, unknown> = {
        0: { phone: '01012345678' },
        1: VALID_TAX_INVOICE,
        2: undefined,
      };
      for (const feeType of [0, 1, 2]) {
        const res = await postTopUp(ctx, member, {
          name: '홍길동',
          point: 5000,
          feeType,
          feeValue: feeValues[feeType],
        });
        if (offered.includes(feeType)) {
          expect(res.statusCode, `fee type ${feeType}`).toBe(201);
        } else {
          expect(res.statusCode, `fee type ${feeType}`).toBe(400);
          expect(message(res)).toBe(C.feeTypeNotOffered);
        }
      }
    },
  );
});

describe('POST /api/service/point: the created request', () => {
  it('answers the deposit card: amount to transfer, expiry and the bank details', async () => {
    const member = await createTestMember(ctx);
    const res = await postTopUp(ctx, member, { name: ' 홍길동 ', point: 10000, feeType: 2 });
    expect(res.statusCode).toBe(201);
    const body = res.json<PointRequestCreated>();
    expect(body).toMatchObject({
      point: 10000,
      payAmount: 10000,
      feeType: 2,
      status: 0,
      bank: { name: '국민은행', number: '123456-01-234567', text: '국민은행 123456-01-234567 (주)그로우랩' },
    });
    expect(Date.parse(body.expiresAt) - Date.parse(body.createdAt)).toBe(3 * 60 * 60 * 1000);
    const { rows } = await ctx.db.query<{ depositor_name: string; point_milli: number; pay_amount: number }>(
      'SELECT depositor_name, point_milli, pay_amount FROM point_requests WHERE id = $1',
      [body.id],
    );
    expect(rows[0]).toEqual({ depositor_name: '홍길동', point_milli: 10_000_000, pay_amount: 10000 });
    // Opening a request moves no money.
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it('asks 1.1 x the points for a tax invoice, rounded up to a whole won', async () => {
    const member = await createTestMember(ctx);
    const a = await postTopUp(ctx, member, {
      name: '홍길동',
      point: 10000,
      feeType: 1,
      feeValue: VALID_TAX_INVOICE,
    });
    const b = await postTopUp(ctx, member, {
      name: '홍길동',
      point: 15,
      feeType: 1,
      feeValue: VALID_TAX_INVOICE,
    });
    const c = await postTopUp(ctx, member, {
      name: '홍길동',
      point: 15,
      feeType: 0,
      feeValue: { phone: '01012345678' },
    });
    expect([a, b, c].map((r) => r.json<PointRequestCreated>().payAmount)).toEqual([11000, 17, 15]);
  });
});

describe('POST /api/service/point: flood limit', () => {
  it('allows 3 pending requests, refuses the 4th, and allows one again once a request is decided', async () => {
    const member = await createTestMember(ctx);
    const operator = await createTestMember(ctx, { isAdmin: true });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await createPendingTopUp(ctx, member, '홍길동', 1000));
    const fourth = await postTopUp(ctx, member, { name: '홍길동', point: 1000, feeType: 2 });
    expect(fourth.statusCode).toBe(429);
    expect(message(fourth)).toBe(C.tooManyPending);
    // Another member is not affected.
    await createPendingTopUp(ctx, await createTestMember(ctx), '홍길동', 1000);
    expect((await decide(ctx, operator, ids[0]!, 'reject')).statusCode).toBe(200);
    expect((await postTopUp(ctx, member, { name: '홍길동', point: 1000, feeType: 2 })).statusCode).toBe(201);
  });

  it('holds under 10 concurrent requests of one member (really concurrent on PostgreSQL): exactly 3 succeed', async () => {
    const member = await createTestMember(ctx);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => postTopUp(ctx, member, { name: '홍길동', point: 1000, feeType: 2 })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([
      201, 201, 201, 429, 429, 429, 429, 429, 429, 429,
    ]);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM point_requests WHERE member_id = $1',
      [member.id],
    );
    expect(rows[0]?.n).toBe(3);
  });
});

describe('GET /api/service/point-history', () => {
  const history = (member: { headers: Record<string, string> }, query = '') =>
    ctx.app.inject({ url: `/api/service/point-history${query}`, headers: member.headers });

  it('requires a signed-in member', async () => {
    expect((await ctx.app.inject('/api/service/point-history')).statusCode).toBe(401);
  });

  it("lists only the member's own requests, newest first, with amount to transfer and fee type", async () => {
    const member = await createTestMember(ctx);
    const other = await createTestMember(ctx);
    const operator = await createTestMember(ctx, { isAdmin: true });
    const first = await createPendingTopUp(ctx, member, '홍길동', 1000);
    const second = await createPendingTopUp(ctx, member, '홍길동', 2000, 1);
    await createPendingTopUp(ctx, other, '김철수', 3000);
    await decide(ctx, operator, first, 'approve');

    const res = await history(member);
    expect(res.statusCode).toBe(200);
    const rows = res.json<PointHistoryRow[]>();
    expect(Array.isArray(rows)).toBe(true);
    expect(rows.map((r) => r.id)).toEqual([second, first]);
    expect(rows[0]).toMatchObject({ point: 2000, payAmount: 2200, feeType: 1, status: 0, responseAt: null });
    expect(rows[1]).toMatchObject({ point: 1000, payAmount: 1000, feeType: 2, status: 1 });
    expect(rows[1]?.responseAt).toEqual(expect.any(String));
    // The spec's fields, and the bonus points of the growth levers (issue 35).
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'bonus',
      'couponBonus',
      'createdAt',
      'feeType',
      'id',
      'payAmount',
      'point',
      'responseAt',
      'status',
    ]);
  });

  it('pages with ?before=<id>&limit=', async () => {
    const member = await createTestMember(ctx);
    const operator = await createTestMember(ctx, { isAdmin: true });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const id = await createPendingTopUp(ctx, member, '홍길동', 1000 + i);
      ids.push(id);
      await decide(ctx, operator, id, 'reject');
    }
    const newestFirst = [...ids].reverse();
    const page1 = (await history(member, '?limit=2')).json<PointHistoryRow[]>();
    expect(page1.map((r) => r.id)).toEqual(newestFirst.slice(0, 2));
    const page2 = (await history(member, `?limit=2&before=${page1.at(-1)!.id}`)).json<PointHistoryRow[]>();
    expect(page2.map((r) => r.id)).toEqual(newestFirst.slice(2, 4));
    const page3 = (await history(member, `?limit=2&before=${page2.at(-1)!.id}`)).json<PointHistoryRow[]>();
    expect(page3.map((r) => r.id)).toEqual(newestFirst.slice(4));
    expect((await history(member, '?limit=501')).statusCode).toBe(400);
    expect((await history(member, '?limit=0')).statusCode).toBe(400);
    expect((await history(member, '?before=abc')).statusCode).toBe(400);
  });
});
