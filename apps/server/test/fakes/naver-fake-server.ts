import { randomBytes } from 'node:crypto';
import { bearerToken, sendJson, startFakeServer, type FakeServer } from './fake-http.ts';

export interface NaverUser {
  id: string;
  email?: string;
}

export interface NaverFake extends FakeServer {
  clientId: string;
  clientSecret: string;
  /** What the login popup would hand the browser: a one-time code for this user and state. */
  issueCode(user: NaverUser, state: string): string;
  /** An access token as if the code had been exchanged already. */
  issueToken(user: NaverUser): string;
}

/**
 * Naver Login over HTTP as documented: GET /oauth2.0/token (errors are 200 with `error`) and
 * GET /v1/nid/me (resultcode '00', or 401 with resultcode '024'). Codes are single use.
 */
export async function startNaverFake(
  clientId = 'naver-client',
  clientSecret = 'naver-secret',
): Promise<NaverFake> {
  const codes = new Map<string, { user: NaverUser; state: string }>();
  const tokens = new Map<string, NaverUser>();
  const issueToken = (user: NaverUser) => {
    const token = `AAAA${randomBytes(24).toString('base64url')}`;
    tokens.set(token, user);
    return token;
  };

  const server = await startFakeServer((req, url, res) => {
    if (req.method === 'GET' && url.pathname === '/oauth2.0/token') {
      const q = url.searchParams;
      if (q.get('grant_type') !== 'authorization_code') {
        return sendJson(res, 200, {
          error: 'unsupported_grant_type',
          error_description: 'grant_type is invalid',
        });
      }
      if (q.get('client_id') !== clientId || q.get('client_secret') !== clientSecret) {
        return sendJson(res, 200, {
          error: 'invalid_client',
          error_description: 'client authentication failed',
        });
      }
      const entry = codes.get(q.get('code') ?? '');
      if (!entry || entry.state !== q.get('state')) {
        return sendJson(res, 200, {
          error: 'invalid_request',
          error_description: 'no valid data in session',
        });
      }
      codes.delete(q.get('code') ?? '');
      return sendJson(res, 200, {
        access_token: issueToken(entry.user),
        refresh_token: randomBytes(16).toString('hex'),
        token_type: 'bearer',
        expires_in: '3600',
      });
    }
    if (req.method === 'GET' && url.pathname === '/v1/nid/me') {
      const user = tokens.get(bearerToken(req) ?? '');
      if (!user) return sendJson(res, 401, { resultcode: '024', message: 'Authentication failed' });
      return sendJson(res, 200, {
        resultcode: '00',
        message: 'success',
        response: { id: user.id, nickname: 'fake', ...(user.email ? { email: user.email } : {}) },
      });
    }
    return sendJson(res, 404, { error: 'not found' });
  });

  return Object.assign(server, {
    clientId,
    clientSecret,
    issueCode(user: NaverUser, state: string) {
      const code = randomBytes(9).toString('base64url');
      codes.set(code, { user, state });
      return code;
    },
    issueToken,
  });
}
