import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@smm/contract/messages';
import { TEST_DB } from '../../../test/helpers/test-context.ts';
import {
  createAccountsTestContext,
  registerAndLogin,
  type AccountsTestContext,
} from '../../../test/helpers/accounts-context.ts';

const WINDOW = 15 * 60_000;
const DELAY = 150;
let ctx: AccountsTestContext;
/** What each slowed-down login waited, in order (the service's wait, recorded instead of timed). */
const waits: number[] = [];
beforeAll(async () => {
  ctx = await createAccountsTestContext({
    accounts: {
      loginWait: async (ms) => {
        waits.push(ms);
      },
      limits: {
        loginPerIdAndIp: { max: 3, windowMs: WINDOW },
        loginPerIp: { max: 6, windowMs: WINDOW },
        loginPerDevice: { max: 3, windowMs: WINDOW },
        loginIdDelay: { freeFailures: 2, baseMs: DELAY, maxMs: 2 * DELAY, windowMs: WINDOW },
      },
    },
  });
});
afterAll(() => ctx.close());

let ipCounter = 0;
const freshIp = () => `10.1.0.${++ipCounter}`;
const login = (id: string, password: string, remoteAddress = freshIp(), cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { id, password },
    remoteAddress,
    ...(cookie ? { headers: { cookie } } : {}),
  });
/** The device cookie a successful login set, as the browser sends it back. */
const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) => {
  const header = String(res.headers['set-cookie'] ?? '');
  expect(header).toMatch(
    /^smm_login_device=[^;]+; Max-Age=\d+; Path=\/api\/auth\/login; HttpOnly; SameSite=Strict/,
  );
  return header.split(';')[0] ?? '';
};
/** The login's answer and how long the service made it wait (0: not slowed down). */
const waited = async <T>(run: () => Promise<T>): Promise<[T, number]> => {
  const before = waits.length;
  const result = await run();
  return [result, waits.slice(before).reduce((sum, ms) => sum + ms, 0)];
};

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
    [{ id: 'a'.repeat(51), password: 'x' }, MESSAGES.identity.idTooLong],
    [{ id: 'x', password: 'p'.repeat(201) }, MESSAGES.identity.passwordTooLong],
  ])('answers 400 for malformed input %o', async (payload, message) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });
});

