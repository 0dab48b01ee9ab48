import type { RecoveryPhoneCodeRequest } from '@smm/contract/account-recovery';
import type { OkResponse } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /auth/recovery/send-phone-code: a code for any number alike; 400 phone step off, 429 limits.
 * Sent through `usePhoneVerification(sendRecoveryCode)`.
 */
export function sendRecoveryCode(body: RecoveryPhoneCodeRequest) {
  return api.post<OkResponse>('/auth/recovery/send-phone-code', body);
}
