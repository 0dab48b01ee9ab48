import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MESSAGES } from '@smm/contract/messages';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import { NO_STORE } from './etag.ts';
import type { AuthMember, MemberDirectoryService } from '../modules/accounts/member-directory-service.ts';
import type { TokenClaims, TokenService } from '../modules/accounts/token-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    member: AuthMember | null;
    /** The verified token of a request that passed `requireSession`: not yet confirmed live. */
    session: TokenClaims | null;
  }
}

export interface AuthGuard {
  /** Pre-handler: a valid member token is required (401 otherwise); sets request.member. */
  requireMember: preHandlerAsyncHookHandler;
  /** Pre-handler: an operator token is required: 401 for the anonymous, 403 for members. */
  requireAdmin: preHandlerAsyncHookHandler;
  /**
   * Pre-handler: a validly signed member token is required (401 otherwise); sets request.session
   * without reading the member. Only for a handler that confirms the session itself, exactly, before
   * it acts or answers: the order route, whose one statement debits only while the member is live and
   * the token's version is current (docs/decisions/order-path.md).
   */
  requireSession: preHandlerAsyncHookHandler;
  /**
   * Pre-handler of a `requireSession` route declared with `attachValidation`: input its schema
   * refused is answered only once the session is confirmed live (401 otherwise, as every member
   * route answers before it reads the input), then with the schema's 400.
   */
  refuseInvalidAfterSession: preHandlerAsyncHookHandler;
}

/** The signed-in member of a request that passed `requireMember` (or the api-key guard). */
export function currentMember(request: FastifyRequest): AuthMember {
  if (!request.member) throw new UnauthorizedError();
  return request.member;
}

/** The verified, unconfirmed token of a request that passed `requireSession`. */
export function currentSession(request: FastifyRequest): TokenClaims {
  if (!request.session) throw new UnauthorizedError();
  return request.session;
}

/**
 * The jwt of an Authorization header: `Bearer <jwt>` (any case), or the bare `<jwt>`, since spec
 * section 7 says only that the jwt is sent in the header. Anything else (another scheme, extra
 * words) is no token.
 */
export function tokenFromAuthorization(header: string | undefined): string {
  const value = header?.trim() ?? '';
  const bearer = /^bearer\s+(\S+)$/i.exec(value);
  if (bearer) return bearer[1] ?? '';
  return /^\S+$/.test(value) ? value : '';
}

export function createAuthGuard(
  app: FastifyInstance,
  deps: { tokens: TokenService; members: MemberDirectoryService },
): AuthGuard {
  app.decorateRequest('member', null);
  app.decorateRequest('session', null);

  // Every answer of a signed-in route (the profile carries the API key) is kept by no cache; set
  // first, so a refusal carries it too.
  async function verify(request: FastifyRequest, reply: FastifyReply): Promise<TokenClaims> {
    void reply.header('cache-control', NO_STORE);
    const token = tokenFromAuthorization(request.headers.authorization);
    const claims = token ? await deps.tokens.verify(token) : null;
    if (!claims) throw new UnauthorizedError();
    return claims;
  }

  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<AuthMember> {
    const claims = await verify(request, reply);
    const member = await deps.members.findBySession(claims.memberId, claims.tokenVersion);
    if (!member) throw new UnauthorizedError();
    request.member = member;
    return member;
  }

  return {
    requireMember: async (request, reply) => {
      await authenticate(request, reply);
    },
    requireAdmin: async (request, reply) => {
      const member = await authenticate(request, reply);
      if (!member.isAdmin) throw new ForbiddenError(MESSAGES.server.forbidden);
    },
    requireSession: async (request, reply) => {
      request.session = await verify(request, reply);
    },
    refuseInvalidAfterSession: async (request, reply) => {
      if (!request.validationError) return;
      await authenticate(request, reply);
      throw request.validationError;
    },
  };
}
