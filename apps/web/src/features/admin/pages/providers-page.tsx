import { useEffect, useRef, useState } from 'react';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useProviders } from '../api/get-providers.ts';
import { ProviderCard } from '../components/providers/provider-card.tsx';
import { ProviderForm } from '../components/providers/provider-form.tsx';
import '../components/members/members.css';
import '../components/providers/providers.css';

/** /admin/providers: the upstream panels orders go to, their balance and connection. */
export function ProvidersPage() {
  const providers = useProviders();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!adding && returnFocus.current) addButton.current?.focus();
  }, [adding]);

  return (
    <section className="page">
      <PageHeader
        title="공급처 관리"
        description="주문을 보낼 공급처(SMM 패널)를 연결하고, 연결 상태와 잔액을 확인합니다. 잔액은 몇 분마다 자동으로 다시 확인합니다."
        actions={
          adding ? null : (
            <button
              ref={addButton}
              type="button"
              className="button button--primary"
              onClick={() => setAdding(true)}
            >
              공급처 추가
            </button>
          )
        }
      />
      {adding ? (
        <div className="provider-add">
          <ProviderForm
            onDone={() => {
              returnFocus.current = true;
              setAdding(false);
            }}
          />
        </div>
      ) : null}
      {providers.isPending ? (
        <LoadingState />
      ) : providers.error ? (
        <ErrorNotice error={providers.error} />
      ) : providers.data.length === 0 ? (
        <p className="card empty-text">
          등록된 공급처가 없습니다. &lsquo;공급처 추가&rsquo;로 SMM 패널이나 내장 시뮬레이터를 연결하세요.
        </p>
      ) : (
        <ul className="provider-list" aria-label="공급처 목록">
          {providers.data.map((provider) => (
            <ProviderCard key={provider.id} provider={provider} />
          ))}
        </ul>
      )}
    </section>
  );
}
