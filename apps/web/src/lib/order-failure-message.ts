import { MESSAGES_ORDER } from '@smm/contract/messages/order';
import { apiErrorMessage } from './api-error-message.ts';

/**
 * What a failed order or mass order shows (spec section 8): the server's own message for a refused
 * order (it quotes the section 5 rules, e.g. '포인트가 부족합니다.'), otherwise '주문에 실패했습니다.'.
 */
export function orderFailureMessage(error: unknown): string {
  return apiErrorMessage(error, MESSAGES_ORDER.failure, {
    serverMessage: (status) => status >= 400 && status < 500,
  });
}
