import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { balanceAndLedger, createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createTestService, orderFootprint } from '../../../test/helpers/order-fixtures.ts';
import { createTokenService } from '../accounts/token-service.ts';

// The order route reads no member before the order statement (docs/decisions/order-path.md): these
// prove that the statement and the answers after it keep the guard's rules exactly.
let ctx: TestContext;
let service: number;
let freeService: number;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_ORDERS_PER_MINUTE: '3' } });
  service = await createTestService(ctx, { min: 10, max: 1000, price: 1 });
  freeService = await createTestService(ctx, { min: 10, max: 1000, price: 0 });
});
afterAll(() => ctx.close());

const VALID = { link: 'https://www.instagram.com/p/abc/', amount: 10 };

const order = (member: { headers: Record<string, string> }, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/service/order', headers: member.headers, payload: body });

async function hits(memberId: number): Promise<number> {
  const { rows } = await ctx.db.query<{ hits: number }>(
    'SELECT hits FROM rate_limit_buckets WHERE bucket = $1',
    [`order-member:${memberId}`],
  );
  return rows[0]?.hits ?? 0;
}

async function tokenFor(
  memberId: number,
  tokenVersion: number,
): Promise<{ headers: Record<string, string> }> {
  const tokens = createTokenService(ctx.config.JWT_SECRET!, ctx.config.JWT_TTL_SECONDS, systemClock);
  return { headers: { authorization: `Bearer ${await tokens.sign({ memberId, tokenVersion })}` } };
}

/** The order is refused with 401 and leaves nothing behind: no order, no debit, no counted hit. */
async function expectUnauthorized(member: TestMember, body: Record<string, unknown>): Promise<void> {
  const before = await orderFootprint(ctx, member.id);
  const hitsBefore = await hits(member.id);
  const res = await order(member, body);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ statusCode: 401, message: '로그인이 필요합니다.' });
  expect(await orderFootprint(ctx, member.id)).toEqual(before);
  expect(await hits(member.id)).toBe(hitsBefore);
  const { balance, ledger } = await balanceAndLedger(ctx, member.id);
  expect(balance).toBe(ledger);
}

describe('the order route confirms the session in its one statement', () => {
  it('refuses a revoked token at once, for a valid order and for one the rules refuse', async () => {
    const member = await createTestMember(ctx, { points: 1000 });
    expect((await order(member, { serviceId: service, ...VALID })).statusCode).toBe(200);
    await ctx.db.query('UPDATE members SET token_version = token_version + 1 WHERE id = $1', [member.id]);
    await expectUnauthorized(member, { serviceId: service, ...VALID });
    await expectUnauthorized(member, { serviceId: service, ...VALID, amount: 5 });
    await expectUnauthorized(member, { serviceId: freeService, ...VALID });
    await expectUnauthorized(member, { serviceId: service, ...VALID, runs: 2, interval: 60 });
    // A token of the current version orders again.
    const renewed = await tokenFor(member.id, 1);
    expect((await order(renewed, { serviceId: service, ...VALID })).statusCode).toBe(200);
  });

  it('refuses the token of a blocked or deleted member', async () => {
    const blocked = await createTestMember(ctx, { points: 1000 });
    await ctx.db.query('UPDATE members SET blocked_at = now() WHERE id = $1', [blocked.id]);
    await expectUnauthorized(blocked, { serviceId: service, ...VALID });
    const deleted = await createTestMember(ctx, { points: 1000 });
    await ctx.db.query('UPDATE members SET deleted_at = now() WHERE id = $1', [deleted.id]);
    await expectUnauthorized(deleted, { serviceId: service, ...VALID });
  });

  it('answers a revoked token before insufficient points', async () => {
    const poor = await createTestMember(ctx, { points: 1 });
    const short = await order(poor, { serviceId: service, ...VALID });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: '포인트가 부족합니다.' });
    await ctx.db.query('UPDATE members SET token_version = token_version + 1 WHERE id = $1', [poor.id]);
    await expectUnauthorized(poor, { serviceId: service, ...VALID });
  });

  it('counts placed and refused orders once each, and refuses past the limit with 429, nothing booked', async () => {
    const member = await createTestMember(ctx, { points: 1000 });
    expect((await order(member, { serviceId: service, ...VALID })).statusCode).toBe(200);
    expect((await order(member, { serviceId: service, ...VALID, amount: 5 })).statusCode).toBe(400);
    expect((await order(member, { serviceId: freeService, ...VALID })).statusCode).toBe(200);
    expect(await hits(member.id)).toBe(3);
    const before = await orderFootprint(ctx, member.id);
    const limited = await order(member, { serviceId: service, ...VALID });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await orderFootprint(ctx, member.id)).toEqual(before);
    expect(await hits(member.id)).toBe(4);
  });

  it('places a free order without moving points or booking a ledger entry', async () => {
    const member = await createTestMember(ctx, { points: 1 });
    const res = await order(member, { serviceId: freeService, ...VALID });
    expect(res.statusCode).toBe(200);
    expect(await orderFootprint(ctx, member.id)).toEqual({ orders: 1, autoOrders: 0, ledger: 1 });
    expect(await balanceAndLedger(ctx, member.id)).toEqual({ balance: 1000, ledger: 1000 });
  });
});
