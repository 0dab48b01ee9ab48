import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';

/** POST /auth/login: 404 for a wrong id or password, 400 for a malformed body, 429 when rate limited. */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
