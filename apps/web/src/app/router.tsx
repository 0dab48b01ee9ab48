import {
  lazy,
  Suspense,
  useDeferredValue,
  useEffect,
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
import type { LaterPath } from './page-loaders.ts';

/** The pages' imports but /order's: a chunk of their own, fetched once (page-loaders.ts). */
const loadPageLoaders = () => import('./page-loaders.ts');

function laterPage(path: LaterPath): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: await (await loadPageLoaders()).PAGE_LOADERS[path]() }));
}

const isLater = (path: AppPath): path is LaterPath => path !== PATHS.order;

const PAGES: Record<AppPath, LazyExoticComponent<ComponentType>> = {
  // Every visitor's landing page: imported from the entry, so nothing stands before its chunk.
  [PATHS.order]: lazyPage(() => import('../features/order/components/order-page.tsx'), 'OrderPage'),
  ...(Object.fromEntries(
    Object.values(PATHS)
      .filter(isLater)
      .map((path) => [path, laterPage(path)]),
  ) as Record<LaterPath, LazyExoticComponent<ComponentType>>),
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
  const routed = state !== 'loading';
  // Once the first page is on its way, the other pages' imports follow, so a link to one of them
  // waits for that page's chunk alone, as when the entry carried them (page-loaders.ts).
  useEffect(() => {
    if (routed) loadPageLoaders().catch(() => undefined);
  }, [routed]);
  if (!routed) return <SessionLoading />;
  return <Suspense fallback={<LoadingState fullPage />}>{element}</Suspense>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
