import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { PUBLIC_API_MESSAGES } from '@smm/contract/public-api-messages';
import { ForbiddenError, UnauthorizedError, type AppError } from '../../errors.ts';
import type { OrderingState } from '../accounts/member-directory-service.ts';

/**
 * What an order answers when its member was blocked or deleted after the request was admitted and
 * before its transaction (issue 37 item 2): the answer the same caller gets at the door a moment
 * later, so a retry reads the same. The order page (a session): 401 '로그인이 필요합니다.', which ends
 * the session in the web client. A reseller's key (v1, v2, v1's list): the gate's words, 403 for a
 * blocked owner, 401 'API 키가 올바르지 않습니다.' for a deleted one.
 */
export function orderingRefusal(state: Exclude<OrderingState, 'live'>, viaKey: boolean): AppError {
  if (!viaKey) return new UnauthorizedError();
  return state === 'blocked'
    ? new ForbiddenError(AUTH_MESSAGES.blocked)
    : new UnauthorizedError(PUBLIC_API_MESSAGES.keyInvalid);
}
