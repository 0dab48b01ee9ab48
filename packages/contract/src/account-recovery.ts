import { z } from 'zod';
import { RECOVERY_MESSAGES } from './account-recovery-messages.ts';
import {
  CODE_LENGTH,
  PASSWORD_MAX_LENGTH,
  changePasswordRequestSchema,
  loginRequestSchema,
  phoneNumberSchema,
  registerRequestSchema,
} from './auth.ts';
import { MESSAGES } from './messages.ts';

/**
 * '아이디 찾기' and '비밀번호 찾기'. Every field reuses the rule that is in force elsewhere, so a
 * change there applies here too: the id as the login form checks it, the e-mail as sign-up checks
 * it, and the new password exactly as the password change checks its new password.
 */
const loginId = loginRequestSchema.shape.id;
const email = registerRequestSchema.shape.email;
export const newPasswordSchema = changePasswordRequestSchema.shape.newPassword;

/** How long an e-mailed reset link works. */
export const RESET_LINK_TTL_MINUTES = 30;

const sendCode = z
  .string({ error: RECOVERY_MESSAGES.codeRequired })
  .trim()
  .length(CODE_LENGTH, RECOVERY_MESSAGES.codeRequired)
  .regex(/^\d+$/, RECOVERY_MESSAGES.codeRequired);

/** A reset token from the e-mailed link: 32 random bytes, base64url. */
const resetToken = z
  .string({ error: RECOVERY_MESSAGES.tokenInvalid })
  .trim()
  .regex(/^[\w-]{20,100}$/, RECOVERY_MESSAGES.tokenInvalid);

/** `POST /auth/recovery/send-phone-code`: a code for finding the id or resetting the password. */
export const recoveryPhoneCodeRequestSchema = z.object({ phoneNumber: phoneNumberSchema });
export type RecoveryPhoneCodeRequest = z.infer<typeof recoveryPhoneCodeRequestSchema>;

/** `POST /auth/find-id/phone`; the code is `sendCode` as in the sign-up payload (spec section 3). */
export const findIdByPhoneRequestSchema = z.object({ phoneNumber: phoneNumberSchema, sendCode });
export type FindIdByPhoneRequest = z.infer<typeof findIdByPhoneRequestSchema>;

export const socialProviderSchema = z.enum(['naver', 'kakao']);

/** The account on a verified phone number: the id partly masked, the sign-up time, the social provider. */
export const foundAccountSchema = z.object({
  maskedId: z.string(),
  joinedAt: z.string(),
  provider: socialProviderSchema.nullable(),
});
export type FoundAccount = z.infer<typeof foundAccountSchema>;

/** A number belongs to at most one member; null when none (told only to whoever holds the phone). */
export const findIdByPhoneResponseSchema = z.object({ account: foundAccountSchema.nullable() });
export type FindIdByPhoneResponse = z.infer<typeof findIdByPhoneResponseSchema>;

/** `POST /auth/find-id/email`: the ids are mailed, the answer is the same for every address. */
export const findIdByEmailRequestSchema = z.object({ email });
export type FindIdByEmailRequest = z.infer<typeof findIdByEmailRequestSchema>;

/** `POST /auth/reset-password/email`: a single-use link to the account's address when both match. */
export const resetByEmailRequestSchema = z.object({ id: loginId, email });
export type ResetByEmailRequest = z.infer<typeof resetByEmailRequestSchema>;

/** `POST /auth/reset-password/phone`: the id, a code sent to the account's number and the new password. */
export const resetByPhoneRequestSchema = z.object({
  id: loginId,
  phoneNumber: phoneNumberSchema,
  sendCode,
  newPassword: newPasswordSchema,
});
export type ResetByPhoneRequest = z.infer<typeof resetByPhoneRequestSchema>;

/** `POST /auth/reset-password/token/inspect`: which id a live link belongs to (for the username field). */
export const resetTokenInspectRequestSchema = z.object({ token: resetToken });
export type ResetTokenInspectRequest = z.infer<typeof resetTokenInspectRequestSchema>;
export const resetTokenInspectResponseSchema = z.object({ loginId: z.string() });
export type ResetTokenInspectResponse = z.infer<typeof resetTokenInspectResponseSchema>;

/** `POST /auth/reset-password/token`. */
export const resetByTokenRequestSchema = z.object({ token: resetToken, newPassword: newPasswordSchema });
export type ResetByTokenRequest = z.infer<typeof resetByTokenRequestSchema>;

const confirm = z
  .string({ error: MESSAGES.password.confirmMismatch })
  .max(PASSWORD_MAX_LENGTH, MESSAGES.identity.passwordTooLong);
const confirmed = <T extends { newPassword: string; newPasswordConfirm: string }>(v: T) =>
  v.newPassword === v.newPasswordConfirm;
const mismatch = { message: MESSAGES.password.confirmMismatch, path: ['newPasswordConfirm'] };

/** The web forms: the request plus the new password's confirmation. */
export const resetByPhoneFormSchema = resetByPhoneRequestSchema
  .extend({ newPasswordConfirm: confirm })
  .refine(confirmed, mismatch);
export const resetByTokenFormSchema = resetByTokenRequestSchema
  .extend({ newPasswordConfirm: confirm })
  .refine(confirmed, mismatch);

/**
 * An id partly hidden, as '아이디 찾기' shows it: 'growlab' → 'gro***b'. Always three stars, so the
 * length is not told; short ids keep fewer letters.
 */
export function maskLoginId(id: string): string {
  const chars = [...id];
  if (chars.length >= 5) return `${chars.slice(0, 3).join('')}***${chars[chars.length - 1] ?? ''}`;
  if (chars.length === 4) return `${chars.slice(0, 2).join('')}***`;
  return `${chars[0] ?? ''}***`;
}
