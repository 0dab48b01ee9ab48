import { Link, useParams } from 'react-router';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useMember } from '../api/get-member.ts';
import { MemberActionsCard } from '../components/members/member-actions-card.tsx';
import { MemberOrdersTable, MemberTopupsTable } from '../components/members/member-activity-tables.tsx';
import { MemberAdjustForm } from '../components/members/member-adjust-form.tsx';
import { MemberLedgerTable } from '../components/members/member-ledger-table.tsx';
import { MemberPricingCard } from '../components/members/member-pricing-card.tsx';
import { MemberProfileCard } from '../components/members/member-profile-card.tsx';
import { MemberRecoveryCard } from '../components/members/member-recovery-card.tsx';
import '../components/members/members.css';
import '../components/marketing/marketing.css';

/**
 * /admin/members/:id: profile, balance adjustment, state actions, grade and prices (issue 35),
 * ledger, orders and top-ups.
 */
export function MemberDetailPage() {
  const id = Number(useParams().id);
  const member = useMember(id);

  return (
    <section className="page member-detail">
      <p>
        <Link className="text-link" to="/admin/members">
          ← 회원 목록
        </Link>
      </p>
      <PageHeader
        title={member.data ? `회원 ${member.data.loginId ?? `#${member.data.id}`}` : '회원 상세'}
        description="잔액 조정과 차단은 감사 로그에 기록됩니다."
      />
      {member.isPending ? (
        <LoadingState />
      ) : member.error ? (
        <ErrorNotice error={member.error} />
      ) : (
        <>
          <div className="member-detail__top">
            <MemberProfileCard member={member.data} />
            <div className="member-detail__side">
              {member.data.state === 'deleted' ? null : <MemberAdjustForm memberId={id} />}
              <MemberActionsCard member={member.data} />
              <MemberRecoveryCard member={member.data} />
            </div>
          </div>
          {member.data.state === 'deleted' ? null : <MemberPricingCard memberId={id} />}
          <section>
            <h2>포인트 원장</h2>
            <MemberLedgerTable memberId={id} />
          </section>
          <section>
            <h2>최근 주문</h2>
            <MemberOrdersTable orders={member.data.orders} />
          </section>
          <section>
            <h2>충전 내역</h2>
            <MemberTopupsTable topups={member.data.topups} />
          </section>
        </>
      )}
    </section>
  );
}
