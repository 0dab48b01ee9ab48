import { Link, useParams } from 'react-router';
import { formatDateTime } from '@smm/contract/format';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useImportTargets } from '../api/get-import-targets.ts';
import { useProviderCatalog, useRefreshProviderCatalog } from '../api/get-provider-catalog.ts';
import { ImportForm } from '../components/import/import-form.tsx';
import '../components/import/import-console.css';

/**
 * /admin/providers/:id/import: a provider's whole catalogue (thousands of services), searched and
 * filtered in memory, picked whole upstream categories at a time, mapped to our platforms and
 * categories, priced with a markup in won and imported in one call.
 */
export function ProviderImportPage() {
  const providerId = Number(useParams().id);
  const toast = useToast();
  const catalog = useProviderCatalog(providerId);
  const targets = useImportTargets();
  const refresh = useRefreshProviderCatalog(providerId);
  const title = catalog.data ? `서비스 가져오기: ${catalog.data.provider.name}` : '서비스 가져오기';
  return (
    <section className="page">
      <PageHeader
        title={title}
        description="공급처의 서비스를 골라 공급처 분류마다 우리 카테고리를 정하고, 마진을 붙여 한 번에 가져옵니다. 가져온 서비스의 판매가는 공급처 단가와 환율을 따라 바뀝니다."
        actions={
          <>
            <button
              type="button"
              className="button button--secondary"
              disabled={refresh.isPending || !catalog.data}
              onClick={() =>
                refresh.mutate(undefined, {
                  onError: (error) =>
                    toast.show(apiErrorMessage(error, '공급처 목록을 읽지 못했습니다.'), 'error'),
                })
              }
            >
              {refresh.isPending ? '읽는 중…' : '공급처에서 다시 읽기'}
            </button>
            <Link className="button button--secondary" to="/admin/price-changes">
              가격 동기화
            </Link>
          </>
        }
      />
      {catalog.data ? (
        <p className="import-fetched">
          공급처 서비스 {catalog.data.total.toLocaleString('ko-KR')}개 · 읽은 시각{' '}
          {formatDateTime(catalog.data.fetchedAt)}
        </p>
      ) : null}
      {catalog.isPending || targets.isPending ? (
        <LoadingState />
      ) : catalog.error || targets.error ? (
        <ErrorNotice
          error={catalog.error ?? targets.error}
          onRetry={() => void Promise.all([catalog.refetch(), targets.refetch()])}
        />
      ) : (
        <ImportForm providerId={providerId} catalog={catalog.data} targets={targets.data} />
      )}
    </section>
  );
}
