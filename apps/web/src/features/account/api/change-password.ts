import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest, OkResponse } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /auth/change-password: 409 when the current password is wrong. Success revokes every token
 * issued before, so the caller logs out at once (no profile refresh, which would only answer 401).
 */
export function changePassword(body: ChangePasswordRequest) {
  return api.post<OkResponse>('/auth/change-password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
