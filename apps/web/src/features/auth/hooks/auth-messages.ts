import { MESSAGES } from '@smm/contract/messages';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';

// A 429 (rate limit, resend cooldown, send limit) explains itself; the other statuses have fixed texts.
const ownMessageOn429 = (status: number) => status === 429;
// A blocked account (403) is told why in the server's own words ('이용이 정지된 계정입니다...').
const ownMessageOn429Or403 = (status: number) => status === 429 || status === 403;

/** Login failures (spec section 8). */
export function loginErrorMessage(error: unknown): string {
  return apiErrorMessage(error, MESSAGES.login.other, {
    byStatus: {
      400: MESSAGES.login.badRequest,
      404: MESSAGES.login.notFound,
      429: MESSAGES.server.tooManyRequests,
    },
    serverMessage: ownMessageOn429Or403,
  });
}

/** Send-code failures (spec section 8). */
export function sendCodeErrorMessage(error: unknown): string {
  return apiErrorMessage(error, MESSAGES.phone.other, {
    byStatus: {
      400: MESSAGES.phone.badRequest,
      409: MESSAGES.phone.conflict,
      429: MESSAGES.server.tooManyRequests,
    },
    serverMessage: ownMessageOn429,
  });
}

/**
 * '아이디 찾기' / '비밀번호 찾기' failures: every refusal of these endpoints carries its own Korean
 * message (a wrong code, an id not on the number, a social-only account, a dead link, a limit).
 */
export function recoveryErrorMessage(error: unknown): string {
  return apiErrorMessage(error, MESSAGES.login.other, {
    serverMessage: (status) => status >= 400 && status < 600 && status !== 500,
  });
}
