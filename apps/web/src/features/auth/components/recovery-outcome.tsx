import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';

/** What a recovery step answered, in place of its form; announced to screen readers. */
export function RecoveryOutcome({ children }: { children: ReactNode }) {
  return (
    <div className="recovery-outcome" role="status">
      {children}
      <Link to={PATHS.login} className="button button--primary button--large button--block">
        로그인하러 가기
      </Link>
    </div>
  );
}
