import { PageHeader } from '../../../components/ui/page-header.tsx';
import { CouponsCard } from '../components/marketing/coupons-card.tsx';
import { DepositBonusCard } from '../components/marketing/deposit-bonus-card.tsx';
import { GradesCard } from '../components/marketing/grades-card.tsx';
import { MarketingReport } from '../components/marketing/marketing-report.tsx';
import { ReferralCard } from '../components/marketing/referral-card.tsx';
import '../components/marketing/marketing.css';

const SECTIONS = [
  ['#report', '비용 리포트'],
  ['#bonus', '충전 보너스'],
  ['#coupons', '쿠폰'],
  ['#grades', '회원 등급'],
  ['#referral', '추천인 수익'],
] as const;

/**
 * /admin/marketing (issue 35): what the growth levers cost, and each lever's settings. Every change
 * is confirmed in place before it is sent, and the server records it in the audit log.
 */
export function MarketingPage() {
  return (
    <section className="page marketing-page">
      <PageHeader
        title="마케팅"
        description="충전 보너스, 쿠폰, 회원 등급, 추천인 수익을 설정하고 비용을 봅니다. 모든 변경은 감사 로그에 남습니다."
      />
      <nav className="chips marketing-nav" aria-label="마케팅 섹션">
        {SECTIONS.map(([href, label]) => (
          <a key={href} className="chip" href={href}>
            {label}
          </a>
        ))}
      </nav>
      <MarketingReport />
      <DepositBonusCard />
      <CouponsCard />
      <GradesCard />
      <ReferralCard />
    </section>
  );
}