describe('login limits (docs/decisions/accounts.md, "Login limits")', () => {
  it('refuses an address that keeps failing for one id (Korean 429, Retry-After) until the window has passed', async () => {
    const m = await registerAndLogin(ctx, { id: 'nina' });
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await login('nina', 'wrong-password', ip)).statusCode).toBe(404);
    const blocked = await login('nina', m.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ message: MESSAGES.server.tooManyRequests });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    ctx.clock.advance(WINDOW);
    expect((await login('nina', m.password, ip)).statusCode).toBe(200);
  });

  it('an attacker’s failures for a victim’s id from one address do not keep the victim out elsewhere', async () => {
    const victim = await registerAndLogin(ctx, { id: 'Victor' });
    const attacker = freshIp();
    const answers = [];
    for (let i = 0; i < 12; i += 1) answers.push((await login('victor', 'guess-' + i, attacker)).statusCode);
    expect(answers.slice(0, 3)).toEqual([404, 404, 404]);
    expect(new Set(answers.slice(3))).toEqual(new Set([429]));
    // Another address: slowed down (the id is under attack), never refused.
    const [res, ms] = await waited(() => login('VICTOR', victim.password));
    expect(res.statusCode).toBe(200);
    expect(ms).toBeGreaterThanOrEqual(DELAY);
  });

  it('a known device gets in without delay even from the attacker’s own address', async () => {
    const owner = await registerAndLogin(ctx, { id: 'wendy' });
    const shared = freshIp();
    const cookie = deviceCookieOf(await login('wendy', owner.password, shared));
    for (let i = 0; i < 6; i += 1) await login('wendy', 'wrong-password', shared);
    for (let i = 0; i < 6; i += 1) await login(`nobody${i}`, 'wrong-password', shared);
    expect((await login('wendy', owner.password, shared)).statusCode).toBe(429);

    const [res, ms] = await waited(() => login('wendy', owner.password, shared, cookie));
    expect(res.statusCode).toBe(200);
    expect(ms).toBe(0);
    // The cookie is the id's: it does not open the address for another id, which has the one
    // guess of an id that has not failed from an address under attack, and then none.
    expect((await login('nina', 'wrong-password', shared, cookie)).statusCode).toBe(404);
    expect((await login('nina', 'wrong-password', shared, cookie)).statusCode).toBe(429);
  });

  it('a known device has a failure budget of its own', async () => {
    const owner = await registerAndLogin(ctx, { id: 'xena' });
    const cookie = deviceCookieOf(await login('xena', owner.password));
    for (let i = 0; i < 3; i += 1)
      expect((await login('xena', 'wrong', freshIp(), cookie)).statusCode).toBe(404);
    expect((await login('xena', owner.password, freshIp(), cookie)).statusCode).toBe(429);
    // Without the stolen cookie the owner still gets in.
    expect((await login('xena', owner.password)).statusCode).toBe(200);
  });

  it('a forged or other id’s device cookie counts as none', async () => {
    const owner = await registerAndLogin(ctx, { id: 'yuri' });
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) await login('yuri', 'wrong', ip);
    const forged = 'smm_login_device=abc.9999999999.AAAA';
    expect((await login('yuri', owner.password, ip, forged)).statusCode).toBe(429);
  });

  it('slows the id alone down (capped) instead of refusing it, from any number of addresses', async () => {
    await registerAndLogin(ctx, { id: 'zack' });
    const times = [];
    for (let i = 0; i < 5; i += 1) {
      const [res, ms] = await waited(() => login('zack', 'wrong'));
      expect(res.statusCode).toBe(404);
      times.push(ms);
    }
    // Two free failures, then the base delay doubling up to its cap.
    expect(times).toEqual([0, 0, DELAY, 2 * DELAY, 2 * DELAY]);
  });

  it('forgets an id’s failures after a successful login', async () => {
    const m = await registerAndLogin(ctx, { id: 'oscar' });
    const ip = freshIp();
    for (let i = 0; i < 2; i += 1) await login('oscar', 'wrong', ip);
    expect((await login('oscar', m.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await login('oscar', 'wrong', ip)).statusCode).toBe(404);
  });

  it('lets a member with the right password in from an address under attack (issue 37 item 5)', async () => {
    const pete = await registerAndLogin(ctx, { id: 'pete' });
    const sam = await registerAndLogin(ctx, { id: 'sam' });
    const office = freshIp();
    // The attacker spends the address's failures across many ids (a shared office, a carrier's NAT).
    for (let i = 0; i < 6; i += 1) expect((await login(`spray${i}`, 'wrong', office)).statusCode).toBe(404);
    // A member's new browser behind it still gets in with the right password, slowed to the cap.
    const [res, ms] = await waited(() => login('pete', pete.password, office));
    expect(res.statusCode).toBe(200);
    expect(ms).toBe(2 * DELAY);
    // The attacker gets no second guess for an id it already tried from there...
    expect((await login('spray0', 'wrong-again', office)).statusCode).toBe(429);
    // ...and one guess, slowed, for an id it has not; a member who mistypes there is in the same place.
    const [guess, guessMs] = await waited(() => login('sam', 'wrong', office));
    expect([guess.statusCode, guessMs]).toEqual([404, 2 * DELAY]);
    const retried = await login('sam', sam.password, office);
    expect(retried.statusCode).toBe(429);
    expect(retried.json()).toMatchObject({ message: MESSAGES.server.tooManyRequests });
    expect(Number(retried.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Elsewhere, and at the office once the window has passed, everyone gets in as before.
    expect((await login('sam', sam.password)).statusCode).toBe(200);
    ctx.clock.advance(WINDOW);
    const [after, afterMs] = await waited(() => login('pete', pete.password, office));
    expect([after.statusCode, afterMs]).toEqual([200, 0]);
  });

  it('under concurrent sprays from one address, a right password still gets in', async () => {
    const tina = await registerAndLogin(ctx, { id: 'tina' });
    const office = freshIp();
    const sprays = Array.from({ length: 20 }, (_, i) => login(`burst${i}`, 'wrong', office));
    const [own, ...answers] = await Promise.all([login('tina', tina.password, office), ...sprays]);
    expect(own.statusCode).toBe(200);
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([404]));
  });

  it('does not count successful logins against the address', async () => {
    const m = await registerAndLogin(ctx, { id: 'quinn' });
    const ip = freshIp();
    for (let i = 0; i < 8; i += 1) expect((await login('quinn', m.password, ip)).statusCode).toBe(200);
  });

  it('holds the per-address limit under concurrent guesses', async () => {
    await registerAndLogin(ctx, { id: 'rita' });
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 10 }, () => login('rita', 'wrong', ip)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 404)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    if (TEST_DB === 'postgres') expect(new Set(codes).size).toBe(2);
  });
});
