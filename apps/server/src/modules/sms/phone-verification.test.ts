import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { MESSAGES } from '@smm/contract/messages';
import { createTestMember } from '../../../test/helpers/members.ts';
import {
  createAccountsTestContext,
  setSettings,
  type AccountsTestContext,
} from '../../../test/helpers/accounts-context.ts';

let ctx: AccountsTestContext;
beforeAll(async () => {
  ctx = await createAccountsTestContext({
    accounts: { limits: { phoneSendPerIp: { max: 4, windowMs: 60 * 60_000 } } },
  });
});
afterAll(() => ctx.close());
beforeEach(() => setSettings(ctx.db, { ENABLE_PHONE_NUMBER: 'true' }));

let ipCounter = 0;
/** Each test sends from its own IP, so the per-IP send limit is only met where a test wants it. */
const freshIp = () => `10.0.0.${++ipCounter}`;
const send = (phoneNumber: string, remoteAddress = freshIp()) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/send-phone-number',
    payload: { phoneNumber },
    remoteAddress,
  });
const register = (id: string, phoneNumber: string, sendCode: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    // Its own address too: sign-ups are limited per address (rate-limits.test.ts covers that).
    remoteAddress: freshIp(),
    payload: {
      id,
      password: 'pw-long-enough',
      email: `${id}@example.com`,
      registerWhere: '기타',
      phoneNumber,
      sendCode,
    },
  });
const otherThan = (code: string) => (code === '00000' ? '11111' : '00000');

describe('POST /api/auth/send-phone-number', () => {
  it('sends a random 5-digit code through the SMS provider and stores only its hash', async () => {
    const res = await send('01011110001');
    expect(res.statusCode).toBe(200);
    const code = ctx.sms.lastCode('01011110001');
    expect(code).toMatch(/^\d{5}$/);
    const { rows } = await ctx.db.query<{ code_hash: string }>(
      `SELECT code_hash FROM phone_codes WHERE phone_number = '01011110001'`,
    );
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('answers 400 for a malformed number and while the phone feature is off', async () => {
    for (const phoneNumber of ['0101111', '010-1111-0002', 'abcdefghijk', '']) {
      const res = await send(phoneNumber);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.register.phoneInvalid });
    }
    await setSettings(ctx.db, { ENABLE_PHONE_NUMBER: 'false' });
    const off = await send('01011110003');
    expect(off.statusCode).toBe(400);
    expect(off.json()).toMatchObject({ message: AUTH_MESSAGES.phone.disabled });
    expect(ctx.sms.sent.some((m) => m.to === '01011110003')).toBe(false);
  });

  it('answers 409 for a number that belongs to a member', async () => {
    const member = await createTestMember(ctx);
    await ctx.db.query(`UPDATE members SET phone_number = '01011110004' WHERE id = $1`, [member.id]);
    const res = await send('01011110004');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MESSAGES.phone.conflict });
  });

  it('refuses a resend within 60 seconds; after that a new code replaces the old one', async () => {
    const phone = '01011110005';
    await send(phone);
    const first = ctx.sms.lastCode(phone);
    ctx.clock.advance(59_000);
    const early = await send(phone);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ message: AUTH_MESSAGES.phone.cooldown });

    ctx.clock.advance(1_000);
    expect((await send(phone)).statusCode).toBe(200);
    const second = ctx.sms.lastCode(phone);
    if (second !== first) {
      expect((await register('oldcode', phone, first)).json()).toMatchObject({
        message: AUTH_MESSAGES.phone.codeWrong,
      });
    }
    expect((await register('newcode', phone, second)).statusCode).toBe(201);
  });

  it('lets a code expire after 5 minutes', async () => {
    const phone = '01011110006';
    await send(phone);
    ctx.clock.advance(5 * 60_000);
    const res = await register('late', phone, ctx.sms.lastCode(phone));
    expect(res.statusCode).toBe(400);
    // The error code tells the sign-up form to leave its code-sent state so a new code can be sent.
    expect(res.json()).toMatchObject({
      error: 'PHONE_CODE_EXPIRED',
      message: AUTH_MESSAGES.phone.codeExpired,
    });
  });

  it('allows 5 attempts per code: after 5 wrong guesses even the right code is refused', async () => {
    const phone = '01011110007';
    await send(phone);
    const code = ctx.sms.lastCode(phone);
    for (let i = 0; i < 5; i += 1) {
      expect((await register('guesser', phone, otherThan(code))).json()).toMatchObject({
        message: AUTH_MESSAGES.phone.codeWrong,
      });
    }
    const res = await register('guesser', phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'PHONE_CODE_ATTEMPTS',
      message: AUTH_MESSAGES.phone.attemptsExceeded,
    });
  });

  it('caps concurrent guesses at 5 attempts too', async () => {
    const phone = '01011110008';
    await send(phone);
    const wrong = otherThan(ctx.sms.lastCode(phone));
    const answers = await Promise.all(Array.from({ length: 8 }, () => register('racer', phone, wrong)));
    const messages = answers.map((r) => r.json<{ message: string }>().message);
    expect(messages.filter((m) => m === AUTH_MESSAGES.phone.codeWrong)).toHaveLength(5);
    expect(messages.filter((m) => m === AUTH_MESSAGES.phone.attemptsExceeded)).toHaveLength(3);
  });

  it('answers 502 when the SMS gateway fails, and the member may ask again at once', async () => {
    const phone = '01011110009';
    ctx.sms.failNext = true;
    const failed = await send(phone);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ message: AUTH_MESSAGES.phone.sendFailed });
    expect((await send(phone)).statusCode).toBe(200);
  });

  it('limits the codes sent per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) expect((await send(`0102222000${i}`, ip)).statusCode).toBe(200);
    const res = await send('01022220009', ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ message: MESSAGES.server.tooManyRequests });
  });
});
