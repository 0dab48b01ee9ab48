import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
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

/**
 * The member's points with the charge link (spec section 2). One element for every width: at the
 * end of the bar on desktop, beside the menu button under 1280 px (docs/decisions/phone-layout.md).
 */
function Balance() {
  const { state, profile } = useSession();
  if (state !== 'authorization') return null;
  return (
    <div className="balance">
      <span className="balance__label">보유 포인트</span>
      <strong className="balance__value">{profile ? formatPoint(profile.point) : '-'}</strong>
      <Link to={PATHS.point} className="button button--primary button--small">
        충전
      </Link>
    </div>
  );
}

/** The links; rendered in the bar (desktop) and in the menu panel (narrow). */
function HeaderContent() {
  const { state, profile, enterGuest } = useSession();
  const settings = useSettings();
  const navigate = useNavigate();

  if (state === 'authorization') {
    return (
      <>
        <ul className="site-nav__list">
          {memberNavItems(isEnabled(settings, 'ENABLE_QNA')).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="site-nav__link">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {profile?.isAdmin ? (
          // A plain link: the console's code loads only when an operator follows it.
          <Link to={ADMIN_PATH} className="button button--ghost button--small">
            운영자 콘솔
          </Link>
        ) : null}
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
              void navigate(PATHS.order);
            }}
          >
            둘러보기
          </Link>
        </li>
      ) : null}
      <li>
        <NavLink to={PATHS.login} className="site-nav__link">
          로그인
        </NavLink>
      </li>
      <li>
        <Link to={PATHS.register} className="button button--primary button--small">
          회원가입
        </Link>
      </li>
    </ul>
  );
}

export function Header() {
  const { state } = useSession();
  const settings = useSettings();
  const { key } = useLocation();
  // The menu belongs to the page it was opened on: any navigation (a link, back, forward) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === key;
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const close = () => setOpenOn(null);
  // While the menu is open, Escape closes it and Tab cycles through the menu button and its links.
  const onKeyDown = (event: KeyboardEvent) => {
    const button = buttonRef.current;
    if (!menuOpen || !button || !menuRef.current) return;
    if (event.key === 'Escape') {
      close();
      button.focus();
    } else if (event.key === 'Tab') {
      const items = [button, ...menuRef.current.querySelectorAll<HTMLElement>('a[href], button')];
      const last = items.length - 1;
      const at = items.indexOf(document.activeElement as HTMLElement);
      const wrapTo = at < 0 ? 0 : event.shiftKey && at === 0 ? last : !event.shiftKey && at === last ? 0 : -1;
      if (wrapTo >= 0) {
        event.preventDefault();
        items[wrapTo]?.focus();
      }
    }
  };
  // A tap or click outside the header (focus leaving it) closes the menu too.
  const onBlur = (event: FocusEvent) => {
    if (menuOpen && !event.currentTarget.contains(event.relatedTarget)) close();
  };

  return (
    <header className="site-header" onKeyDown={onKeyDown} onBlur={onBlur}>
      <div className="site-header__inner">
        <Logo state={state} company={settings.COMPANY} />
        <nav className="site-nav" aria-label="주요 메뉴">
          <HeaderContent />
        </nav>
        <Balance />
        <button
          ref={buttonRef}
          type="button"
          className="menu-button"
          aria-label={menuOpen ? '메뉴 닫기' : '메뉴 열기'}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setOpenOn(menuOpen ? null : key)}
        >
          <MenuIcon open={menuOpen} />
        </button>
      </div>
      <div id={menuId} ref={menuRef} className="mobile-menu" hidden={!menuOpen}>
        {menuOpen ? (
          <nav className="mobile-menu__nav" aria-label="모바일 메뉴">
            <HeaderContent />
          </nav>
        ) : null}
      </div>
    </header>
  );
}
