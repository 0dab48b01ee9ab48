import { useMutation } from '@tanstack/react-query';
import type { LoginResponse } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';

export type SocialProvider = 'naver' | 'kakao';

/**
 * POST /auth/login/naver {code} or /auth/login/kakao {accessToken}. A provider account that is not
 * linked to a member answers 404 whose envelope carries `token` for the register page.
 */
export function socialLogin(provider: SocialProvider, credential: string): Promise<LoginResponse> {
  const body = provider === 'naver' ? { code: credential } : { accessToken: credential };
  return api.post<LoginResponse>(`/auth/login/${provider}`, body);
}

export function useSocialLogin(provider: SocialProvider) {
  return useMutation({ mutationFn: (credential: string) => socialLogin(provider, credential) });
}
