import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { DarkModeToggle } from '../../../components/layout/floating-widgets.tsx';
import { ADMIN_NAV_ITEMS } from '../admin-nav.ts';
import { useFocusTrap } from '../hooks/use-focus-trap.ts';
import './admin.css';

function AdminNavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="admin-nav__list">
      {ADMIN_NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className="admin-nav__link" onClick={onNavigate}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The operator console's frame: a side navigation on wide screens that becomes a menu under
 * 1280 px, a top bar with the operator's id and a way back to the storefront.
 */
export function AdminLayout() {
  const { profile } = useSession();
  const { pathname } = useLocation();
  // The menu is open only on the path it was opened on, so any navigation (back too) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  useFocusTrap(menuOpen, menuRef, buttonRef);

  // Escape closes the open menu from anywhere (the focus is trapped in it) and returns to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-content">
        본문 바로가기
      </a>
      <header className="admin-bar">
        <Link to="/admin" className="admin-bar__brand">
          운영자 콘솔
        </Link>
        <div className="admin-bar__side">
          <span className="admin-bar__who">{profile?.id}</span>
          <DarkModeToggle className="admin-bar__icon" />
          <Link to="/order" className="button button--ghost button--small">
            스토어로
          </Link>
          <button
            ref={buttonRef}
            type="button"
            className="admin-bar__menu"
            aria-label={menuOpen ? '메뉴 닫기' : '메뉴 열기'}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? '닫기' : '메뉴'}
          </button>
        </div>
      </header>
      <div id={menuId} ref={menuRef} className="admin-menu" hidden={!menuOpen}>
        {menuOpen ? (
          <nav aria-label="운영자 메뉴">
            <AdminNavList />
          </nav>
        ) : null}
      </div>
      <div className="admin-body">
        <nav className="admin-nav" aria-label="운영자 메뉴">
          <AdminNavList />
        </nav>
        <main id="admin-content" className="admin-main" tabIndex={-1}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
