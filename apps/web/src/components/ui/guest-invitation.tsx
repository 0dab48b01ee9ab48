import { Link } from 'react-router';
import { PATHS } from '../../lib/paths.ts';

/**
 * Shown where a guest pressed an action that needs an account, after `useGuestGuard()` toasted
 * '둘러보기 상태에서는 불가능 합니다': the way on is to log in or sign up.
 */
export function GuestInvitation({ className }: { className?: string }) {
  return (
    <p className={className}>
      <Link to={PATHS.login} className="text-link">
        로그인
      </Link>{' '}
      또는{' '}
      <Link to={PATHS.register} className="text-link">
        회원가입
      </Link>
      하면 이용할 수 있습니다.
    </p>
  );
}
