import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { useSession } from '../lib/session/use-session.ts';
import { AppShell } from '../components/layout/app-shell.tsx';
import { LoadingState } from '../components/ui/loading-state.tsx';
import { BARE_PATHS, SIGNED_IN_PATHS, SIGNED_OUT_PATHS, type AppPath } from './routes.ts';

/** Route-level code splitting: each page is its own chunk, loaded on first visit. */
function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const PAGES: Record<AppPath, LazyExoticComponent<ComponentType>> = {
  '/order': lazyPage(() => import('../features/order/components/order-page.tsx'), 'OrderPage'),
  '/login': lazyPage(() => import('../features/auth/components/login-page.tsx'), 'LoginPage'),
  '/register': lazyPage(() => import('../features/auth/components/register-page.tsx'), 'RegisterPage'),
  '/register/naver': lazyPage(
    () => import('../features/auth/components/register-naver-page.tsx'),
    'RegisterNaverPage',
  ),
  '/register/kakao': lazyPage(
    () => import('../features/auth/components/register-kakao-page.tsx'),
    'RegisterKakaoPage',
  ),
  '/auth/naver': lazyPage(
    () => import('../features/auth/components/naver-callback-page.tsx'),
    'NaverCallbackPage',
  ),
  '/logout': lazyPage(() => import('../features/auth/components/logout-page.tsx'), 'LogoutPage'),
  '/terms/service': lazyPage(
    () => import('../features/terms/components/terms-service-page.tsx'),
    'TermsServicePage',
  ),
  '/terms/privacy': lazyPage(
    () => import('../features/terms/components/terms-privacy-page.tsx'),
    'TermsPrivacyPage',
  ),
  '/point': lazyPage(() => import('../features/point/components/point-page.tsx'), 'PointPage'),
  '/account': lazyPage(() => import('../features/account/components/account-page.tsx'), 'AccountPage'),
  '/qna': lazyPage(() => import('../features/qna/components/qna-page.tsx'), 'QnaPage'),
  '/order-history': lazyPage(
    () => import('../features/order-history/components/order-history-page.tsx'),
    'OrderHistoryPage',
  ),
  '/auto-order-history': lazyPage(
    () => import('../features/auto-order-history/components/auto-order-history-page.tsx'),
    'AutoOrderHistoryPage',
  ),
  '/api': lazyPage(() => import('../features/api-docs/components/api-docs-page.tsx'), 'ApiDocsPage'),
  '/guide': lazyPage(() => import('../features/guide/components/guide-page.tsx'), 'GuidePage'),
};

function route(path: AppPath): RouteObject {
  const Page = PAGES[path];
  return { path, element: <Page /> };
}

export function buildRoutes(paths: readonly AppPath[]): RouteObject[] {
  const bare = paths.filter((path) => BARE_PATHS.includes(path));
  const framed = paths.filter((path) => !BARE_PATHS.includes(path));
  return [
    ...bare.map(route),
    {
      element: <AppShell />,
      children: [...framed.map(route), { path: '*', element: <Navigate to="/order" replace /> }],
    },
  ];
}

const signedOutRoutes = buildRoutes(SIGNED_OUT_PATHS);
const signedInRoutes = buildRoutes(SIGNED_IN_PATHS);

/** The route table of the current session state; nothing is routed (or redirected) while loading. */
export function AppRoutes() {
  const { state } = useSession();
  const element = useRoutes(state === 'authorization' ? signedInRoutes : signedOutRoutes);
  if (state === 'loading') return <LoadingState fullPage label="로그인 정보를 확인하는 중입니다" />;
  return <Suspense fallback={<LoadingState fullPage />}>{element}</Suspense>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
