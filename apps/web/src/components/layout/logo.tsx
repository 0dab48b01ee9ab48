import { Link } from 'react-router';
import type { SessionState } from '@smm/contract/enums';
import { PATHS, SITE_ROOT, type AppHref } from '../../lib/paths.ts';

/** The logo leads into the store for guests and members, otherwise to the site root. */
export function logoTarget(state: SessionState): AppHref {
  return state === 'guest' || state === 'authorization' ? PATHS.order : SITE_ROOT;
}

/** The logo's mark, drawn in the operator's main colour (also the console's settings preview). */
export function LogoMark() {
  return (
    <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" style={{ fill: 'var(--main)' }} />
      <path
        d="M9 20.5 14 15l3.5 3.5L23 12"
        fill="none"
        style={{ stroke: 'var(--main-contrast)' }}
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M18.5 12H23v4.5"
        fill="none"
        style={{ stroke: 'var(--main-contrast)' }}
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ state, company }: { state: SessionState; company: string | undefined }) {
  return (
    <Link to={logoTarget(state)} className="logo" aria-label={company ? `${company} 홈` : '홈'}>
      <LogoMark />
      {company ? <span className="logo__text">{company}</span> : null}
    </Link>
  );
}
