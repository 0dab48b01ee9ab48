import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@smm/contract/auth';
import type { SetupRequest } from '@smm/contract/setup';
import { api } from '../../../lib/api-client.ts';

/** POST /setup: the store's first operator and essentials; answers the operator's sign-in. */
export function completeSetup(body: SetupRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/setup', body);
}

export function useCompleteSetup() {
  return useMutation({ mutationFn: completeSetup });
}
