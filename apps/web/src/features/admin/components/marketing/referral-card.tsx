import { ErrorNotice } from '../../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../../components/ui/loading-state.tsx';
import { useReferralSettings } from '../../api/marketing/referral.ts';
import { PayoutTable } from './payout-table.tsx';
import { ReferralSettingsForm } from './referral-settings-form.tsx';

/** 추천인 수익: the commission terms and the payout requests waiting for a decision. */
export function ReferralCard() {
  const query = useReferralSettings();
  return (
    <section className="card marketing-card" aria-labelledby="marketing-referral-title" id="referral">
      <h2 id="marketing-referral-title">추천인 수익</h2>
      <p className="field__hint">
        추천 코드로 가입한 회원의 충전(또는 완료된 주문)마다 추천인에게 수익이 적립됩니다. 주문 기준이면 환불
        때 함께 회수됩니다.
      </p>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ReferralSettingsForm initial={query.data} />
      )}
      <PayoutTable />
    </section>
  );
}
