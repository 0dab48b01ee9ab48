import { useMutation } from '@tanstack/react-query';
import type { OkResponse, RegisterRequest } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/register: 201 `{ ok: true }`; failures carry a Korean message in the envelope. */
export function register(body: RegisterRequest) {
  return api.post<OkResponse>('/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
