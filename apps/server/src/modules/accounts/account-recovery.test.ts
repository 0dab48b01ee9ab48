import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_MESSAGES as R } from '@smm/contract/account-recovery-messages';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { MESSAGES } from '@smm/contract/messages';
import {
  createRecoveryTestContext,
  freshPhone,
  linkToken,
  naverMember,
  PUBLIC_URL,
  signUp,
  type RecoveryTestContext,
} from '../../../test/helpers/recovery-context.ts';

let ctx: RecoveryTestContext;
beforeAll(async () => {
  ctx = await createRecoveryTestContext();
});
afterAll(() => ctx.close());

const profile = (authorization: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization } });
/** Status and envelope message of an answer. */
const refusal = (res: LightMyRequestResponse) => [res.statusCode, res.json<{ message: string }>().message];
const login = (id: string, password: string) => ctx.post('/auth/login', { id, password });

/** Sends a recovery code to `phone` and answers the code the SMS carried. */
async function codeFor(phone: string): Promise<string> {
  const sent = await ctx.post('/auth/recovery/send-phone-code', { phoneNumber: phone });
  expect(sent.statusCode).toBe(200);
  return ctx.sms.lastCode(phone);
}

/** Asks for a reset link and answers the token of the mail that arrives. */
async function resetLink(loginId: string, email: string): Promise<string> {
  const mail = ctx.smtp.next(email);
  const res = await ctx.post('/auth/reset-password/email', { id: loginId, email });
  expect(res.statusCode).toBe(200);
  return linkToken(await mail);
}

describe('find id by phone', () => {
  it('answers the masked id, the sign-up time and no provider to the holder of the code', async () => {
    const phone = freshPhone();
    const member = await signUp(ctx, { phone, id: `growlab${phone.slice(-4)}` });
    const res = await ctx.post('/auth/find-id/phone', { phoneNumber: phone, sendCode: await codeFor(phone) });
    expect(res.statusCode).toBe(200);
    const { account } = res.json<{ account: { maskedId: string; joinedAt: string; provider: null } }>();
    expect(account.maskedId).toBe(`gro***${member.loginId.at(-1)}`);
    expect(account.provider).toBeNull();
    const { rows } = await ctx.db.query<{ created_at: Date }>(
      'SELECT created_at FROM members WHERE id = $1',
      [member.id],
    );
    expect(account.joinedAt).toBe(rows[0]!.created_at.toISOString());
  });

  it('sends a code to any number alike and answers "no account" only after the code', async () => {
    const unknown = freshPhone();
    const known = freshPhone();
    await signUp(ctx, { phone: known });
    const a = await ctx.post('/auth/recovery/send-phone-code', { phoneNumber: unknown });
    const b = await ctx.post('/auth/recovery/send-phone-code', { phoneNumber: known });
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    const res = await ctx.post('/auth/find-id/phone', {
      phoneNumber: unknown,
      sendCode: ctx.sms.lastCode(unknown),
    });
    expect(res.json()).toEqual({ account: null });
  });

  it('uses a code once, and refuses a wrong code with the phone step messages', async () => {
    const phone = freshPhone();
    await signUp(ctx, { phone });
    const code = await codeFor(phone);
    const wrong = await ctx.post('/auth/find-id/phone', {
      phoneNumber: phone,
      sendCode: code === '00000' ? '11111' : '00000',
    });
    expect(refusal(wrong)).toEqual([400, AUTH_MESSAGES.phone.codeWrong]);
    expect((await ctx.post('/auth/find-id/phone', { phoneNumber: phone, sendCode: code })).statusCode).toBe(
      200,
    );
    const again = await ctx.post('/auth/find-id/phone', { phoneNumber: phone, sendCode: code });
    expect(refusal(again)).toEqual([400, MESSAGES.register.codeNotSent]);
  });

  it('tells a social member which provider to use', async () => {
    const phone = freshPhone();
    await naverMember(ctx, phone, `nv${phone}@example.com`);
    const res = await ctx.post('/auth/find-id/phone', { phoneNumber: phone, sendCode: await codeFor(phone) });
    expect(res.json()).toMatchObject({ account: { provider: 'naver', maskedId: 'nav***' + phone.at(-1) } });
  });

  it('refuses codes while the phone step is off', async () => {
    await ctx.db.query(`UPDATE site_settings SET value = 'false' WHERE key = 'ENABLE_PHONE_NUMBER'`);
    try {
      const res = await ctx.post('/auth/recovery/send-phone-code', { phoneNumber: freshPhone() });
      expect(refusal(res)).toEqual([400, AUTH_MESSAGES.phone.disabled]);
    } finally {
      await ctx.db.query(`UPDATE site_settings SET value = 'true' WHERE key = 'ENABLE_PHONE_NUMBER'`);
    }
  });
});

