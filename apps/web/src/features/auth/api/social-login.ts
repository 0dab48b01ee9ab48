import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';

export type SocialProvider = 'naver' | 'kakao';

/**
 * POST /auth/login/naver or /auth/login/kakao with the authorization code of the provider's login
 * popup. A provider account that is not linked to a member answers 404 whose envelope carries
 * `token` for the register page.
 */
export function socialLogin(provider: SocialProvider, code: string): Promise<LoginResponse> {
  return api.post<LoginResponse>(`/auth/login/${provider}`, { code });
}

export function useSocialLogin(provider: SocialProvider) {
  return useMutation({ mutationFn: (code: string) => socialLogin(provider, code) });
}
