import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { bearerToken, sendJson, startFakeServer, type FakeServer } from './fake-http.ts';

export interface KakaoUser {
  id: number;
  email?: string;
}

export interface KakaoAppOptions {
  /** The app's REST API key: the authorize and token requests' client_id. */
  restApiKey?: string;
  /** The app id that access_token_info reports for tokens of this app. */
  appId?: number;
  /** When set, the app has client-secret checking on: the token request must carry it. */
  clientSecret?: string;
  /** The redirect URIs registered for the app; the authorize request must name one of them. */
  redirectUris?: string[];
}

export interface KakaoFake extends FakeServer {
  restApiKey: string;
  appId: number;
  /** Who "logs in" on the next authorize page; null: that person presses cancel (access_denied). */
  nextLogin: KakaoUser | null;
  /** What the authorize page would hand the redirect URI: a one-time code for this user. */
  issueCode(user: KakaoUser, redirectUri: string): string;
  /** An access token of `user`, issued to the app `appId` (as if a code had been exchanged). */
  issueToken(user: KakaoUser, appId: number): string;
  /** Expires a token: Kakao then answers 401 with code -401. */
  expire(token: string): void;
  /** The form fields of every token request, in order (to check what our server sent). */
  tokenRequests: Record<string, string>[];
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Kakao Login over HTTP as documented (REST API): kauth's GET /oauth/authorize (the login page,
 * here redirecting at once as `nextLogin`) and POST /oauth/token (form-encoded; codes single use,
 * bound to the client and redirect URI; errors 400/401 with `error` and a KOE `error_code`), and
 * kapi's GET /v1/user/access_token_info ({ id, expires_in, app_id }) and GET /v2/user/me
 * ({ id, kakao_account }); an unknown token answers 401, code -401. One server plays both hosts.
 */
export async function startKakaoFake(options: KakaoAppOptions = {}): Promise<KakaoFake> {
  const restApiKey = options.restApiKey ?? 'kakao-rest-key';
  const appId = options.appId ?? 1001;
  const tokens = new Map<string, { user: KakaoUser; appId: number }>();
  const codes = new Map<string, { user: KakaoUser; redirectUri: string }>();
  const tokenRequests: Record<string, string>[] = [];
  const invalid = { msg: 'this access token does not exist', code: -401 };
  // Read by the authorize page at request time; the returned fake's `nextLogin` is this object's.
  const login = { nextLogin: null as KakaoUser | null };

  const issueToken = (user: KakaoUser, tokenAppId: number) => {
    const token = randomBytes(30).toString('base64url');
    tokens.set(token, { user, appId: tokenAppId });
    return token;
  };
  const issueCode = (user: KakaoUser, redirectUri: string) => {
    const code = randomBytes(40).toString('base64url');
    codes.set(code, { user, redirectUri });
    return code;
  };
  const registered = (uri: string) => !options.redirectUris || options.redirectUris.includes(uri);

  const server = await startFakeServer(async (req, url, res) => {
    if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
      const q = url.searchParams;
      const redirectUri = q.get('redirect_uri') ?? '';
      if (q.get('client_id') !== restApiKey)
        return sendJson(res, 400, { error: 'invalid_client', error_code: 'KOE101' });
      if (!registered(redirectUri))
        return sendJson(res, 400, { error: 'invalid_request', error_code: 'KOE006' });
      if (q.get('response_type') !== 'code')
        return sendJson(res, 400, { error: 'unsupported_response_type', error_code: 'KOE205' });
      const back = new URL(redirectUri);
      if (login.nextLogin) back.searchParams.set('code', issueCode(login.nextLogin, redirectUri));
      else {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'User denied access');
      }
      if (q.has('state')) back.searchParams.set('state', q.get('state') ?? '');
      res.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const form = await readForm(req);
      tokenRequests.push(Object.fromEntries(form));
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
        return sendJson(res, 400, { error: 'invalid_request', error_code: 'KOE001' });
      if (form.get('grant_type') !== 'authorization_code')
        return sendJson(res, 400, { error: 'unsupported_grant_type', error_code: 'KOE001' });
      if (form.get('client_id') !== restApiKey)
        return sendJson(res, 401, { error: 'invalid_client', error_code: 'KOE101' });
      if (options.clientSecret !== undefined && form.get('client_secret') !== options.clientSecret)
        return sendJson(res, 401, {
          error: 'invalid_client',
          error_description: 'Bad client credentials',
          error_code: 'KOE010',
        });
      const code = form.get('code') ?? '';
      const entry = codes.get(code);
      if (!entry)
        return sendJson(res, 400, {
          error: 'invalid_grant',
          error_description: `authorization code not found for code=${code}`,
          error_code: 'KOE320',
        });
      codes.delete(code);
      if (entry.redirectUri !== form.get('redirect_uri'))
        return sendJson(res, 400, { error: 'invalid_grant', error_code: 'KOE006' });
      return sendJson(res, 200, {
        token_type: 'bearer',
        access_token: issueToken(entry.user, appId),
        expires_in: 21599,
        refresh_token: randomBytes(30).toString('base64url'),
        refresh_token_expires_in: 5183999,
      });
    }
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

  const fake = Object.assign(server, {
    restApiKey,
    appId,
    nextLogin: null as KakaoUser | null,
    issueCode,
    issueToken,
    expire(token: string) {
      tokens.delete(token);
    },
    tokenRequests,
  });
  // Object.assign copies values, not accessors: define the one the authorize page reads.
  Object.defineProperty(fake, 'nextLogin', {
    get: () => login.nextLogin,
    set: (user: KakaoUser | null) => {
      login.nextLogin = user;
    },
  });
  return fake;
}
