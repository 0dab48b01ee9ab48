import { useMutation } from '@tanstack/react-query';
import type { ResetByEmailRequest } from '@smm/contract/account-recovery';
import type { OkResponse } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/reset-password/email: a reset link when id and address match; always the same answer. */
export function resetPasswordByEmail(body: ResetByEmailRequest) {
  return api.post<OkResponse>('/auth/reset-password/email', body);
}

export function useResetPasswordByEmail() {
  return useMutation({ mutationFn: resetPasswordByEmail });
}
