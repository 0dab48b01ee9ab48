import { useMutation } from '@tanstack/react-query';
import {
  findIdByPhoneResponseSchema,
  type FindIdByPhoneRequest,
  type FindIdByPhoneResponse,
} from '@smm/contract/account-recovery';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/find-id/phone: the account on the verified number, or null; 400 for a bad code. */
export function findIdByPhone(body: FindIdByPhoneRequest): Promise<FindIdByPhoneResponse> {
  return api.post('/auth/find-id/phone', body, findIdByPhoneResponseSchema);
}

export function useFindIdByPhone() {
  return useMutation({ mutationFn: findIdByPhone });
}
