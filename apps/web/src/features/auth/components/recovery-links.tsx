import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths.ts';

/** '아이디 찾기 | 비밀번호 찾기' under the login form (and after a found id). */
export function RecoveryLinks() {
  return (
    <nav className="recovery-links" aria-label="계정 찾기">
      <Link to={PATHS.findId} className="text-link">
        아이디 찾기
      </Link>
      <span aria-hidden="true">|</span>
      <Link to={PATHS.resetPassword} className="text-link">
        비밀번호 찾기
      </Link>
    </nav>
  );
}
