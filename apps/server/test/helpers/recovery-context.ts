import type { LightMyRequestResponse } from 'fastify';
import type { AccountsOptions } from '../../src/app.ts';
import { startSmtpFake, type ReceivedMail, type SmtpFake } from '../fakes/smtp-fake-server.ts';
import {
  createAccountsTestContext,
  setSettings,
  type AccountsTestContext,
  type RegisteredMember,
} from './accounts-context.ts';

export const PUBLIC_URL = 'https://shop.example';

export interface RecoveryTestContext extends AccountsTestContext {
  smtp: SmtpFake;
  /** POSTs JSON to /api`path` from `ip` (each test its own address, unless it tests the per-IP limit). */
  post(path: string, payload: unknown, ip?: string): Promise<LightMyRequestResponse>;
}

/**
 * The accounts context with mail going over SMTP to a fake SMTP server (the provider the
 * configuration picks for SMTP_URL), the phone step on and the store's company name set.
 */
export async function createRecoveryTestContext(
  accounts: AccountsOptions = {},
): Promise<RecoveryTestContext> {
  const smtp = await startSmtpFake();
  const ctx = await createAccountsTestContext({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@shop.example', PUBLIC_URL },
    accounts,
  });
  await setSettings(ctx.db, { ENABLE_PHONE_NUMBER: 'true', COMPANY: '주식회사 그로우랩' });
  let ipCounter = 0;
  return {
    ...ctx,
    smtp,
    post: (path, payload, ip) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api${path}`,
        payload: payload as Record<string, unknown>,
        remoteAddress: ip ?? `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
      }),
    async close() {
      await ctx.close();
      await smtp.close();
    },
  };
}

/** The token of the reset link in a mail. */
export function linkToken(mail: ReceivedMail): string {
  const token = new RegExp(`${PUBLIC_URL}/reset-password#token=([\\w-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no reset link in:\n${mail.text}`);
  return token;
}

let phoneCounter = 0;
/** A fresh 11-digit mobile number. */
export function freshPhone(): string {
  phoneCounter += 1;
  return `0107${String(Date.now() % 10_000).padStart(4, '0')}${String(phoneCounter).padStart(3, '0')}`;
}

let idCounter = 0;

/**
 * Signs a member up through the real sign-up (the phone step is on: a code to `phone`, a fresh
 * number when none is given) and logs it in.
 */
export async function signUp(
  ctx: RecoveryTestContext,
  options: { id?: string; email?: string; phone?: string } = {},
): Promise<RegisteredMember & { id: number; phone: string; email: string }> {
  idCounter += 1;
  const loginId = options.id ?? `rc${idCounter}${Date.now().toString(36)}`;
  const phone = options.phone ?? freshPhone();
  const email = options.email ?? `${loginId}@example.com`;
  const password = 'first-pass-1234';
  const sent = await ctx.post('/auth/send-phone-number', { phoneNumber: phone });
  if (sent.statusCode !== 200) throw new Error(`send-phone-number answered ${sent.statusCode}: ${sent.body}`);
  const registered = await ctx.post('/auth/register', {
    id: loginId,
    password,
    email,
    registerWhere: '기타',
    phoneNumber: phone,
    sendCode: ctx.sms.lastCode(phone),
  });
  if (registered.statusCode !== 201)
    throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
  const login = await ctx.post('/auth/login', { id: loginId, password });
  const token = login.json<{ accessToken: string }>().accessToken;
  const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM members WHERE login_id = $1', [
    loginId,
  ]);
  return {
    id: rows[0]!.id,
    loginId,
    password,
    token,
    headers: { authorization: `Bearer ${token}` },
    phone,
    email,
  };
}

/** A member signed up through Naver: no password, a social link, this number and address. */
export async function naverMember(
  ctx: RecoveryTestContext,
  phone: string,
  email: string,
): Promise<{ loginId: string }> {
  const loginId = `naver_${phone.slice(-8)}`;
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO members (login_id, email, phone_number, register_where) VALUES ($1, $2, $3, '기타') RETURNING id`,
    [loginId, email, phone],
  );
  await ctx.db.query(
    `INSERT INTO social_accounts (provider, provider_user_id, member_id) VALUES ('naver', $1, $2)`,
    [`nv-${phone}`, rows[0]!.id],
  );
  return { loginId };
}
