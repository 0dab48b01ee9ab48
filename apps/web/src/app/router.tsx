import {
  Suspense,
  useDeferredValue,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';
import { BrowserRouter, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { consoleReturnTo } from '../lib/console-return.ts';
import { ADMIN_PATH, PATHS } from '../lib/paths.ts';
import type { SessionState } from '@smm/contract/enums';
import type { Profile } from '@smm/contract/profile';
import { useSession } from '../lib/session/use-session.ts';
import { AppShell } from '../components/layout/app-shell.tsx';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { lazyPage } from '../lib/lazy-page.ts';
import { BARE_PATHS, SIGNED_IN_PATHS, SIGNED_OUT_PATHS, type AppPath } from './routes.ts';

const PAGES: Record<AppPath, LazyExoticComponent<ComponentType>> = {
  [PATHS.order]: lazyPage(() => import('../features/order/components/order-page.tsx'), 'OrderPage'),
  [PATHS.massOrder]: lazyPage(
    () => import('../features/mass-order/components/mass-order-page.tsx'),
    'MassOrderPage',
  ),
  [PATHS.login]: lazyPage(() => import('../features/auth/components/login-page.tsx'), 'LoginPage'),
  [PATHS.findId]: lazyPage(() => import('../features/auth/components/find-id-page.tsx'), 'FindIdPage'),
  [PATHS.resetPassword]: lazyPage(
    () => import('../features/auth/components/reset-password-page.tsx'),
    'ResetPasswordPage',
  ),
  [PATHS.register]: lazyPage(() => import('../features/auth/components/register-page.tsx'), 'RegisterPage'),
  [PATHS.registerNaver]: lazyPage(
    () => import('../features/auth/components/register-naver-page.tsx'),
    'RegisterNaverPage',
  ),
  [PATHS.registerKakao]: lazyPage(
    () => import('../features/auth/components/register-kakao-page.tsx'),
    'RegisterKakaoPage',
  ),
  [PATHS.naverCallback]: lazyPage(
    () => import('../features/auth/components/naver-callback-page.tsx'),
    'NaverCallbackPage',
  ),
  [PATHS.kakaoCallback]: lazyPage(
    () => import('../features/auth/components/kakao-callback-page.tsx'),
    'KakaoCallbackPage',
  ),
  [PATHS.logout]: lazyPage(() => import('../features/auth/components/logout-page.tsx'), 'LogoutPage'),
  [PATHS.termsService]: lazyPage(
    () => import('../features/terms/components/terms-service-page.tsx'),
    'TermsServicePage',
  ),
  [PATHS.termsPrivacy]: lazyPage(
    () => import('../features/terms/components/terms-privacy-page.tsx'),
    'TermsPrivacyPage',
  ),
  [PATHS.point]: lazyPage(() => import('../features/point/components/point-page.tsx'), 'PointPage'),
  [PATHS.account]: lazyPage(() => import('../features/account/components/account-page.tsx'), 'AccountPage'),
  [PATHS.qna]: lazyPage(() => import('../features/qna/components/qna-page.tsx'), 'QnaPage'),
  [PATHS.inquiry]: lazyPage(() => import('../features/inquiry/components/inquiry-page.tsx'), 'InquiryPage'),
  [PATHS.orderHistory]: lazyPage(
    () => import('../features/order-history/components/order-history-page.tsx'),
    'OrderHistoryPage',
  ),
  [PATHS.autoOrderHistory]: lazyPage(
    () => import('../features/auto-order-history/components/auto-order-history-page.tsx'),
    'AutoOrderHistoryPage',
  ),
  [PATHS.apiDocs]: lazyPage(() => import('../features/api-docs/components/api-docs-page.tsx'), 'ApiDocsPage'),
  [PATHS.guide]: lazyPage(() => import('../features/guide/components/guide-page.tsx'), 'GuidePage'),
  [PATHS.setup]: lazyPage(() => import('../features/auth/components/setup-page.tsx'), 'SetupPage'),
};

function route(path: AppPath): RouteObject {
  const Page = PAGES[path];
  return { path, element: <Page /> };
}

/**
 * Every other path goes to /order; a sign-in the console asked for (/login carrying `returnTo`)
 * goes back to that console page, once the route table is the operator's.
 */
function Fallback() {
  const state: unknown = useLocation().state;
  return <Navigate to={consoleReturnTo(state) ?? PATHS.order} replace />;
}

export function buildRoutes(paths: readonly AppPath[], fallback: ReactElement = <Fallback />): RouteObject[] {
  const bare = paths.filter((path) => BARE_PATHS.includes(path));
  const framed = paths.filter((path) => !BARE_PATHS.includes(path));
  return [
    ...bare.map(route),
    {
      element: <AppShell />,
      children: [...framed.map(route), { path: '*', element: fallback }],
    },
  ];
}

/** The operator console: its own lazily loaded chunk, so a member's first load never carries it. */
const AdminApp = lazyPage(() => import('../features/admin/admin-app.tsx'), 'AdminApp');

const signedOutRoutes = buildRoutes(SIGNED_OUT_PATHS);
const signedInRoutes = buildRoutes(SIGNED_IN_PATHS);
/** An anonymous visitor asking for the console signs in first and is brought back (issue 34). */
function SignInFirst() {
  const { pathname, search } = useLocation();
  return <Navigate to={PATHS.login} replace state={{ returnTo: `${pathname}${search}` }} />;
}

// An operator gets the console; a member or guest asking for it lands on /order (the fallback),
// an anonymous visitor on /login and back. Right after a sign-in the profile (operator or not) is
// still on its way: the console waits for it instead of sending the operator to /order.
const operatorRoutes: RouteObject[] = [{ path: `${ADMIN_PATH}/*`, element: <AdminApp /> }, ...signedInRoutes];
// Nothing redirects meanwhile: the sign-in's own navigation (back to the console) may land after it.
const profilePendingRoutes: RouteObject[] = [
  { path: `${ADMIN_PATH}/*`, element: <LoadingState fullPage /> },
  ...buildRoutes(SIGNED_IN_PATHS, <LoadingState fullPage />),
];
const anonymousRoutes: RouteObject[] = [
  { path: `${ADMIN_PATH}/*`, element: <SignInFirst /> },
  ...signedOutRoutes,
];

function routesFor(state: SessionState, profile: Profile | null): RouteObject[] {
  if (state === 'authorization') {
    if (!profile) return profilePendingRoutes;
    return profile.isAdmin ? operatorRoutes : signedInRoutes;
  }
  return state === 'unAuthorization' ? anonymousRoutes : signedOutRoutes;
}

/**
 * While a stored jwt is checked: the frame of the prerendered shell (build/shell-plugin.ts), a bare
 * header bar over the main area, so the first screen does not turn into a lone spinner and back.
 * The bar is decoration: no banner and no links until the session is known.
 */
function SessionLoading() {
  return (
    <div className="app-shell">
      <div className="site-header" aria-hidden="true">
        <div className="site-header__inner" />
      </div>
      <main id="main-content" className="app-main" tabIndex={-1}>
        <LoadingState label="로그인 정보를 확인하는 중입니다" />
      </main>
    </div>
  );
}

/** The route table of the current session state; nothing is routed (or redirected) while loading. */
export function AppRoutes() {
  const session = useSession();
  // A stored jwt's profile arriving turns the loading screen into the whole site. That first render
  // is deferred so React slices it instead of blocking the main thread; every other change of state
  // (login, logout, a 401) routes at once, so no navigation ever sees the old table.
  const deferred = useDeferredValue(session.state);
  const state = deferred === 'loading' ? 'loading' : session.state;
  const { profile } = session;
  const element = useRoutes(routesFor(state, profile));
  if (state === 'loading') return <SessionLoading />;
  return <Suspense fallback={<LoadingState fullPage />}>{element}</Suspense>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
