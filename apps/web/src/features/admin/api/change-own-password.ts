import { useMutation } from '@tanstack/react-query';
import { okResponseSchema, type ChangePasswordRequest } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';

/** POST /admin/operators/me/password: every session of the operator ends, this one too. */
export function changeOwnPassword(body: ChangePasswordRequest) {
  return api.post('/admin/operators/me/password', body, okResponseSchema);
}

export function useChangeOwnPassword() {
  return useMutation({ mutationFn: changeOwnPassword });
}
