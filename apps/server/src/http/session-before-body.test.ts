import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, type TestMember } from '../../test/helpers/members.ts';
import { createTestContext, type TestContext } from '../../test/helpers/test-context.ts';

// Issue 37 item 4: a member route answers who is calling before what they sent. A guest, a garbage
// token, a blocked or deleted member's token, or a revoked one gets 401 (the spec's 401 handling:
// the web client drops the token), never the body's 400.
let ctx: TestContext;
let live: TestMember;
const callers: [string, Record<string, string>][] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  live = await createTestMember(ctx, { points: 10 });
  const blocked = await createTestMember(ctx, { points: 10 });
  await ctx.db.query('UPDATE members SET blocked_at = now() WHERE id = $1', [blocked.id]);
  const deleted = await createTestMember(ctx, { points: 10 });
  await ctx.db.query('UPDATE members SET deleted_at = now() WHERE id = $1', [deleted.id]);
  const revoked = await createTestMember(ctx, { points: 10 });
  await ctx.db.query('UPDATE members SET token_version = 1 WHERE id = $1', [revoked.id]);
  callers.push(
    ['a guest', {}],
    ['a garbage token', { authorization: 'Bearer garbage' }],
    ['a blocked member', blocked.headers],
    ['a deleted member', deleted.headers],
    ['a revoked token', revoked.headers],
  );
});
afterAll(() => ctx.close());

const BAD_INPUT: { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }[] = [
  { method: 'POST', url: '/api/service/order', payload: {} },
  { method: 'POST', url: '/api/service/mass-order', payload: {} },
  { method: 'POST', url: '/api/service/mass-order/preview', payload: {} },
  { method: 'POST', url: '/api/service/point', payload: {} },
  { method: 'POST', url: '/api/service/order/x/cancel' },
  { method: 'POST', url: '/api/service/order/x/refill' },
  { method: 'GET', url: '/api/service/order-history?limit=x' },
  { method: 'GET', url: '/api/service/auto-order-history?limit=x' },
  { method: 'GET', url: '/api/service/point-history?limit=x' },
];

describe('member routes check the session before the input', () => {
  it.each(BAD_INPUT)('$method $url: 401 for every caller without a live session', async (route) => {
    for (const [name, headers] of callers) {
      const res = await ctx.app.inject({
        method: route.method,
        url: route.url,
        headers,
        payload: route.payload,
      });
      expect([res.statusCode, res.json<{ message: string }>().message], name).toEqual([
        401,
        '로그인이 필요합니다.',
      ]);
    }
  });

  it.each(BAD_INPUT)('$method $url: a live member still gets the input refusal', async (route) => {
    const res = await ctx.app.inject({
      method: route.method,
      url: route.url,
      headers: live.headers,
      payload: route.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/[가-힣]/);
  });

  it('an order with a bad body from a live member is refused with the contract’s first message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/service/order',
      headers: live.headers,
      payload: {},
    });
    expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
      400,
      '서비스를 선택해 주세요.',
    ]);
  });
});
