import type { AdminProviderRow, ProviderTestResult } from '@smm/contract/admin-providers';
import { formatCount, formatDateTime } from '@smm/contract/format';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useTestProvider } from '../../api/test-provider.ts';
import { formatProviderMoney } from '../money/provider-money.ts';

/**
 * "연결 확인": asks the provider for its balance and services now and shows what came back. The
 * result sits in a live region, so a screen reader hears it when it arrives.
 */
export function ProviderConnectionCheck({ provider }: { provider: AdminProviderRow }) {
  const toast = useToast();
  const test = useTestProvider(provider.id);
  const run = () =>
    test.mutate(undefined, {
      onError: (error) => toast.show(apiErrorMessage(error, '연결을 확인하지 못했습니다.'), 'error'),
    });
  return (
    <div className="provider-connection-check">
      <button
        type="button"
        className="button button--primary"
        disabled={test.isPending}
        aria-label={`${provider.name} 연결 확인`}
        onClick={run}
      >
        {test.isPending ? '확인 중…' : '연결 확인'}
      </button>
      <div role="status" aria-live="polite" className="provider-connection-check__result">
        {test.isPending ? (
          <p className="provider-connection-check__note">공급처에 잔액과 서비스 목록을 묻는 중입니다…</p>
        ) : test.data ? (
          <TestResult result={test.data} />
        ) : null}
      </div>
    </div>
  );
}

function TestResult({ result }: { result: ProviderTestResult }) {
  const at = formatDateTime(result.checkedAt);
  if (!result.ok)
    return (
      <p className="provider-connection-check__outcome provider-connection-check__outcome--failed">
        <strong>연결 실패</strong> {result.message}{' '}
        <span className="provider-connection-check__at">({at})</span>
      </p>
    );
  return (
    <p className="provider-connection-check__outcome provider-connection-check__outcome--ok">
      <strong>연결 성공</strong> 잔액 {formatProviderMoney(String(result.balance), result.currency || 'KRW')},
      서비스 {formatCount(result.serviceCount)}개{' '}
      <span className="provider-connection-check__at">({at})</span>
    </p>
  );
}
