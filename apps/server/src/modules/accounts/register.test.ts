import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { MESSAGES } from '@smm/contract/messages';
import { createTestMember } from '../../../test/helpers/members.ts';
import { TEST_DB } from '../../../test/helpers/test-context.ts';
import {
  createAccountsTestContext,
  registerAndLogin,
  setSettings,
  type AccountsTestContext,
} from '../../../test/helpers/accounts-context.ts';

let ctx: AccountsTestContext;
beforeAll(async () => {
  // Dozens of sign-ups from the one test address; the limit has its own test (rate-limits.test.ts).
  ctx = await createAccountsTestContext({ env: { RATE_LIMIT_REGISTRATIONS_PER_HOUR: '1000' } });
});
afterAll(() => ctx.close());
beforeEach(() => setSettings(ctx.db, { ENABLE_PHONE_NUMBER: 'false', ENABLE_REFERRAL: 'true' }));

const register = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload });
const valid = (id: string) => ({
  id,
  password: 'pw-without-spaces',
  email: `${id}@example.com`,
  registerWhere: '지인 추천',
});

describe('POST /api/auth/register', () => {
  it('creates a member with an argon2id hash and an api key, who can then log in', async () => {
    const res = await register(valid('alice'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const { rows } = await ctx.db.query<{
      password_hash: string;
      api_key_hash: string;
      register_where: string;
    }>(`SELECT password_hash, api_key_hash, register_where FROM members WHERE login_id = 'alice'`);
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.api_key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.register_where).toBe('지인 추천');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { id: 'alice', password: 'pw-without-spaces' },
    });
    expect(login.statusCode).toBe(200);
  });

  it.each([
    [{ id: 'has space' }, MESSAGES.register.idNoSpace],
    [{ password: 'has space' }, MESSAGES.register.passwordNoSpace],
    [{ email: 'no-at.example' }, MESSAGES.register.emailFormat],
    [{ email: 'no-dot@example' }, MESSAGES.register.emailFormat],
    [{ id: '' }, MESSAGES.register.idRequired],
    [{ password: '' }, MESSAGES.register.passwordRequired],
    [{ registerWhere: '' }, MESSAGES.register.registerWhereRequired],
    [{ registerWhere: '없는 가입경로' }, MESSAGES.register.registerWhereRequired],
    [{ password: 'a' }, MESSAGES.identity.passwordMin],
    [{ password: 'seven77' }, MESSAGES.identity.passwordMin],
    [{ id: '<img>' }, MESSAGES.identity.idCharset],
    [{ id: '../../etc/passwd' }, MESSAGES.identity.idCharset],
    [{ id: '한글아이디' }, MESSAGES.identity.idCharset],
    [{ id: 'a'.repeat(51) }, MESSAGES.identity.idTooLong],
    [{ password: 'p'.repeat(201) }, MESSAGES.identity.passwordTooLong],
  ])('refuses %o with 400 and the spec message', async (override, message) => {
    const res = await register({ ...valid('bob'), ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message });
  });

  it('answers 409 with a Korean message for a taken id', async () => {
    await registerAndLogin(ctx, { id: 'carol' });
    const res = await register(valid('carol'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: MESSAGES.server.idTaken });
  });

  it('treats ids without regard to case: no upper-cased copy, and either spelling logs in', async () => {
    await registerAndLogin(ctx, { id: 'CaseKeeper', password: 'case-pass-123' });
    const copy = await register(valid('casekeeper'));
    expect([copy.statusCode, copy.json<{ message: string }>().message]).toEqual([
      409,
      MESSAGES.server.idTaken,
    ]);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { id: 'CASEKEEPER', password: 'case-pass-123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it("keeps a deleted member's id from reuse for five years, in any case", async () => {
    const m = await registerAndLogin(ctx, { id: 'leaver', password: 'leaver-pass-1' });
    const deleted = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: m.headers });
    expect(deleted.statusCode).toBe(200);
    for (const id of ['leaver', 'LEAVER']) {
      const res = await register(valid(id));
      expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
        409,
        MESSAGES.server.idTaken,
      ]);
    }
    ctx.clock.advance(5 * 366 * 24 * 60 * 60 * 1000);
    expect((await register(valid('leaver'))).statusCode).toBe(201);
  });

  it('lets exactly one of two concurrent sign-ups with the same id win', async () => {
    const answers = await Promise.all([register(valid('dave')), register(valid('dave'))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    if (TEST_DB === 'postgres')
      expect(answers.find((r) => r.statusCode === 409)?.json()).toMatchObject({
        message: MESSAGES.server.idTaken,
      });
  });

  it('records the referrer of an existing referral code and refuses an unknown one', async () => {
    const referrer = await registerAndLogin(ctx, { id: 'erin' });
    const issued = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/referral-code',
      headers: referrer.headers,
    });
    const code = issued.json<{ referralCode: string }>().referralCode;

    const unknown = await register({ ...valid('frank'), referral: 'NOPE2345' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: AUTH_MESSAGES.referral.unknown });

    expect((await register({ ...valid('frank'), referral: code })).statusCode).toBe(201);
    const { rows } = await ctx.db.query<{ referrer: string }>(
      `SELECT r.login_id AS referrer FROM members m JOIN members r ON r.id = m.referred_by WHERE m.login_id = 'frank'`,
    );
    expect(rows[0]?.referrer).toBe('erin');
  });

  it('ignores the referral field while ENABLE_REFERRAL is off', async () => {
    await setSettings(ctx.db, { ENABLE_REFERRAL: 'false' });
    expect((await register({ ...valid('gina'), referral: 'WHATEVER' })).statusCode).toBe(201);
  });
});

