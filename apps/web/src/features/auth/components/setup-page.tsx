import { Link, useSearchParams } from 'react-router';
import { SETUP_MESSAGES } from '@smm/contract/setup-messages';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { useSetupStatus } from '../api/get-setup-status.ts';
import { AuthCard } from './auth-card.tsx';
import { SetupForm } from './setup-form.tsx';

/**
 * /setup: a new store's first operator, made in the browser from the link its start-up log printed
 * (docs/decisions/first-run.md). Once an operator exists the page only points at the login.
 */
export function SetupPage() {
  const [params] = useSearchParams();
  const status = useSetupStatus();
  return (
    <AuthCard
      title="상점 설정"
      description="운영자 계정과 상점 정보를 입력하면 바로 운영을 시작할 수 있습니다."
    >
      {status.isPending ? (
        <LoadingState label="상점 상태를 확인하는 중입니다" />
      ) : status.error ? (
        <ErrorNotice error={status.error} onRetry={() => void status.refetch()} />
      ) : status.data.needed ? (
        <SetupForm token={params.get('token')?.trim() ?? ''} />
      ) : (
        <p className="auth-card__footer">
          {SETUP_MESSAGES.alreadyDone}{' '}
          <Link to={PATHS.login} className="text-link">
            로그인
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
