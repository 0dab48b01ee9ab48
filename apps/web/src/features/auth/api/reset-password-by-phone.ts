import { useMutation } from '@tanstack/react-query';
import type { ResetByPhoneRequest } from '@smm/contract/account-recovery';
import type { OkResponse } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/reset-password/phone: 400 bad code or id not on the number, 409 social-only account. */
export function resetPasswordByPhone(body: ResetByPhoneRequest) {
  return api.post<OkResponse>('/auth/reset-password/phone', body);
}

export function useResetPasswordByPhone() {
  return useMutation({ mutationFn: resetPasswordByPhone });
}
