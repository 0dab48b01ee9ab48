import { z } from 'zod';
import type { SocialProfile } from './naver-client.ts';
import { bearer, callProvider, ProviderRejectedError, ProviderUnavailableError } from './provider-http.ts';

export interface KakaoClient {
  /**
   * Verifies that the access token is live and was issued to our app (`app_id`), then reads the
   * user. A token issued to another app is refused: accepting it would let any app's users in.
   */
  verify(accessToken: string, appId: number): Promise<SocialProfile>;
}

const userId = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String);
const tokenInfo = z.object({ id: userId, app_id: z.number().int(), expires_in: z.number() });
const userAnswer = z.object({
  id: userId,
  kakao_account: z.object({ email: z.string().max(200).optional() }).optional(),
});

/** Kakao Login's REST API; the base URL is configurable. */
export function createKakaoClient(options: { apiBaseUrl: string; timeoutMs: number }): KakaoClient {
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

  return {
    async verify(accessToken, appId) {
      const info = tokenInfo.safeParse(await get('/v1/user/access_token_info', accessToken));
      if (!info.success) throw new ProviderUnavailableError('kakao token info has an unexpected shape');
      if (info.data.app_id !== appId)
        throw new ProviderRejectedError('kakao token was issued to another app');
      const user = userAnswer.safeParse(await get('/v2/user/me', accessToken));
      if (!user.success) throw new ProviderUnavailableError('kakao user has an unexpected shape');
      if (user.data.id !== info.data.id) throw new ProviderRejectedError('kakao token and user do not match');
      return { id: user.data.id, email: user.data.kakao_account?.email ?? null };
    },
  };
}
