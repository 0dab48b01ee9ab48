import { Link } from 'react-router';
import {
  PRICE_SYNC_MODE_LABELS,
  type PriceSyncMode,
  type PriceSyncProvider,
  type PriceSyncResult,
} from '@smm/contract/admin-import';
import { ADMIN_IMPORT_MESSAGES as M } from '@smm/contract/admin-import-messages';
import { formatCount, formatDateTime } from '@smm/contract/format';
import { MESSAGES } from '@smm/contract/messages';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useSetPriceSyncMode } from '../../api/set-price-sync-mode.ts';
import { useSyncPrices } from '../../api/sync-prices.ts';

const MODES = Object.keys(PRICE_SYNC_MODE_LABELS) as PriceSyncMode[];

/** '확인 3개 · 반영 1개 · 검토 대기 1개' from what one sync did. */
export function syncSummary(r: PriceSyncResult): string {
  const parts: [string, number][] = [
    ['확인', r.checked],
    ['바로 반영', r.applied],
    ['검토 대기', r.pending],
    ['숨김', r.hidden],
    ['다시 나타남', r.returned],
    ['단가 읽기 실패', r.unreadable],
  ];
  return parts
    .filter(([label, n]) => label === '확인' || n > 0)
    .map(([label, n]) => `${label} ${formatCount(n)}개`)
    .join(' · ');
}

/** One card per provider: how its new rates reach our prices, the last check, and the sync button. */
export function PriceSyncProviders({ providers }: { providers: readonly PriceSyncProvider[] }) {
  const toast = useToast();
  const setMode = useSetPriceSyncMode();
  const sync = useSyncPrices();
  if (providers.length === 0) return <p className="empty-text">등록된 공급처가 없습니다.</p>;
  return (
    <ul className="sync-providers">
      {providers.map((p) => (
        <li key={p.id} className="card sync-provider" aria-label={`공급처 ${p.name}`}>
          <div className="sync-provider__head">
            <strong>{p.name}</strong>
            {p.enabled ? null : <span className="admin-tag">사용 중지</span>}
            <span className="sync-provider__kind">
              {p.kind === 'simulator' ? '내장 시뮬레이터' : 'API v2'}
            </span>
          </div>
          <dl className="sync-provider__facts">
            <div>
              <dt>가져온 서비스</dt>
              <dd>{formatCount(p.importedServices)}개</dd>
            </div>
            <div>
              <dt>검토 대기</dt>
              <dd>{formatCount(p.pendingChanges)}건</dd>
            </div>
            <div className="sync-provider__wide">
              <dt>마지막 확인</dt>
              <dd>{p.checkedAt ? formatDateTime(p.checkedAt) : '아직 없음'}</dd>
            </div>
            {p.error ? (
              <div className="sync-provider__wide">
                <dt>마지막 오류</dt>
                <dd className="sync-provider__error">{p.error}</dd>
              </div>
            ) : null}
          </dl>
          <label className="admin-filter">
            <span>단가가 바뀌면</span>
            <select
              value={p.mode}
              aria-label={`${p.name} 단가 변경 반영 방식`}
              disabled={setMode.isPending}
              onChange={(event) =>
                setMode.mutate(
                  { providerId: p.id, mode: event.target.value as PriceSyncMode },
                  {
                    onSuccess: () => toast.show(M.modeSaved, 'success'),
                    onError: (error) => toast.show(apiErrorMessage(error, MESSAGES.server.internal), 'error'),
                  },
                )
              }
            >
              {MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {PRICE_SYNC_MODE_LABELS[mode]}
                </option>
              ))}
            </select>
          </label>
          <div className="sync-provider__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={!p.enabled || sync.isPending}
              aria-label={`${p.name} 지금 동기화`}
              onClick={() =>
                sync.mutate(p.id, {
                  onSuccess: (result) => toast.show(`${p.name}: ${syncSummary(result)}`, 'success'),
                  onError: (error) => toast.show(apiErrorMessage(error, MESSAGES.server.internal), 'error'),
                })
              }
            >
              {sync.isPending && sync.variables === p.id ? '동기화 중…' : '지금 동기화'}
            </button>
            {p.enabled ? (
              <Link
                className="button button--secondary"
                to={`/admin/providers/${p.id}/import`}
                aria-label={`${p.name} 서비스 가져오기`}
              >
                서비스 가져오기
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
