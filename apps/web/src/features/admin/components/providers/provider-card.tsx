import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PROVIDER_KIND_LABELS, type AdminProviderRow } from '@smm/contract/admin-providers';
import { ADMIN_PROVIDER_MESSAGES as M } from '@smm/contract/admin-providers-messages';
import { formatDateTime } from '@smm/contract/format';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useUpdateProvider } from '../../api/update-provider.ts';
import { TwoStepConfirm } from '../members/two-step-confirm.tsx';
import { ProviderForm } from './provider-form.tsx';
import { ProviderConnectionCheck } from './provider-connection-check.tsx';
import { formatProviderMoney } from '../money/provider-money.ts';
import { ADMIN_EXCHANGE_RATES_PATH, providerImportPath } from '../../admin-paths.ts';

/** A foreign currency links to its exchange rate: every won price of this provider depends on it. */
function CurrencyFact({ currency }: { currency: string }) {
  if (currency === 'KRW') return <>KRW (원화)</>;
  return (
    <>
      {currency} ·{' '}
      <Link className="text-link" to={ADMIN_EXCHANGE_RATES_PATH}>
        환율 보기
      </Link>
    </>
  );
}

/** One provider: its connection (key masked), balance and state, with its actions; or its edit form. */
export function ProviderCard({ provider }: { provider: AdminProviderRow }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (!editing && returnFocus.current) editButton.current?.focus();
  }, [editing]);

  if (editing)
    return (
      <li className="provider-list__item">
        <ProviderForm
          provider={provider}
          onDone={() => {
            returnFocus.current = true;
            setEditing(false);
          }}
        />
      </li>
    );
  return (
    <li className="provider-list__item">
      <ProviderSummary provider={provider}>
        <button
          ref={editButton}
          type="button"
          className="button button--secondary"
          aria-label={`${provider.name} 수정`}
          onClick={() => setEditing(true)}
        >
          수정
        </button>
      </ProviderSummary>
    </li>
  );
}

function ProviderSummary({ provider, children }: { provider: AdminProviderRow; children: ReactNode }) {
  const titleId = useId();
  const rows: [string, ReactNode][] = [
    ['API 주소', provider.apiUrl ?? '내장 (주소 없음)'],
    ['API 키', provider.apiKeyMasked ?? '없음'],
    ['통화', <CurrencyFact key="currency" currency={provider.currency} />],
    ['잔액', <Balance key="balance" provider={provider} />],
    [
      '잔액 확인',
      provider.balanceCheckedAt ? formatDateTime(provider.balanceCheckedAt) : '아직 확인하지 않음',
    ],
    [
      '잔액 알림 기준',
      provider.lowBalanceThreshold === null
        ? '없음'
        : formatProviderMoney(String(provider.lowBalanceThreshold), provider.currency),
    ],
  ];
  return (
    <article className="card provider-card" aria-labelledby={titleId}>
      <div className="provider-card__head">
        <h2 className="card__title provider-card__title" id={titleId}>
          {provider.name}
        </h2>
        <span className="admin-tag">{PROVIDER_KIND_LABELS[provider.kind]}</span>
        <span className={provider.enabled ? 'provider-state provider-state--on' : 'provider-state'}>
          {provider.enabled ? '사용 중' : '사용 중지'}
        </span>
        {provider.lowBalance ? <span className="admin-badge admin-badge--warn">잔액 부족</span> : null}
      </div>
      <dl className="info-list provider-card__info">
        {rows.map(([term, value]) => (
          <div className="info-list__row" key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {provider.balanceError ? (
        <p className="provider-card__error">
          <strong>마지막 잔액 확인 실패</strong> {provider.balanceError}
        </p>
      ) : null}
      <ProviderConnectionCheck provider={provider} />
      <div className="provider-card__actions">
        {children}
        <EnabledSwitch provider={provider} />
        <Link
          className="button button--secondary"
          to={providerImportPath(provider.id)}
          aria-label={`${provider.name} 서비스 가져오기`}
        >
          서비스 가져오기
        </Link>
      </div>
    </article>
  );
}

function Balance({ provider }: { provider: AdminProviderRow }) {
  if (provider.balance === null) return <>확인 전</>;
  return (
    <span className={provider.lowBalance ? 'provider-card__balance--low' : undefined}>
      {formatProviderMoney(String(provider.balance), provider.currency)}
    </span>
  );
}

/** Turning a provider off stops new orders going to it, so it asks first; turning on does not. */
function EnabledSwitch({ provider }: { provider: AdminProviderRow }) {
  const toast = useToast();
  const update = useUpdateProvider(provider.id);
  const set = (enabled: boolean) =>
    update.mutate(
      { enabled },
      {
        onSuccess: () => toast.show(enabled ? M.enabled : M.disabled, 'success'),
        onError: (error) => toast.show(apiErrorMessage(error, '처리하지 못했습니다.'), 'error'),
      },
    );
  if (!provider.enabled)
    return (
      <button
        type="button"
        className="button button--secondary"
        disabled={update.isPending}
        aria-label={`${provider.name} 다시 사용`}
        onClick={() => set(true)}
      >
        다시 사용
      </button>
    );
  return (
    <TwoStepConfirm
      label="사용 중지"
      accessibleName={`${provider.name} 사용 중지`}
      question="사용을 중지하면 이 공급처로 새 주문을 보내지 않고, 보낸 주문의 상태 확인도 멈춥니다. 다시 사용하면 이어서 처리합니다."
      confirmLabel="사용 중지 확인"
      pending={update.isPending}
      onConfirm={() => set(false)}
    />
  );
}
