import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MESSAGES } from '@smm/contract/messages';
import type { Queryable } from '../db/database.ts';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import type { TokenService } from '../modules/auth/token-service.ts';

export interface AuthMember {
  id: number;
  loginId: string;
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    member: AuthMember | null;
  }
}

export interface AuthGuard {
  /** Pre-handler: a valid member token is required (401 otherwise); sets request.member. */
  requireMember: preHandlerAsyncHookHandler;
  /** Pre-handler: an operator token is required: 401 for the anonymous, 403 for members. */
  requireAdmin: preHandlerAsyncHookHandler;
}

/** The signed-in member of a request that passed `requireMember`. */
export function currentMember(request: FastifyRequest): AuthMember {
  if (!request.member) throw new UnauthorizedError();
  return request.member;
}

export function createAuthGuard(
  app: FastifyInstance,
  deps: { db: Queryable; tokens: TokenService },
): AuthGuard {
  app.decorateRequest('member', null);

  async function authenticate(request: FastifyRequest): Promise<AuthMember> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    const claims = token ? await deps.tokens.verify(token) : null;
    if (!claims) throw new UnauthorizedError();
    const { rows } = await deps.db.query<{ id: number; login_id: string; is_admin: boolean }>(
      `SELECT id, login_id, is_admin FROM members
        WHERE id = $1 AND token_version = $2 AND deleted_at IS NULL`,
      [claims.memberId, claims.tokenVersion],
    );
    const row = rows[0];
    if (!row) throw new UnauthorizedError();
    request.member = { id: row.id, loginId: row.login_id, isAdmin: row.is_admin };
    return request.member;
  }

  return {
    requireMember: async (request) => {
      await authenticate(request);
    },
    requireAdmin: async (request) => {
      const member = await authenticate(request);
      if (!member.isAdmin) throw new ForbiddenError(MESSAGES.server.forbidden);
    },
  };
}
