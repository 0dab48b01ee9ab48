import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { isEnabled } from '@smm/contract/settings-map';
import { useSession } from '../../lib/session/use-session.ts';
import { useSettings } from '../../lib/settings/get-settings.ts';
import { formatPoint } from '../../lib/format-point.ts';
import { ADMIN_PATH, PATHS } from '../../lib/paths.ts';
import { Logo } from './logo.tsx';
import { memberNavItems } from './nav-items.ts';
import './header.css';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** The links and account box; rendered in the bar (desktop) and in the menu panel (narrow). */
function HeaderContent({ onNavigate }: { onNavigate?: () => void }) {
  const { state, profile, enterGuest } = useSession();
  const settings = useSettings();
  const navigate = useNavigate();

  if (state === 'authorization') {
    return (
      <>
        <ul className="site-nav__list">
          {memberNavItems(isEnabled(settings, 'ENABLE_QNA')).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="site-nav__link" onClick={onNavigate}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {profile?.isAdmin ? (
          // A plain link: the console's code loads only when an operator follows it.
          <Link to={ADMIN_PATH} className="button button--ghost button--small" onClick={onNavigate}>
            운영자 콘솔
          </Link>
        ) : null}
        <div className="balance">
          <span className="balance__label">보유 포인트</span>
          <strong className="balance__value">{profile ? formatPoint(profile.point) : '-'}</strong>
          <Link to={PATHS.point} className="button button--primary button--small" onClick={onNavigate}>
            충전
          </Link>
        </div>
      </>
    );
  }

  return (
    <ul className="site-nav__list site-nav__list--auth">
      {state === 'unAuthorization' ? (
        <li>
          <Link
            to={PATHS.order}
            className="site-nav__link"
            onClick={(event) => {
              event.preventDefault();
              enterGuest();
              onNavigate?.();
              void navigate(PATHS.order);
            }}
          >
            둘러보기
          </Link>
        </li>
      ) : null}
      <li>
        <NavLink to={PATHS.login} className="site-nav__link" onClick={onNavigate}>
          로그인
        </NavLink>
      </li>
      <li>
        <Link to={PATHS.register} className="button button--primary button--small" onClick={onNavigate}>
          회원가입
        </Link>
      </li>
    </ul>
  );
}

export function Header() {
  const { state } = useSession();
  const settings = useSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const closeMenu = () => setMenuOpen(false);
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setMenuOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo state={state} company={settings.COMPANY} />
        <nav className="site-nav" aria-label="주요 메뉴">
          <HeaderContent />
        </nav>
        <button
          ref={buttonRef}
          type="button"
          className="menu-button"
          aria-label={menuOpen ? '메뉴 닫기' : '메뉴 열기'}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </button>
      </div>
      <div id={menuId} className="mobile-menu" hidden={!menuOpen} onKeyDown={onMenuKeyDown}>
        {menuOpen ? (
          <nav className="mobile-menu__nav" aria-label="모바일 메뉴">
            <HeaderContent onNavigate={closeMenu} />
          </nav>
        ) : null}
      </div>
    </header>
  );
}
