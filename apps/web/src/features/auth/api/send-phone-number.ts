import { useMutation } from '@tanstack/react-query';
import type { OkResponse, SendPhoneRequest } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/send-phone-number: 400 malformed, 409 number already taken, 429 too many sends. */
export function sendPhoneNumber(body: SendPhoneRequest) {
  return api.post<OkResponse>('/auth/send-phone-number', body);
}

export function useSendPhoneNumber() {
  return useMutation({ mutationFn: sendPhoneNumber });
}
