import { PATHS, type AppPath } from '../lib/paths.ts';

export type { AppPath } from '../lib/paths.ts';

/**
 * The two route tables of spec section 2, as plain data so the redirect rule is visible in one
 * place. Every path outside the current table redirects to /order.
 */
export const SIGNED_OUT_PATHS = [
  PATHS.order,
  // Browsable like /order; placing asks a guest to sign in (issue 15).
  PATHS.massOrder,
  PATHS.login,
  PATHS.findId,
  PATHS.resetPassword,
  PATHS.register,
  PATHS.registerNaver,
  PATHS.registerKakao,
  PATHS.naverCallback,
  PATHS.kakaoCallback,
  PATHS.termsService,
  PATHS.termsPrivacy,
  // Shown to guests only to say it needs an account (issue 36); nothing is fetched.
  PATHS.inquiry,
  PATHS.setup,
] as const satisfies readonly AppPath[];

export const SIGNED_IN_PATHS = [
  PATHS.order,
  PATHS.massOrder,
  PATHS.point,
  PATHS.account,
  PATHS.qna,
  PATHS.inquiry,
  PATHS.orderHistory,
  PATHS.autoOrderHistory,
  PATHS.apiDocs,
  PATHS.guide,
  PATHS.logout,
  // A reset link opened where the member is still signed in (the reset then ends that session too).
  PATHS.resetPassword,
  PATHS.termsService,
  PATHS.termsPrivacy,
] as const satisfies readonly AppPath[];

/** Pages drawn without the header and footer (a popup callback, a redirecting logout). */
export const BARE_PATHS: readonly AppPath[] = [PATHS.naverCallback, PATHS.kakaoCallback, PATHS.logout];
