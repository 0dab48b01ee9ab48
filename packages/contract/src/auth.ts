import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { MESSAGES } from './messages.ts';
import type { Profile } from './profile.ts';

const M = MESSAGES;
export const PHONE_LENGTH = 11;
export const CODE_LENGTH = 5;
const noSpace = /^\S*$/;
/** New ids: ASCII letters, digits, `_` and `-` (unique without regard to case, on the server). */
const idCharset = /^[A-Za-z0-9_-]*$/;
/** New passwords (sign-up, change, reset): the spec's 8-to-20 hint, whose minimum we enforce. */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest id and password we store; past them the member gets a Korean message, not zod's. */
export const ID_MAX_LENGTH = 50;
export const PASSWORD_MAX_LENGTH = 200;
const idMax = [ID_MAX_LENGTH, M.identity.idTooLong] as const;
const passwordMax = [PASSWORD_MAX_LENGTH, M.identity.passwordTooLong] as const;
/**
 * A string whose absence or wrong type reports `message` (instead of zod's English default), while
 * its own checks (max length and so on) keep their messages.
 */
const str = (message: string) =>
  z.string({ error: (issue) => (issue.code === 'invalid_type' ? message : undefined) });

export const loginRequestSchema = z.object({
  id: str(M.login.idRequired)
    .min(1, M.login.idRequired)
    .regex(noSpace, M.login.idNoSpace)
    .max(...idMax),
  password: str(M.login.passwordRequired)
    .min(1, M.login.passwordRequired)
    .max(...passwordMax),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ accessToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const phoneNumberSchema = str(M.register.phoneInvalid)
  .trim()
  .length(PHONE_LENGTH, M.register.phoneInvalid)
  .regex(/^01\d{9}$/, M.register.phoneInvalid);

export const sendPhoneRequestSchema = z.object({ phoneNumber: phoneNumberSchema });
export type SendPhoneRequest = z.infer<typeof sendPhoneRequestSchema>;

// Past their bounds these get a Korean message too: no source, code or number is that long.
// Empty is left to the server: it is refused only while the store offers sources (a store whose
// list is empty must still take sign-ups, docs/decisions/first-run.md); `registerWhereIssue` below.
const registerWhere = str(M.register.registerWhereRequired)
  .trim()
  .max(100, M.register.registerWhereRequired)
  .optional()
  .default('');

/** The spec's '가입경로를 선택해주세요' when sources are offered and none is chosen, else null. */
export function registerWhereIssue(registerWhere: string, sourcesOffered: number): string | null {
  return sourcesOffered > 0 && registerWhere.trim() === '' ? M.register.registerWhereRequired : null;
}
const referral = z.string().trim().max(50, AUTH_MESSAGES.referral.unknown).optional().default('');
const optionalPhone = z.string().trim().max(20, M.register.phoneInvalid).optional().default('');
const optionalCode = z.string().trim().max(20, M.register.codeLength).optional().default('');

// `abort`: one message per field, the spec's own first (required, then spaces), ours after.
/** A new account's id: sign-up's rules, also the first operator's (setup.ts). */
export const newLoginIdSchema = str(M.register.idRequired)
  .min(1, { message: M.register.idRequired, abort: true })
  .regex(noSpace, { message: M.register.idNoSpace, abort: true })
  .max(...idMax)
  .regex(idCharset, M.identity.idCharset);
/** A new account's password: sign-up's rules. */
export const newPasswordSchema = str(M.register.passwordRequired)
  .min(1, { message: M.register.passwordRequired, abort: true })
  .regex(noSpace, { message: M.register.passwordNoSpace, abort: true })
  .min(PASSWORD_MIN_LENGTH, M.identity.passwordMin)
  .max(...passwordMax);

export const registerRequestSchema = z.object({
  id: newLoginIdSchema,
  password: newPasswordSchema,
  email: str(M.register.emailFormat)
    .trim()
    .max(200, M.register.emailFormat)
    .refine((v) => v.includes('@') && v.includes('.'), M.register.emailFormat),
  registerWhere,
  phoneNumber: optionalPhone,
  sendCode: optionalCode,
  referral,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const socialRegisterRequestSchema = z.object({
  registerWhere,
  phoneNumber: optionalPhone,
  sendCode: optionalCode,
  referral,
  accessToken: z.string().trim().min(1).max(4000),
});
export type SocialRegisterRequest = z.infer<typeof socialRegisterRequestSchema>;

/**
 * Phone rules that apply only when ENABLE_PHONE_NUMBER is on. `codeSent` is the client's code-sent
 * state; the server passes true and checks the stored code itself. Returns the first message or null.
 */
export function phoneVerificationError(input: {
  phoneNumber: string;
  sendCode: string;
  codeSent: boolean;
}): string | null {
  if (!input.codeSent) return M.register.codeNotSent;
  if (input.phoneNumber.length !== PHONE_LENGTH) return M.register.phoneInvalid;
  if (input.sendCode.length !== CODE_LENGTH) return M.register.codeLength;
  return null;
}

/**
 * Envelope `error` codes of a sign-up refused because the number's code is gone (expired, out of
 * attempts, used or never sent): the form leaves its code-sent state so a new code can be asked for.
 */
export const PHONE_CODE_GONE_ERRORS = [
  'PHONE_CODE_EXPIRED',
  'PHONE_CODE_ATTEMPTS',
  'PHONE_CODE_NOT_SENT',
] as const;
export type PhoneCodeGoneError = (typeof PHONE_CODE_GONE_ERRORS)[number];

/** The client's general sign-up form: the request plus the password confirmation. */
export const registerFormSchema = registerRequestSchema
  .extend({ passwordConfirm: str(M.register.passwordConfirmMismatch).max(...passwordMax) })
  .refine((v) => v.password === v.passwordConfirm, {
    message: M.register.passwordConfirmMismatch,
    path: ['passwordConfirm'],
  });

export const changePasswordRequestSchema = z.object({
  currentPassword: str(M.password.currentRequired)
    .min(1, M.password.currentRequired)
    .max(...passwordMax),
  newPassword: str(M.password.newRequired)
    .min(1, { message: M.password.newRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, M.identity.passwordMin)
    .max(...passwordMax),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ newPasswordConfirm: str(M.password.confirmMismatch).max(...passwordMax) })
  .refine((v) => v.newPassword === v.newPasswordConfirm, {
    message: M.password.confirmMismatch,
    path: ['newPasswordConfirm'],
  });

export const naverLoginRequestSchema = z.object({ code: z.string().trim().min(1).max(2000) });
/** The authorization code Kakao's login popup handed /auth/kakao (docs/decisions/accounts.md). */
export const kakaoLoginRequestSchema = z.object({ code: z.string().trim().min(1).max(2000) });
/** Body of a social login's 404: the token to carry to the register page. */
export const socialNotLinkedSchema = z.object({ message: z.string(), token: z.string() });

export const profileSchema = z.object({
  point: z.number(),
  id: z.string(),
  apiKey: z.string().nullable(),
  referralCode: z.string().nullable().optional(),
  isAdmin: z.boolean().optional(),
  socialProvider: z.enum(['naver', 'kakao']).nullable().optional(),
}) satisfies z.ZodType<Profile>;

export { GUEST_PROFILE, type Profile } from './profile.ts';

export const apiKeyResponseSchema = z.object({ apiKey: z.string() });
export const referralCodeResponseSchema = z.object({ referralCode: z.string() });
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;
