/**
 * Every page's path, named once. The router's tables, the header's links, every `<Link>` and every
 * `navigate()` use these, so a path the router does not serve cannot be written (spec section 2).
 */
export const PATHS = {
  order: '/order',
  massOrder: '/mass-order',
  login: '/login',
  findId: '/find-id',
  resetPassword: '/reset-password',
  register: '/register',
  registerNaver: '/register/naver',
  registerKakao: '/register/kakao',
  naverCallback: '/auth/naver',
  kakaoCallback: '/auth/kakao',
  termsService: '/terms/service',
  termsPrivacy: '/terms/privacy',
  point: '/point',
  account: '/account',
  qna: '/qna',
  inquiry: '/inquiry',
  orderHistory: '/order-history',
  autoOrderHistory: '/auto-order-history',
  apiDocs: '/api',
  guide: '/guide',
  logout: '/logout',
  // A new store's first operator (docs/decisions/first-run.md).
  setup: '/setup',
} as const;

/** A path the router serves. */
export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/**
 * The site root has no page: each route table sends it on (to /order). Visitors are sent here
 * after leaving (logout, account deletion) and the signed-out logo links here.
 */
export const SITE_ROOT = '/';

/** Where an in-app link or a full reload may go. */
export type AppHref = AppPath | typeof SITE_ROOT;

/** The operator console's root; its own pages (relative to it) are listed in features/admin. */
export const ADMIN_PATH = '/admin';
