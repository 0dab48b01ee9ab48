import { useMutation } from '@tanstack/react-query';
import type { OkResponse, SocialRegisterRequest } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';
import type { SocialProvider } from './social-login.ts';

/** POST /auth/register/naver or /auth/register/kakao with the provider token from the login's 404. */
export function socialRegister(provider: SocialProvider, body: SocialRegisterRequest) {
  return api.post<OkResponse>(`/auth/register/${provider}`, body);
}

export function useSocialRegister(provider: SocialProvider) {
  return useMutation({ mutationFn: (body: SocialRegisterRequest) => socialRegister(provider, body) });
}
