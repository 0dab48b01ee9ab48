import { useSearchParams } from 'react-router';
import { MESSAGES } from '@smm/contract/messages';
import { GuestInvitation } from '../../../components/ui/guest-invitation.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useSession } from '../../../lib/session/use-session.ts';
import { InquiryForm } from './inquiry-form.tsx';
import { InquiryList } from './inquiry-list.tsx';
import { InquiryThread } from './inquiry-thread.tsx';
import { queryId } from './inquiry-path.ts';
import './inquiry.css';

/**
 * 1:1 문의 (issue 36): `/inquiry` lists the member's inquiries and the form; `?id=` opens a
 * thread; `?order=` or `?topup=` (the history rows' '문의하기') opens the form about that row.
 * A guest or signed-out visitor is told it needs an account and nothing is fetched.
 */
export function InquiryPage() {
  const { state } = useSession();
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  const order = queryId(params.get('order'));
  const topup = queryId(params.get('topup'));
  const subject = order !== null ? `order:${order}` : topup !== null ? `topup:${topup}` : '';

  return (
    <div className="page page--narrow inquiry-page">
      <PageHeader
        title="1:1 문의"
        description="주문, 충전·환불, 계정에 대해 궁금한 점을 남겨 주시면 운영자가 답변해 드립니다."
      />
      {state !== 'authorization' ? (
        <section className="card" aria-label="1:1 문의 안내">
          <p className="notice-inline" role="status">
            {MESSAGES.account.guestRefused}
          </p>
          <GuestInvitation />
        </section>
      ) : id !== null ? (
        <InquiryThread key={id} id={id} />
      ) : subject ? (
        <>
          <InquiryForm key={subject} subject={subject} />
          <InquiryList />
        </>
      ) : (
        <>
          <InquiryList />
          <InquiryForm subject="" />
        </>
      )}
    </div>
  );
}
