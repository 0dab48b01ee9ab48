import { z } from 'zod';
import type { SocialProfile } from './naver-client.ts';
import { bearer, callProvider, ProviderRejectedError, ProviderUnavailableError } from './provider-http.ts';

export interface KakaoClient {
  /**
   * Exchanges the authorization code of the login popup for an access token at Kakao's token
   * endpoint (`POST /oauth/token`, form-encoded), with our REST API key and, when the app checks it,
   * the client secret. The redirect URI must be the one the authorize request named.
   */
  exchangeCode(input: {
    code: string;
    clientId: string;
    redirectUri: string;
    clientSecret?: string | undefined;
  }): Promise<string>;
  /** Reads the user of an access token our own exchange produced (`GET /v2/user/me`). */
  fetchUser(accessToken: string): Promise<SocialProfile>;
  /**
   * Verifies that an access token handed to us is live and was issued to our app (`app_id`), then
   * reads the user. A token issued to another app is refused: accepting it would let any app's users in.
   */
  verify(accessToken: string, appId: number): Promise<SocialProfile>;
}

const userId = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String);
const tokenInfo = z.object({ id: userId, app_id: z.number().int(), expires_in: z.number() });
const userAnswer = z.object({
  id: userId,
  kakao_account: z.object({ email: z.string().max(200).optional() }).optional(),
});
const tokenAnswer = z.object({ access_token: z.string().min(1).max(2000) });
const tokenError = z.object({ error: z.string() });

/** Kakao Login's REST API (kauth for the code exchange, kapi for the user); base URLs are configurable. */
export function createKakaoClient(options: {
  authBaseUrl: string;
  apiBaseUrl: string;
  timeoutMs: number;
}): KakaoClient {
  async function get(path: string, accessToken: string) {
    const answer = await callProvider(
      new URL(path, options.apiBaseUrl),
      { method: 'GET', headers: bearer(accessToken) },
      options.timeoutMs,
    );
    // Kakao answers 401 (code -401) for an invalid or expired token, 400 for a malformed one.
    if (answer.status === 400 || answer.status === 401)
      throw new ProviderRejectedError(`kakao refused the token at ${path}`);
    if (answer.status !== 200) throw new ProviderUnavailableError(`kakao ${path} answered ${answer.status}`);
    return answer.body;
  }

  async function readUser(accessToken: string): Promise<SocialProfile> {
    const user = userAnswer.safeParse(await get('/v2/user/me', accessToken));
    if (!user.success) throw new ProviderUnavailableError('kakao user has an unexpected shape');
    return { id: user.data.id, email: user.data.kakao_account?.email ?? null };
  }

  return {
    async exchangeCode({ code, clientId, redirectUri, clientSecret }) {
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: clientId,
        redirect_uri: redirectUri,
        code,
      });
      if (clientSecret) form.set('client_secret', clientSecret);
      const answer = await callProvider(
        new URL('/oauth/token', options.authBaseUrl),
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
            accept: 'application/json',
          },
          body: form.toString(),
        },
        options.timeoutMs,
      );
      const ok = tokenAnswer.safeParse(answer.body);
      if (answer.status === 200 && ok.success) return ok.data.access_token;
      // A wrong REST API key or client secret (invalid_client, KOE101/KOE010) is our configuration,
      // not the member's code: "unavailable", so the operator finds it in the log.
      if (tokenError.safeParse(answer.body).data?.error === 'invalid_client')
        throw new ProviderUnavailableError('kakao refused our client credentials (invalid_client)');
      // Kakao refuses a bad, used or expired code (invalid_grant, KOE320) or a redirect URI that
      // does not match (KOE006) with 400 or 401.
      if (answer.status === 400 || answer.status === 401)
        throw new ProviderRejectedError('kakao refused the authorization code');
      throw new ProviderUnavailableError(`kakao token endpoint answered ${answer.status} unexpectedly`);
    },

    fetchUser: readUser,

    async verify(accessToken, appId) {
      const info = tokenInfo.safeParse(await get('/v1/user/access_token_info', accessToken));
      if (!info.success) throw new ProviderUnavailableError('kakao token info has an unexpected shape');
      if (info.data.app_id !== appId)
        throw new ProviderRejectedError('kakao token was issued to another app');
      const user = await readUser(accessToken);
      if (user.id !== info.data.id) throw new ProviderRejectedError('kakao token and user do not match');
      return user;
    },
  };
}
