import { useMutation } from '@tanstack/react-query';
import type { OkResponse } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';

/**
 * DELETE /auth/account. Success revokes the member's tokens; the caller clears the whole cache and
 * switches to guest mode (spec section 8), so nothing is invalidated here.
 */
export function deleteAccount() {
  return api.delete<OkResponse>('/auth/account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
