import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@smm/contract/messages';
import { TEST_DB } from '../../../test/helpers/test-context.ts';
import {
  createAccountsTestContext,
  registerAndLogin,
  type AccountsTestContext,
} from '../../../test/helpers/accounts-context.ts';

const WINDOW = 15 * 60_000;
let ctx: AccountsTestContext;
beforeAll(async () => {
  ctx = await createAccountsTestContext({
    accounts: {
      limits: { loginPerId: { max: 3, windowMs: WINDOW }, loginPerIp: { max: 6, windowMs: WINDOW } },
    },
  });
});
afterAll(() => ctx.close());

let ipCounter = 0;
const freshIp = () => `10.1.0.${++ipCounter}`;
const login = (id: string, password: string, remoteAddress = freshIp()) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { id, password }, remoteAddress });

describe('POST /api/auth/login', () => {
  it('answers an accessToken that opens the profile', async () => {
    const m = await registerAndLogin(ctx, { id: 'lily' });
    const res = await login('lily', m.password);
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json<{ accessToken: string }>();
    const profile = await ctx.app.inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(profile.json()).toMatchObject({ id: 'lily' });
  });

  it('answers the same 404 for an unknown id and for a wrong password', async () => {
    await registerAndLogin(ctx, { id: 'mike' });
    for (const res of [await login('nobody-here', 'whatever'), await login('mike', 'wrong-password')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, message: MESSAGES.login.notFound });
    }
  });

  it.each([
    [{ id: 'has space', password: 'x' }, MESSAGES.login.idNoSpace],
    [{ id: '', password: 'x' }, MESSAGES.login.idRequired],
    [{ id: 'x' }, MESSAGES.login.passwordRequired],
    [{ password: 'x' }, MESSAGES.login.idRequired],
  ])('answers 400 for malformed input %o', async (payload, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });
});

describe('login rate limits', () => {
  it('blocks an id after its allowed failures, from any IP, until the window has passed', async () => {
    const m = await registerAndLogin(ctx, { id: 'nina' });
    for (let i = 0; i < 3; i += 1) expect((await login('nina', 'wrong')).statusCode).toBe(404);
    const blocked = await login('nina', m.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: MESSAGES.server.tooManyRequests });

    ctx.clock.advance(WINDOW);
    expect((await login('nina', m.password)).statusCode).toBe(200);
  });

  it('forgets an id’s failures after a successful login', async () => {
    const m = await registerAndLogin(ctx, { id: 'oscar' });
    for (let i = 0; i < 2; i += 1) await login('oscar', 'wrong');
    expect((await login('oscar', m.password)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await login('oscar', 'wrong')).statusCode).toBe(404);
  });

  it('blocks an IP that keeps failing across many ids; other IPs still get in', async () => {
    const m = await registerAndLogin(ctx, { id: 'pete' });
    const ip = freshIp();
    for (let i = 0; i < 6; i += 1) expect((await login(`spray${i}`, 'wrong', ip)).statusCode).toBe(404);
    expect((await login('pete', m.password, ip)).statusCode).toBe(429);
    expect((await login('pete', m.password)).statusCode).toBe(200);
  });

  it('does not count successful logins against the IP', async () => {
    const m = await registerAndLogin(ctx, { id: 'quinn' });
    const ip = freshIp();
    for (let i = 0; i < 8; i += 1) expect((await login('quinn', m.password, ip)).statusCode).toBe(200);
  });

  it('holds the limit under concurrent guesses', async () => {
    await registerAndLogin(ctx, { id: 'rita' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => login('rita', 'wrong')));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 404)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    if (TEST_DB === 'postgres') expect(new Set(codes).size).toBe(2);
  });
});
