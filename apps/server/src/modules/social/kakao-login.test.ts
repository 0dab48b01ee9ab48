import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { MESSAGES } from '@smm/contract/messages';
import { startKakaoFake, type KakaoFake } from '../../../test/fakes/kakao-fake-server.ts';
import {
  createAccountsTestContext,
  setSettings,
  type AccountsTestContext,
} from '../../../test/helpers/accounts-context.ts';

const OUR_APP = 1001;
const OTHER_APP = 2002;
let kakao: KakaoFake;
let ctx: AccountsTestContext;
beforeAll(async () => {
  kakao = await startKakaoFake();
  ctx = await createAccountsTestContext({
    env: { KAKAO_APP_ID: String(OUR_APP), KAKAO_API_BASE_URL: kakao.url },
    // Well above a busy CI host's slowest real answer (a first call took over 300 ms there).
    accounts: { providerTimeoutMs: 2_000 },
  });
});
afterAll(async () => {
  await ctx.close();
  await kakao.close();
});
beforeEach(async () => {
  kakao.delayMs = 0;
  await setSettings(ctx.db, { ENABLE_SNS_KAKAO: 'true', ENABLE_PHONE_NUMBER: 'false' });
});

let userCounter = 9_000_000_000;
const newUser = (email?: string) => ({ id: ++userCounter, email });
const login = (accessToken: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login/kakao', payload: { accessToken } });
const register = (accessToken: string, extra: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register/kakao',
    payload: { accessToken, registerWhere: '기타', ...extra },
  });

describe('Kakao login and sign-up', () => {
  it('answers 404 with the token for an unlinked user; after sign-up the same user logs in', async () => {
    const user = newUser('k1@example.com');
    const token = kakao.issueToken(user, OUR_APP);
    const first = await login(token);
    expect(first.statusCode).toBe(404);
    expect(first.json()).toMatchObject({ message: AUTH_MESSAGES.social.notLinked, token });

    expect((await register(token)).statusCode).toBe(201);
    const second = await login(kakao.issueToken(user, OUR_APP));
    expect(second.statusCode).toBe(200);
    const { accessToken } = second.json<{ accessToken: string }>();
    const profile = await ctx.app.inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(profile.json()).toMatchObject({ id: expect.stringMatching(/^kakao_[0-9a-f]{8}$/) as unknown });
  });

  it('refuses a token issued to another app, before reading the user', async () => {
    const token = kakao.issueToken(newUser(), OTHER_APP);
    const before = kakao.paths.filter((p) => p === '/v2/user/me').length;
    for (const res of [await login(token), await register(token)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.login.kakaoAuthFailed });
    }
    expect(kakao.paths.filter((p) => p === '/v2/user/me').length).toBe(before);
    const { rows } = await ctx.db.query(
      `SELECT 1 FROM social_accounts WHERE provider = 'kakao' AND provider_user_id = $1`,
      [String(userCounter)],
    );
    expect(rows).toHaveLength(0);
  });

  it('refuses an expired or unknown token', async () => {
    const token = kakao.issueToken(newUser(), OUR_APP);
    kakao.expire(token);
    for (const t of [token, 'never-issued']) {
      const res = await login(t);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.login.kakaoAuthFailed });
    }
  });

  it('refuses a second sign-up of the same Kakao user', async () => {
    const user = newUser();
    expect((await register(kakao.issueToken(user, OUR_APP))).statusCode).toBe(201);
    const res = await register(kakao.issueToken(user, OUR_APP));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.social.alreadyLinked });
  });

  it('asks for the phone code when ENABLE_PHONE_NUMBER is on', async () => {
    await setSettings(ctx.db, { ENABLE_PHONE_NUMBER: 'true' });
    const token = kakao.issueToken(newUser(), OUR_APP);
    const missing = await register(token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: MESSAGES.register.phoneInvalid });

    const phoneNumber = '01077778888';
    await ctx.app.inject({ method: 'POST', url: '/api/auth/send-phone-number', payload: { phoneNumber } });
    const res = await register(token, { phoneNumber, sendCode: ctx.sms.lastCode(phoneNumber) });
    expect(res.statusCode).toBe(201);
  });

  it('answers 502 with the Kakao message when Kakao does not answer in time', async () => {
    kakao.delayMs = 5_000;
    const res = await login(kakao.issueToken(newUser(), OUR_APP));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: MESSAGES.login.kakaoFailed });
  });

  it('is refused while ENABLE_SNS_KAKAO is off', async () => {
    await setSettings(ctx.db, { ENABLE_SNS_KAKAO: 'false' });
    const res = await login(kakao.issueToken(newUser(), OUR_APP));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: MESSAGES.login.kakaoFailed });
  });
});
