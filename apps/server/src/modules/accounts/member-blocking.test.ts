import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { startNaverFake, type NaverFake } from '../../../test/fakes/naver-fake-server.ts';
import {
  createAccountsTestContext,
  registerAndLogin,
  setSettings,
  type AccountsTestContext,
} from '../../../test/helpers/accounts-context.ts';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { apiKeyHash } from './account-secrets.ts';

const STATE = 'state-for-blocking';
let naver: NaverFake;
let ctx: AccountsTestContext;
let operator: TestMember;
beforeAll(async () => {
  naver = await startNaverFake();
  ctx = await createAccountsTestContext({
    env: {
      NAVER_CLIENT_ID: naver.clientId,
      NAVER_CLIENT_SECRET: naver.clientSecret,
      NAVER_AUTH_BASE_URL: naver.url,
      NAVER_API_BASE_URL: naver.url,
    },
  });
  operator = await createTestMember(ctx, { isAdmin: true });
});
afterAll(async () => {
  await ctx.close();
  await naver.close();
});
beforeEach(async () => {
  await setSettings(ctx.db, { ENABLE_SNS_NAVER: 'true', NAVER_STATE: STATE, ENABLE_PHONE_NUMBER: 'false' });
});

const act = (memberId: number, action: 'block' | 'unblock') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/members/${memberId}/${action}`,
    headers: operator.headers,
  });

async function memberIdOf(loginId: string): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM members WHERE login_id = $1', [
    loginId,
  ]);
  return rows[0]!.id;
}

describe('a blocked member is refused everywhere and keeps everything', () => {
  it('ends open sessions at once, refuses login, and unblocking gives both back', async () => {
    const m = await registerAndLogin(ctx);
    const id = await memberIdOf(m.loginId);
    const profile = () => ctx.app.inject({ url: '/api/auth/profile', headers: m.headers });
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { id: m.loginId, password: m.password },
      });
    expect((await profile()).statusCode).toBe(200);

    expect((await act(id, 'block')).statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(401);
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: AUTH_MESSAGES.blocked });
    // A wrong password still answers the ordinary 404: the block tells nothing to a guesser.
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { id: m.loginId, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(404);
    const { rows } = await ctx.db.query('SELECT login_id, deleted_at FROM members WHERE id = $1', [id]);
    expect(rows).toEqual([{ login_id: m.loginId, deleted_at: null }]);

    expect((await act(id, 'unblock')).statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
  });

  it('refuses an operator whose own account is blocked from the console too', async () => {
    const other = await createTestMember(ctx, { isAdmin: true });
    expect((await act(other.id, 'block')).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/admin/members', headers: other.headers })).statusCode).toBe(
      401,
    );
    expect((await act(other.id, 'unblock')).statusCode).toBe(200);
  });

  it('refuses both reseller APIs with the Korean message (v1: 403 envelope, v2: {"error"})', async () => {
    const m = await createTestMember(ctx, { points: 10 });
    const key = randomBytes(24).toString('base64url');
    await ctx.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [m.id, apiKeyHash(key)]);
    const v1 = () => ctx.app.inject({ url: '/api/v1/services', headers: { 'api-key': key } });
    const v2 = () => ctx.app.inject({ method: 'POST', url: '/api/v2', payload: { key, action: 'balance' } });
    expect((await v1()).statusCode).toBe(200);
    expect((await v2()).json()).toMatchObject({ balance: '10' });

    await act(m.id, 'block');
    const refusedV1 = await v1();
    expect(refusedV1.statusCode).toBe(403);
    expect(refusedV1.json()).toMatchObject({ statusCode: 403, message: AUTH_MESSAGES.blocked });
    expect((await v2()).json()).toEqual({ error: AUTH_MESSAGES.blocked });

    await act(m.id, 'unblock');
    expect((await v2()).json()).toMatchObject({ balance: '10' });
  });

  it('refuses a social login with the Korean message', async () => {
    const user = { id: `naver-blocked-${randomBytes(3).toString('hex')}`, email: 'nb@example.com' };
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login/naver',
        payload: { code: naver.issueCode(user, STATE) },
      });
    const first = await login();
    expect(first.statusCode).toBe(404);
    const token = first.json<{ token: string }>().token;
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register/naver',
      payload: { accessToken: token, registerWhere: '네이버 검색' },
    });
    expect(registered.statusCode).toBe(201);
    const { rows } = await ctx.db.query<{ member_id: number }>(
      "SELECT member_id FROM social_accounts WHERE provider = 'naver' AND provider_user_id = $1",
      [user.id],
    );
    await act(rows[0]!.member_id, 'block');
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: AUTH_MESSAGES.blocked });
  });
});
