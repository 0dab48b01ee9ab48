import { z } from 'zod';
import { bearer, callProvider, ProviderRejectedError, ProviderUnavailableError } from './provider-http.ts';

export interface SocialProfile {
  /** The provider's stable user id. */
  id: string;
  email: string | null;
}

export interface NaverClient {
  /** Exchanges the authorization code of the login popup for an access token. */
  exchangeCode(input: {
    code: string;
    state: string;
    clientId: string;
    clientSecret: string;
  }): Promise<string>;
  /** Reads the profile of an access token; this is also how a token is verified. */
  fetchProfile(accessToken: string): Promise<SocialProfile>;
}

const tokenAnswer = z.object({ access_token: z.string().min(1) });
const tokenError = z.object({ error: z.string() });
const profileAnswer = z.object({
  resultcode: z.literal('00'),
  response: z.object({ id: z.string().min(1), email: z.string().max(200).optional() }),
});

/** Naver Login (네이버 로그인) over its documented HTTP endpoints; base URLs are configurable. */
export function createNaverClient(options: {
  authBaseUrl: string;
  apiBaseUrl: string;
  timeoutMs: number;
}): NaverClient {
  return {
    async exchangeCode({ code, state, clientId, clientSecret }) {
      const url = new URL('/oauth2.0/token', options.authBaseUrl);
      url.search = new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: clientId,
        client_secret: clientSecret,
        code,
        state,
      }).toString();
      const answer = await callProvider(
        url,
        { method: 'GET', headers: { accept: 'application/json' } },
        options.timeoutMs,
      );
      const ok = tokenAnswer.safeParse(answer.body);
      if (answer.status === 200 && ok.success) return ok.data.access_token;
      // Naver reports a bad code as 200 with { error, error_description }.
      if (tokenError.safeParse(answer.body).success || answer.status === 400 || answer.status === 401) {
        throw new ProviderRejectedError('naver refused the authorization code');
      }
      throw new ProviderUnavailableError(`naver token endpoint answered ${answer.status} unexpectedly`);
    },

    async fetchProfile(accessToken) {
      const url = new URL('/v1/nid/me', options.apiBaseUrl);
      const answer = await callProvider(
        url,
        { method: 'GET', headers: bearer(accessToken) },
        options.timeoutMs,
      );
      const ok = profileAnswer.safeParse(answer.body);
      if (answer.status === 200 && ok.success)
        return { id: ok.data.response.id, email: ok.data.response.email ?? null };
      if (answer.status === 401 || answer.status === 403)
        throw new ProviderRejectedError('naver refused the access token');
      throw new ProviderUnavailableError(`naver profile answered ${answer.status} unexpectedly`);
    },
  };
}
