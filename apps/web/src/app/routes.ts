/**
 * The two route tables of spec section 2, as plain data so the redirect rule is visible in one
 * place. Every path outside the current table redirects to /order.
 */
export const SIGNED_OUT_PATHS = [
  '/order',
  '/login',
  '/register',
  '/register/naver',
  '/register/kakao',
  '/auth/naver',
  '/terms/service',
  '/terms/privacy',
] as const;

export const SIGNED_IN_PATHS = [
  '/order',
  '/point',
  '/account',
  '/qna',
  '/order-history',
  '/auto-order-history',
  '/api',
  '/guide',
  '/logout',
  '/terms/service',
  '/terms/privacy',
] as const;

export type AppPath = (typeof SIGNED_OUT_PATHS)[number] | (typeof SIGNED_IN_PATHS)[number];

/** Pages drawn without the header and footer (a popup callback, a redirecting logout). */
export const BARE_PATHS: readonly AppPath[] = ['/auth/naver', '/logout'];