describe('find id by e-mail', () => {
  it('mails every id on the address (any letter case) with the company name, answering neutrally', async () => {
    const first = await signUp(ctx, { email: 'Twice@Example.com' });
    const second = await signUp(ctx, { email: 'twice@example.com' });
    const arrived = ctx.smtp.next('TWICE@example.com');
    const res = await ctx.post('/auth/find-id/email', { email: 'TWICE@example.com' });
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
    const mail = await arrived;
    expect(mail.subject).toBe('[주식회사 그로우랩] 아이디 찾기 안내');
    expect(mail.from).toBe('주식회사 그로우랩 <no-reply@shop.example>');
    expect(mail.text).toContain(`- ${first.loginId}, 가입일 `);
    expect(mail.text).toContain(`- ${second.loginId}, 가입일 `);
  });

  it('answers an unknown address exactly like a known one and mails nothing to it', async () => {
    const member = await signUp(ctx);
    const unknown = await ctx.post('/auth/find-id/email', { email: 'nobody-here@example.com' });
    const arrived = ctx.smtp.next(`${member.loginId}@example.com`);
    const known = await ctx.post('/auth/find-id/email', { email: `${member.loginId}@example.com` });
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
    // Mails go out one at a time in the order asked: had the first asked for one, it would be here now.
    await arrived;
    expect(ctx.smtp.received.filter((m) => m.to.includes('nobody-here@example.com'))).toEqual([]);
  });

  it('names the provider of a social account in the mail', async () => {
    const phone = freshPhone();
    const { loginId } = await naverMember(ctx, phone, `social${phone}@example.com`);
    const arrived = ctx.smtp.next(`social${phone}@example.com`);
    await ctx.post('/auth/find-id/email', { email: `social${phone}@example.com` });
    expect((await arrived).text).toContain(`- ${loginId} (네이버 로그인), 가입일 `);
  });

  it('checks the address with the sign-up rule', async () => {
    const res = await ctx.post('/auth/find-id/email', { email: 'not-an-address' });
    expect(refusal(res)).toEqual([400, MESSAGES.register.emailFormat]);
  });
});

