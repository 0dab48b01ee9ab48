import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { useQnas } from '../api/get-qnas.ts';
import { QnaAccordion } from './qna-accordion.tsx';
import './qna.css';

export function QnaPage() {
  const qnas = useQnas();
  return (
    <div className="page page--narrow">
      <PageHeader
        title="자주 묻는 질문"
        description="주문, 충전, 환불에 대해 회원님들이 자주 묻는 질문을 모았습니다."
      />
      <section className="card">
        {qnas.isPending ? (
          <LoadingState />
        ) : qnas.isError ? (
          <ErrorNotice error={qnas.error} onRetry={() => void qnas.refetch()} />
        ) : qnas.data.length === 0 ? (
          <p className="empty-text">등록된 질문이 없습니다.</p>
        ) : (
          <QnaAccordion items={qnas.data} />
        )}
      </section>
    </div>
  );
}
