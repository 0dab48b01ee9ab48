import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  resetTokenInspectResponseSchema,
  type ResetByTokenRequest,
  type ResetTokenInspectResponse,
} from '@smm/contract/account-recovery';
import type { OkResponse } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/reset-password/token/inspect: the id a live link belongs to; 400 for a dead link. */
export function inspectResetToken(token: string): Promise<ResetTokenInspectResponse> {
  return api.post('/auth/reset-password/token/inspect', { token }, resetTokenInspectResponseSchema);
}

export function resetTokenQueryOptions(token: string) {
  // Asked once per link: a retry or a refetch would only spend the per-address limit.
  return queryOptions({
    queryKey: ['reset-token', token],
    queryFn: () => inspectResetToken(token),
    retry: false,
    staleTime: Infinity,
  });
}

export function useResetToken(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}

/** POST /auth/reset-password/token: sets the new password and uses the link up. */
export function resetPasswordByToken(body: ResetByTokenRequest) {
  return api.post<OkResponse>('/auth/reset-password/token', body);
}

export function useResetPasswordByToken() {
  return useMutation({ mutationFn: resetPasswordByToken });
}
