import { randomBytes } from 'node:crypto';
import { bearerToken, sendJson, startFakeServer, type FakeServer } from './fake-http.ts';

export interface KakaoUser {
  id: number;
  email?: string;
}

export interface KakaoFake extends FakeServer {
  /** An access token of `user`, issued to the app `appId` (as the Kakao JS SDK would hand it over). */
  issueToken(user: KakaoUser, appId: number): string;
  /** Expires a token: Kakao then answers 401 with code -401. */
  expire(token: string): void;
}

/**
 * Kakao Login's REST API over HTTP as documented: GET /v1/user/access_token_info ({ id, expires_in,
 * app_id }) and GET /v2/user/me ({ id, kakao_account }); an unknown token answers 401, code -401.
 */
export async function startKakaoFake(): Promise<KakaoFake> {
  const tokens = new Map<string, { user: KakaoUser; appId: number }>();
  const invalid = { msg: 'this access token does not exist', code: -401 };

  const server = await startFakeServer((req, url, res) => {
    const entry = tokens.get(bearerToken(req) ?? '');
    if (req.method === 'GET' && url.pathname === '/v1/user/access_token_info') {
      if (!entry) return sendJson(res, 401, invalid);
      return sendJson(res, 200, { id: entry.user.id, expires_in: 21599, app_id: entry.appId });
    }
    if (req.method === 'GET' && url.pathname === '/v2/user/me') {
      if (!entry) return sendJson(res, 401, invalid);
      return sendJson(res, 200, {
        id: entry.user.id,
        connected_at: '2024-01-01T00:00:00Z',
        kakao_account: entry.user.email ? { has_email: true, email: entry.user.email } : { has_email: false },
      });
    }
    return sendJson(res, 404, { msg: 'not found', code: -404 });
  });

  return Object.assign(server, {
    issueToken(user: KakaoUser, appId: number) {
      const token = randomBytes(30).toString('base64url');
      tokens.set(token, { user, appId });
      return token;
    },
    expire(token: string) {
      tokens.delete(token);
    },
  });
}
