import type { preHandlerAsyncHookHandler } from 'fastify';
import { PUBLIC_API_MESSAGES } from '@smm/contract/public-api';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { ForbiddenError, UnauthorizedError } from '../../errors.ts';
import type { MemberDirectoryService } from '../auth/member-directory-service.ts';

/**
 * Pre-handler of the reseller API: the `api-key` header names the member, who is then
 * `request.member` exactly as for a signed-in member, so `currentMember` works in the handlers.
 */
export function requireApiKey(members: MemberDirectoryService): preHandlerAsyncHookHandler {
  return async (request) => {
    const header = request.headers['api-key'];
    const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
    if (key === '') throw new UnauthorizedError(PUBLIC_API_MESSAGES.keyMissing);
    const member = await members.findMemberByApiKey(key);
    if (!member) throw new UnauthorizedError(PUBLIC_API_MESSAGES.keyInvalid);
    // The key is right but its owner is blocked: say so (403), nothing of theirs is touched.
    if (member.blocked) throw new ForbiddenError(AUTH_MESSAGES.blocked);
    request.member = { id: member.id, loginId: member.loginId, isAdmin: member.isAdmin };
  };
}
