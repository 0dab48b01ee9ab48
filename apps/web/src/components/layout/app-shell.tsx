import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../ui/loading-state.tsx';
import { Header } from './header.tsx';
import { FloatingWidgets } from './floating-widgets.tsx';
import { lazyPage } from '../../lib/lazy-page.ts';
import { useScrollRestoration } from '../../lib/use-scroll-restoration.ts';
import { useProfileRefreshOnPageOpen } from '../../lib/session/use-profile-refresh.ts';

/**
 * The footer sits below the fold (the main area is at least a screen tall), so it is fetched after
 * the first paint instead of riding in the entry every first visit pays for (web-speed.md).
 */
const Footer = lazyPage(() => import('./footer.tsx'), 'Footer');

export function AppShell() {
  useScrollRestoration();
  useProfileRefreshOnPageOpen();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main-content">
        본문 바로가기
      </a>
      <Header />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <FloatingWidgets />
    </div>
  );
}
