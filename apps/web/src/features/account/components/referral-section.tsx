import { MESSAGES } from '@smm/contract/messages';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useGuestGuard } from '../../../lib/use-guest-guard.ts';
import { useIssueReferralCode } from '../api/issue-referral-code.ts';

/** The member's referral code (ENABLE_REFERRAL); the issue button only while none exists. */
export function ReferralSection({ referralCode }: { referralCode: string | null }) {
  const issue = useIssueReferralCode();
  const refuseGuest = useGuestGuard();
  const toast = useToast();

  const onIssue = () => {
    if (issue.isPending || refuseGuest()) return;
    issue.mutate(undefined, {
      onError: (error) => toast.show(apiErrorMessage(error, MESSAGES.server.internal), 'error'),
    });
  };

  return (
    <section className="card" aria-labelledby="account-referral-title">
      <h2 id="account-referral-title" className="card__title">
        추천인 코드
      </h2>
      <p className="card__lead">가입할 때 이 코드를 입력한 회원이 추천인으로 등록됩니다.</p>
      <div className="key-box">
        <div className="key-box__main" aria-live="polite">
          {referralCode ? (
            <code className="key-box__value">{referralCode}</code>
          ) : (
            <span className="key-box__empty">발급된 추천인 코드가 없습니다.</span>
          )}
        </div>
        {referralCode ? (
          <CopyButton value={referralCode} ariaLabel="추천인 코드 복사" />
        ) : (
          <button
            type="button"
            className="button button--primary button--small"
            disabled={issue.isPending}
            onClick={onIssue}
          >
            {issue.isPending ? '발급 중…' : '추천인 코드 발급'}
          </button>
        )}
      </div>
    </section>
  );
}