describe('reset by e-mailed link', () => {
  it('mails a link; the link shows the id, sets the password, ends every session and is used up', async () => {
    const member = await signUp(ctx);
    const email = `${member.loginId}@example.com`;
    const arrived = ctx.smtp.next(email);
    await ctx.post('/auth/reset-password/email', { id: member.loginId, email });
    const mail = await arrived;
    expect(mail.subject).toBe('[주식회사 그로우랩] 비밀번호 재설정 안내');
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password#token=`);
    expect(mail.text).toContain('30분');
    const token = linkToken(mail);

    const inspected = await ctx.post('/auth/reset-password/token/inspect', { token });
    expect(inspected.json()).toEqual({ loginId: member.loginId });
    // Only a hash is stored.
    const { rows } = await ctx.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM password_reset_tokens',
    );
    expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);

    const keyHash = async () =>
      (
        await ctx.db.query<{ api_key_hash: string | null }>(
          'SELECT api_key_hash FROM members WHERE login_id = $1',
          [member.loginId],
        )
      ).rows[0]?.api_key_hash;
    const keyBefore = await keyHash();
    const reset = await ctx.post('/auth/reset-password/token', { token, newPassword: 'brand-new-pass-1' });
    expect([reset.statusCode, reset.json()]).toEqual([200, { ok: true }]);
    // The API key is replaced too: whoever knew the old password could have read it.
    expect(await keyHash()).toMatch(/^[0-9a-f]{64}$/);
    expect(await keyHash()).not.toBe(keyBefore);
    expect((await profile(member.headers.authorization)).statusCode).toBe(401);
    expect((await login(member.loginId, member.password)).statusCode).toBe(404);
    expect((await login(member.loginId, 'brand-new-pass-1')).statusCode).toBe(200);

    const again = await ctx.post('/auth/reset-password/token', { token, newPassword: 'third-pass-1' });
    expect(refusal(again)).toEqual([400, R.tokenInvalid]);
    const inspectAgain = await ctx.post('/auth/reset-password/token/inspect', { token });
    expect(inspectAgain.statusCode).toBe(400);
  });

  it('lets one of two simultaneous uses of a link win', async () => {
    const member = await signUp(ctx);
    const token = await resetLink(member.loginId, member.email);
    const answers = await Promise.all(
      ['race-pass-1', 'race-pass-2'].map((newPassword) =>
        ctx.post('/auth/reset-password/token', { token, newPassword }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? 'race-pass-1' : 'race-pass-2';
    expect((await login(member.loginId, winner)).statusCode).toBe(200);
  });

  it('lets a link expire after 30 minutes', async () => {
    const member = await signUp(ctx);
    const token = await resetLink(member.loginId, `${member.loginId}@example.com`);
    ctx.clock.advance(29 * 60_000);
    expect((await ctx.post('/auth/reset-password/token/inspect', { token })).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    const late = await ctx.post('/auth/reset-password/token', { token, newPassword: 'late-pass-1' });
    expect(refusal(late)).toEqual([400, R.tokenInvalid]);
    expect((await login(member.loginId, member.password)).statusCode).toBe(200);
  });

  it('kills an older link when a newer one is sent', async () => {
    const member = await signUp(ctx);
    const email = `${member.loginId}@example.com`;
    const older = await resetLink(member.loginId, email);
    const newer = await resetLink(member.loginId, email);
    const old = await ctx.post('/auth/reset-password/token', { token: older, newPassword: 'old-link-1' });
    expect(old.statusCode).toBe(400);
    const ok = await ctx.post('/auth/reset-password/token', { token: newer, newPassword: 'new-link-1' });
    expect(ok.statusCode).toBe(200);
  });

  it('kills a link when the password is changed on /account (the same password path)', async () => {
    const member = await signUp(ctx);
    const token = await resetLink(member.loginId, `${member.loginId}@example.com`);
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: member.headers,
      payload: { currentPassword: member.password, newPassword: 'changed-pass-1' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await ctx.post('/auth/reset-password/token/inspect', { token })).statusCode).toBe(400);
  });

  it('answers a wrong id, a wrong address and a right pair alike, and mails only the right pair', async () => {
    const member = await signUp(ctx);
    const email = `${member.loginId}@example.com`;
    const answers = [
      await ctx.post('/auth/reset-password/email', { id: `${member.loginId}x`, email }),
      await ctx.post('/auth/reset-password/email', { id: member.loginId, email: `x${email}` }),
    ];
    const arrived = ctx.smtp.next(email);
    answers.push(await ctx.post('/auth/reset-password/email', { id: member.loginId, email }));
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    await arrived;
    expect(ctx.smtp.received.filter((m) => m.to.includes(`x${email}`))).toEqual([]);
  });

  it('tells a social-only member by mail to log in with the provider, and sets no link', async () => {
    const phone = freshPhone();
    const email = `sns${phone}@example.com`;
    const { loginId } = await naverMember(ctx, phone, email);
    const arrived = ctx.smtp.next(email);
    const res = await ctx.post('/auth/reset-password/email', { id: loginId, email });
    expect(res.statusCode).toBe(200);
    const mail = await arrived;
    expect(mail.text).toContain('네이버 로그인 버튼');
    expect(mail.text).not.toContain('reset-password#token=');
  });

  it('checks the new password with the password rule in force', async () => {
    const member = await signUp(ctx);
    const token = await resetLink(member.loginId, `${member.loginId}@example.com`);
    const res = await ctx.post('/auth/reset-password/token', { token, newPassword: '' });
    expect(refusal(res)).toEqual([400, MESSAGES.password.newRequired]);
    const long = await ctx.post('/auth/reset-password/token', { token, newPassword: 'p'.repeat(201) });
    expect(refusal(long)).toEqual([400, MESSAGES.identity.passwordTooLong]);
    const longId = await ctx.post('/auth/reset-password/email', { id: 'a'.repeat(51), email: 'a@b.kr' });
    expect(refusal(longId)).toEqual([400, MESSAGES.identity.idTooLong]);
    expect((await ctx.post('/auth/reset-password/token/inspect', { token })).statusCode).toBe(200);
  });
});

describe('reset by phone code', () => {
  it('sets the password with the id and a code sent to its number, ending every session', async () => {
    const phone = freshPhone();
    const member = await signUp(ctx, { phone });
    const res = await ctx.post('/auth/reset-password/phone', {
      id: member.loginId,
      phoneNumber: phone,
      sendCode: await codeFor(phone),
      newPassword: 'by-phone-pass-1',
    });
    expect([res.statusCode, res.json()]).toEqual([200, { ok: true }]);
    expect((await profile(member.headers.authorization)).statusCode).toBe(401);
    expect((await login(member.loginId, 'by-phone-pass-1')).statusCode).toBe(200);
  });

  it('refuses an id that is not on the number, keeping the password and the code', async () => {
    const phone = freshPhone();
    const member = await signUp(ctx, { phone });
    const other = await signUp(ctx);
    const code = await codeFor(phone);
    const res = await ctx.post('/auth/reset-password/phone', {
      id: other.loginId,
      phoneNumber: phone,
      sendCode: code,
      newPassword: 'hijack-pass-1',
    });
    expect(refusal(res)).toEqual([400, R.idPhoneMismatch]);
    expect((await login(other.loginId, other.password)).statusCode).toBe(200);
    const right = await ctx.post('/auth/reset-password/phone', {
      id: member.loginId,
      phoneNumber: phone,
      sendCode: code,
      newPassword: 'rightful-pass-1',
    });
    expect(right.statusCode).toBe(200);
  });

  it('tells a social-only member to log in with the provider', async () => {
    const phone = freshPhone();
    const { loginId } = await naverMember(ctx, phone, `p${phone}@example.com`);
    const res = await ctx.post('/auth/reset-password/phone', {
      id: loginId,
      phoneNumber: phone,
      sendCode: await codeFor(phone),
      newPassword: 'any-pass-1',
    });
    expect(refusal(res)).toEqual([409, R.socialOnly('네이버')]);
  });

  it('checks the code before anything else about the id', async () => {
    const phone = freshPhone();
    const member = await signUp(ctx, { phone });
    const res = await ctx.post('/auth/reset-password/phone', {
      id: member.loginId,
      phoneNumber: phone,
      sendCode: '12345',
      newPassword: 'x-pass-1',
    });
    expect(refusal(res)).toEqual([400, MESSAGES.register.codeNotSent]);
  });
});
