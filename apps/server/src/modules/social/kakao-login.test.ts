import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { MESSAGES } from '@smm/contract/messages';
import { startKakaoFake, type KakaoFake, type KakaoUser } from '../../../test/fakes/kakao-fake-server.ts';
import {
  createAccountsTestContext,
  setSettings,
  type AccountsTestContext,
} from '../../../test/helpers/accounts-context.ts';

const OUR_APP = 1001;
const OTHER_APP = 2002;
const PUBLIC_URL = 'https://shop.example';
const REDIRECT_URI = `${PUBLIC_URL}/auth/kakao`;
const CLIENT_SECRET = 'kakao-client-secret';
let kakao: KakaoFake;
let ctx: AccountsTestContext;
beforeAll(async () => {
  kakao = await startKakaoFake({
    appId: OUR_APP,
    clientSecret: CLIENT_SECRET,
    redirectUris: [REDIRECT_URI],
  });
  ctx = await createAccountsTestContext({
    env: {
      PUBLIC_URL,
      KAKAO_APP_ID: String(OUR_APP),
      KAKAO_CLIENT_SECRET: CLIENT_SECRET,
      KAKAO_AUTH_BASE_URL: kakao.url,
      KAKAO_API_BASE_URL: kakao.url,
    },
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
  // The REST API key is the storefront's public KAKAO_TOKEN setting (the authorize URL's client_id).
  await setSettings(ctx.db, {
    ENABLE_SNS_KAKAO: 'true',
    KAKAO_TOKEN: kakao.restApiKey,
    ENABLE_PHONE_NUMBER: 'false',
  });
});

let userCounter = 9_000_000_000;
const newUser = (email?: string): KakaoUser => ({ id: ++userCounter, email });
const login = (code: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/login/kakao', payload: { code } });
const loginAs = (user: KakaoUser) => login(kakao.issueCode(user, REDIRECT_URI));
const register = (accessToken: string, extra: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register/kakao',
    payload: { accessToken, registerWhere: '기타', ...extra },
  });
const linkedMembers = async (user: KakaoUser) =>
  (
    await ctx.db.query(`SELECT 1 FROM social_accounts WHERE provider = 'kakao' AND provider_user_id = $1`, [
      String(user.id),
    ])
  ).rows.length;

/** What the member's browser does: Kakao's authorize page, whose redirect carries the code. */
async function authorizeInBrowser(user: KakaoUser | null, state: string): Promise<URL> {
  kakao.nextLogin = user;
  const query = new URLSearchParams({
    client_id: kakao.restApiKey,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    state,
  });
  const answer = await fetch(`${kakao.url}/oauth/authorize?${query.toString()}`, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

describe('Kakao login with the authorization code flow', () => {
  it('exchanges the code from the authorize page; 404 carries the token; after sign-up the same user logs in', async () => {
    const user = newUser('k1@example.com');
    const back = await authorizeInBrowser(user, 'state-1');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('state-1');
    const first = await login(back.searchParams.get('code') ?? '');
    expect(first.statusCode).toBe(404);
    const { token, message } = first.json<{ token: string; message: string }>();
    expect(message).toBe(AUTH_MESSAGES.social.notLinked);
    // The token request Kakao documents: form-encoded, our REST key, the registered redirect URI,
    // the code and the client secret.
    expect(kakao.tokenRequests.at(-1)).toEqual({
      grant_type: 'authorization_code',
      client_id: kakao.restApiKey,
      redirect_uri: REDIRECT_URI,
      code: back.searchParams.get('code'),
      client_secret: CLIENT_SECRET,
    });

    expect((await register(token)).statusCode).toBe(201);
    const second = await loginAs(user);
    expect(second.statusCode).toBe(200);
    const { accessToken } = second.json<{ accessToken: string }>();
    const profile = await ctx.app.inject({
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(profile.json()).toMatchObject({
      id: expect.stringMatching(/^kakao_[0-9a-f]{8}$/) as unknown,
      socialProvider: 'kakao',
    });
    const { rows } = await ctx.db.query<{ password_hash: string | null; email: string }>(
      `SELECT password_hash, email FROM members m JOIN social_accounts s ON s.member_id = m.id
        WHERE s.provider = 'kakao' AND s.provider_user_id = $1`,
      [String(user.id)],
    );
    expect(rows).toEqual([{ password_hash: null, email: 'k1@example.com' }]);
  });

  it('refuses a code Kakao rejects (unknown, used, or for another redirect URI) and links nobody', async () => {
    const user = newUser();
    const code = kakao.issueCode(user, REDIRECT_URI);
    for (const bad of ['made-up-code', kakao.issueCode(user, 'https://evil.example/auth/kakao')]) {
      const res = await login(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.login.kakaoAuthFailed });
    }
    expect((await login(code)).statusCode).toBe(404);
    const reused = await login(code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ message: MESSAGES.login.kakaoAuthFailed });
    expect(await linkedMembers(user)).toBe(0);
  });

  it('sends the KAKAO_TOKEN setting as the client_id; a key Kakao does not know is our fault: 502', async () => {
    await setSettings(ctx.db, { KAKAO_TOKEN: 'not-the-rest-key' });
    const res = await loginAs(newUser());
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: MESSAGES.login.kakaoFailed });
    expect(kakao.tokenRequests.at(-1)?.client_id).toBe('not-the-rest-key');
  });

  it('answers 400 in Korean for a missing or empty code, before asking Kakao', async () => {
    const before = kakao.tokenRequests.length;
    for (const payload of [{}, { code: '' }, { code: '   ' }, { accessToken: 'an-sdk-token' }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login/kakao', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
    expect(kakao.tokenRequests.length).toBe(before);
  });

  it('answers 502 with the Kakao message when Kakao does not answer in time', async () => {
    const code = kakao.issueCode(newUser(), REDIRECT_URI);
    kakao.delayMs = 5_000;
    const res = await login(code);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ message: MESSAGES.login.kakaoFailed });
  });

  it('is refused while ENABLE_SNS_KAKAO is off', async () => {
    await setSettings(ctx.db, { ENABLE_SNS_KAKAO: 'false' });
    const res = await loginAs(newUser());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: MESSAGES.login.kakaoFailed });
  });
});

describe('Kakao sign-up with the token of the 404', () => {
  it('refuses a token issued to another app, before reading the user', async () => {
    const user = newUser();
    const token = kakao.issueToken(user, OTHER_APP);
    const before = kakao.paths.filter((p) => p === '/v2/user/me').length;
    const res = await register(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: MESSAGES.login.kakaoAuthFailed });
    expect(kakao.paths.filter((p) => p === '/v2/user/me').length).toBe(before);
    expect(await linkedMembers(user)).toBe(0);
  });

  it('refuses an expired or unknown token', async () => {
    const token = kakao.issueToken(newUser(), OUR_APP);
    kakao.expire(token);
    for (const t of [token, 'never-issued']) {
      const res = await register(t);
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
});
