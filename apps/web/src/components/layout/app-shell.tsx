import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingState } from '../ui/loading-state.tsx';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { FloatingWidgets } from './floating-widgets.tsx';
import { useScrollRestoration } from '../../lib/use-scroll-restoration.ts';

export function AppShell() {
  useScrollRestoration();
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
      <Footer />
      <FloatingWidgets />
    </div>
  );
}
