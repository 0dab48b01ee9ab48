import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { MESSAGES } from '@smm/contract/messages';
import { startNaverFake, type NaverFake } from '../../../test/fakes/naver-fake-server.ts';
import {
  createAccountsTestContext,
  registerAndLogin,
  setSettings,
  type AccountsTestContext,
} from '../../../test/helpers/accounts-context.ts';

const STATE = 'state-from-settings';
let naver: NaverFake;
let ctx: AccountsTestContext;
beforeAll(async () => {
  naver = await startNaverFake();
  ctx = await createAccountsTestContext({
    env: {
      NAVER_CLIENT_ID: naver.clientId,
      NAVER_CLIENT_SECRET: naver.clientSecret,
      NAVER_AUTH_BASE_URL: naver.url,
      NAVER_API_BASE_URL: naver.url,
    },
    // Well above a busy CI host's slowest real answer (a first call took over 300 ms there).
    accounts: { providerTimeoutMs: 2_000 },
  });
});
afterAll(async () => {
  await ctx.close();
  await naver.close();
});
beforeEach(async () => {
  naver.delayMs = 0;
  await setSettings(ctx.db, { ENABLE_SNS_NAVER: 'true', NAVER_STATE: STATE, ENABLE_PHONE_NUMBER: 'false' });
});

let userCounter = 0;
const newUser = (email?: string) => ({ id: `naver-user-${++userCounter}`, email });
const login = (code: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login/naver', payload: { code } });
const register = (accessToken: string, extra: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register/naver',
    payload: { accessToken, registerWhere: '네이버 검색', ...extra },
  });

/** Login with a fresh code; a 404 hands back the Naver token the register page needs. */
async function loginAs(user: { id: string }) {
  return login(naver.issueCode(user, STATE));
}

describe('Naver login and sign-up', () => {
  it('answers 404 with the Naver token for an unlinked user; after sign-up the same user logs in', async () => {
    const user = newUser('n1@example.com');
    const first = await loginAs(user);
    expect(first.statusCode).toBe(404);
    const { token, message } = first.json<{ token: string; message: string }>();
    expect(message).toBe(AUTH_MESSAGES.social.notLinked);
    expect(token).toMatch(/^AAAA/);

    const registered = await register(token);
    expect(registered.statusCode).toBe(201);

    const second = await loginAs(user);
    expect(second.statusCode).toBe(200);
    const { accessToken } = second.json<{ accessToken: string }>();
    const profile = await ctx.app.inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(profile.json()).toMatchObject({
      id: expect.stringMatching(/^naver_[0-9a-f]{8}$/) as unknown,
      point: 0,
    });
    const { rows } = await ctx.db.query<{ password_hash: string | null; email: string }>(
      `SELECT password_hash, email FROM members m JOIN social_accounts s ON s.member_id = m.id WHERE s.provider_user_id = $1`,
      [user.id],
    );
    expect(rows[0]).toEqual({ password_hash: null, email: 'n1@example.com' });
  });

  it('tells the profile and change-password that a Naver member has no password', async () => {
    const user = newUser();
    const { token } = (await loginAs(user)).json<{ token: string }>();
    expect((await register(token)).statusCode).toBe(201);
    const { accessToken } = (await loginAs(user)).json<{ accessToken: string }>();
    const authorization = `Bearer ${accessToken}`;
    const profile = await ctx.app.inject({ url: '/api/auth/profile', headers: { authorization } });
    expect(profile.json()).toMatchObject({ socialProvider: 'naver' });

    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { authorization },
      payload: { currentPassword: 'anything-at-all', newPassword: 'new-password-1' },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ error: 'NO_PASSWORD', message: AUTH_MESSAGES.social.noPassword });
    // Nothing changed: the same session still works and there is still no password.
    expect((await ctx.app.inject({ url: '/api/auth/profile', headers: { authorization } })).statusCode).toBe(
      200,
    );
    const { rows } = await ctx.db.query<{ password_hash: string | null }>(
      `SELECT password_hash FROM members m JOIN social_accounts s ON s.member_id = m.id WHERE s.provider_user_id = $1`,
      [user.id],
    );
    expect(rows[0]).toEqual({ password_hash: null });
  });

  it('refuses a code the provider rejects (unknown, reused or with another state)', async () => {
    const user = newUser();
    const code = naver.issueCode(user, STATE);
    for (const bad of ['made-up-code', naver.issueCode(user, 'other-state')]) {
      const res = await login(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.login.naverFailed });
    }
    expect((await login(code)).statusCode).toBe(404);
    expect((await login(code)).statusCode).toBe(400);
  });

  it('refuses to register with a token Naver does not know', async () => {
    const res = await register('forged-naver-token');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.login.naverFailed });
  });

  it('refuses a second sign-up of the same Naver user', async () => {
    const user = newUser();
    expect((await register(naver.issueToken(user))).statusCode).toBe(201);
    const res = await register(naver.issueToken(user));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.social.alreadyLinked });
  });

  it('never links to a local account with the same email', async () => {
    await registerAndLogin(ctx, { id: 'localuma', email: 'uma@example.com' });
    expect((await loginAs(newUser('uma@example.com'))).statusCode).toBe(404);
  });

  it('applies the sign-up rules: a registration source that exists', async () => {
    const res = await register(naver.issueToken(newUser()), { registerWhere: '없는 경로' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.register.registerWhereRequired });
  });

  it('frees the Naver identity when the account is deleted', async () => {
    const user = newUser();
    await register(naver.issueToken(user));
    const { accessToken } = (await loginAs(user)).json<{ accessToken: string }>();
    await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const after = await loginAs(user);
    expect(after.statusCode).toBe(404);
    expect((await register(after.json<{ token: string }>().token)).statusCode).toBe(201);
  });

  it('answers 502 when Naver does not answer in time', async () => {
    naver.delayMs = 5_000;
    const res = await loginAs(newUser());
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: MESSAGES.login.naverFailed });
  });

  it('is refused while ENABLE_SNS_NAVER is off', async () => {
    await setSettings(ctx.db, { ENABLE_SNS_NAVER: 'false' });
    const calls = naver.paths.length;
    const res = await loginAs(newUser());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: MESSAGES.login.naverFailed });
    expect(naver.paths.length).toBe(calls);
  });
});