describe('POST /api/auth/register when the store offers no sign-up sources', () => {
  it('takes the sign-up without a source, and asks for one again once a source is shown', async () => {
    await ctx.db.query('UPDATE register_sources SET visible = false');
    try {
      const { registerWhere: _none, ...withoutSource } = valid('nosource');
      const res = await register(withoutSource);
      expect(res.statusCode).toBe(201);
      const { rows } = await ctx.db.query<{ register_where: string | null }>(
        `SELECT register_where FROM members WHERE login_id = 'nosource'`,
      );
      expect(rows).toEqual([{ register_where: null }]);
      // A hidden source is still no source to choose.
      const hidden = await register(valid('hiddensource'));
      expect(hidden.statusCode).toBe(400);
      expect(hidden.json()).toMatchObject({ message: MESSAGES.register.registerWhereRequired });
    } finally {
      await ctx.db.query('UPDATE register_sources SET visible = true');
    }
    const blocked = await register({ ...valid('nosource2'), registerWhere: '' });
    expect(blocked.statusCode).toBe(400);
    expect(blocked.json()).toMatchObject({ message: MESSAGES.register.registerWhereRequired });
  });
});

describe('POST /api/auth/register with ENABLE_PHONE_NUMBER on', () => {
  const phone = '01012345678';
  const sendCode = (phoneNumber: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/send-phone-number', payload: { phoneNumber } });

  beforeEach(() => setSettings(ctx.db, { ENABLE_PHONE_NUMBER: 'true' }));

  it.each([
    [{ phoneNumber: '0101234', sendCode: '12345' }, MESSAGES.register.phoneInvalid],
    [{ phoneNumber: '', sendCode: '' }, MESSAGES.register.phoneInvalid],
    [{ phoneNumber: 'abcdefghijk', sendCode: '12345' }, MESSAGES.register.phoneInvalid],
    [{ phoneNumber: phone, sendCode: '1234' }, MESSAGES.register.codeLength],
    [{ phoneNumber: '01099990000', sendCode: '12345' }, MESSAGES.register.codeNotSent],
  ])('refuses %o with 400', async (fields, message) => {
    const res = await register({ ...valid('henry'), ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
  });

  it('registers with the code sent to the number, stores the number, and the code cannot be used twice', async () => {
    expect((await sendCode(phone)).statusCode).toBe(200);
    const code = ctx.sms.lastCode(phone);
    const wrong = await register({
      ...valid('ivan'),
      phoneNumber: phone,
      sendCode: code === '00000' ? '11111' : '00000',
    });
    expect(wrong.json()).toMatchObject({ statusCode: 400, message: AUTH_MESSAGES.phone.codeWrong });

    expect((await register({ ...valid('ivan'), phoneNumber: phone, sendCode: code })).statusCode).toBe(201);
    const { rows } = await ctx.db.query(
      `SELECT 1 FROM members WHERE login_id = 'ivan' AND phone_number = $1`,
      [phone],
    );
    expect(rows).toHaveLength(1);

    const again = await register({ ...valid('judy'), phoneNumber: phone, sendCode: code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: MESSAGES.phone.conflict });
  });

  it('keeps the code usable when the sign-up fails for another reason (taken id)', async () => {
    await createTestMember(ctx, { loginId: 'kate' });
    const number = '01022223333';
    await sendCode(number);
    const code = ctx.sms.lastCode(number);
    expect((await register({ ...valid('kate'), phoneNumber: number, sendCode: code })).statusCode).toBe(409);
    expect((await register({ ...valid('kate2'), phoneNumber: number, sendCode: code })).statusCode).toBe(201);
  });
});
