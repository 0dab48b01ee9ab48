import { useMutation } from '@tanstack/react-query';
import type { FindIdByEmailRequest } from '@smm/contract/account-recovery';
import type { OkResponse } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/find-id/email: the ids are mailed; the answer is the same for every address. */
export function findIdByEmail(body: FindIdByEmailRequest) {
  return api.post<OkResponse>('/auth/find-id/email', body);
}

export function useFindIdByEmail() {
  return useMutation({ mutationFn: findIdByEmail });
}
