import type { ComponentType } from 'react';
import { loadPage } from '../lib/lazy-page.ts';
import { PATHS, type AppPath } from '../lib/paths.ts';

/** Every page but /order, whose import stays in the entry (router.tsx). */
export type LaterPath = Exclude<AppPath, typeof PATHS.order>;

/**
 * The pages' imports, in a chunk of their own instead of the entry: vite gives every dynamic import
 * the list of its page's files to preload, and the lists of every route cost each first load 1.2 KB
 * brotli (docs/decisions/web-speed.md, "The route table out of the entry"). The router fetches this
 * chunk as soon as the session is known (a page other than /order waits for it; /order does not).
 */
export const PAGE_LOADERS: Record<LaterPath, () => Promise<ComponentType>> = {
  [PATHS.massOrder]: loadPage(
    () => import('../features/mass-order/components/mass-order-page.tsx'),
    'MassOrderPage',
  ),
  [PATHS.login]: loadPage(() => import('../features/auth/components/login-page.tsx'), 'LoginPage'),
  [PATHS.findId]: loadPage(() => import('../features/auth/components/find-id-page.tsx'), 'FindIdPage'),
  [PATHS.resetPassword]: loadPage(
    () => import('../features/auth/components/reset-password-page.tsx'),
    'ResetPasswordPage',
  ),
  [PATHS.register]: loadPage(() => import('../features/auth/components/register-page.tsx'), 'RegisterPage'),
  [PATHS.registerNaver]: loadPage(
    () => import('../features/auth/components/register-naver-page.tsx'),
    'RegisterNaverPage',
  ),
  [PATHS.registerKakao]: loadPage(
    () => import('../features/auth/components/register-kakao-page.tsx'),
    'RegisterKakaoPage',
  ),
  [PATHS.naverCallback]: loadPage(
    () => import('../features/auth/components/naver-callback-page.tsx'),
    'NaverCallbackPage',
  ),
  [PATHS.kakaoCallback]: loadPage(
    () => import('../features/auth/components/kakao-callback-page.tsx'),
    'KakaoCallbackPage',
  ),
  [PATHS.logout]: loadPage(() => import('../features/auth/components/logout-page.tsx'), 'LogoutPage'),
  [PATHS.termsService]: loadPage(
    () => import('../features/terms/components/terms-service-page.tsx'),
    'TermsServicePage',
  ),
  [PATHS.termsPrivacy]: loadPage(
    () => import('../features/terms/components/terms-privacy-page.tsx'),
    'TermsPrivacyPage',
  ),
  [PATHS.point]: loadPage(() => import('../features/point/components/point-page.tsx'), 'PointPage'),
  [PATHS.account]: loadPage(() => import('../features/account/components/account-page.tsx'), 'AccountPage'),
  [PATHS.qna]: loadPage(() => import('../features/qna/components/qna-page.tsx'), 'QnaPage'),
  [PATHS.inquiry]: loadPage(() => import('../features/inquiry/components/inquiry-page.tsx'), 'InquiryPage'),
  [PATHS.orderHistory]: loadPage(
    () => import('../features/order-history/components/order-history-page.tsx'),
    'OrderHistoryPage',
  ),
  [PATHS.autoOrderHistory]: loadPage(
    () => import('../features/auto-order-history/components/auto-order-history-page.tsx'),
    'AutoOrderHistoryPage',
  ),
  [PATHS.apiDocs]: loadPage(() => import('../features/api-docs/components/api-docs-page.tsx'), 'ApiDocsPage'),
  [PATHS.guide]: loadPage(() => import('../features/guide/components/guide-page.tsx'), 'GuidePage'),
  [PATHS.setup]: loadPage(() => import('../features/auth/components/setup-page.tsx'), 'SetupPage'),
};
