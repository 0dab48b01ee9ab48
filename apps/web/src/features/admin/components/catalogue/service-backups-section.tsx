import { useId, useState, type FormEvent } from 'react';
import type { AdminCatalogue } from '@smm/contract/admin-catalogue';
import { type ServiceBackups } from '@smm/contract/admin-service-backups';
import { MAX_SERVICE_BACKUPS } from '@smm/contract/service-backup-limits';
import { SERVICE_BACKUP_MESSAGES as M } from '@smm/contract/admin-service-backups-messages';
import { ErrorNotice } from '../../../../components/ui/error-notice.tsx';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { LoadingState } from '../../../../components/ui/loading-state.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { formatUnitPoint } from '../../../../lib/format-unit-point.ts';
import { useSaveServiceBackups, useServiceBackups } from '../../api/service-backups.ts';
import { CheckField } from './catalogue-fields.tsx';

interface Row {
  key: number;
  providerId: string;
  providerServiceId: string;
}

let rowKeys = 0;
const rowsOf = (saved: ServiceBackups): Row[] =>
  saved.backups.map((b) => ({
    key: ++rowKeys,
    providerId: String(b.providerId),
    providerServiceId: b.providerServiceId,
  }));

/**
 * The service dialog's backup providers (docs/decisions/failover.md): provider services of the same
 * type, tried in order when the service's own provider refuses an order outright, and whether one
 * that costs more than the member paid may be used. Saved on its own; the server checks each
 * backup against its provider's list.
 */
export function ServiceBackupsSection({
  serviceId,
  catalogue,
}: {
  serviceId: number;
  catalogue: AdminCatalogue;
}) {
  const backups = useServiceBackups(serviceId);
  if (backups.isPending) return <LoadingState />;
  if (backups.error) return <ErrorNotice error={backups.error} onRetry={() => void backups.refetch()} />;
  return <BackupsForm saved={backups.data} catalogue={catalogue} />;
}

function BackupsForm({ saved, catalogue }: { saved: ServiceBackups; catalogue: AdminCatalogue }) {
  const toast = useToast();
  const save = useSaveServiceBackups(saved.serviceId);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(saved));
  const [allowLoss, setAllowLoss] = useState(saved.allowLoss);
  const [error, setError] = useState<string | null>(null);
  const lossId = useId();
  const errorId = useId();
  const listed = new Map(saved.backups.map((b) => [`${b.providerId}:${b.providerServiceId}`, b]));

  const change = (key: number, patch: Partial<Row>) =>
    setRows((old) => old.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const move = (index: number, by: -1 | 1) =>
    setRows((old) => {
      const next = [...old];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rows.some((r) => r.providerId === '')) return setError(M.providerInvalid);
    if (rows.some((r) => r.providerServiceId.trim() === '')) return setError(M.providerServiceIdInvalid);
    setError(null);
    const body = {
      backups: rows.map((r) => ({
        providerId: Number(r.providerId),
        providerServiceId: r.providerServiceId.trim(),
      })),
      allowLoss,
    };
    save.mutate(body, {
      onSuccess: (next) => {
        setRows(rowsOf(next));
        toast.show(M.saved, 'success');
      },
      onError: (failure) => setError(apiErrorMessage(failure, '백업 공급처를 저장하지 못했습니다.')),
    });
  };

  return (
    <form
      className="form catalogue-form"
      noValidate
      onSubmit={submit}
      aria-describedby={error ? errorId : undefined}
    >
      <fieldset className="catalogue-fieldset">
        <legend>백업 공급처</legend>
        <p className="field__hint">
          기본 공급처가 주문을 거절하면(오류 응답, 사용 중지, 잔액 부족, 서비스 없음) 순서대로 보냅니다.
          응답이 없거나 일시적인 오류일 때는 중복 주문을 막기 위해 보내지 않습니다.
          {saved.type ? ` 유형이 같은(${saved.type}) 공급처 서비스만 지정할 수 있습니다.` : ''}
        </p>
        {rows.length === 0 ? <p>백업 공급처가 없습니다.</p> : null}
        <ol className="service-backups">
          {rows.map((row, index) => {
            const known = listed.get(`${row.providerId}:${row.providerServiceId}`);
            return (
              <li key={row.key} className="catalogue-form__row">
                <label>
                  <span className="field__label">{index + 1}순위 공급처</span>
                  <select
                    className="input"
                    value={row.providerId}
                    onChange={(e) => change(row.key, { providerId: e.target.value })}
                  >
                    <option value="">선택하세요</option>
                    {catalogue.providers.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                        {p.enabled ? '' : ' (사용 안 함)'}
                      </option>
                    ))}
                  </select>
                </label>
                <label>
                  <span className="field__label">공급처 서비스 번호</span>
                  <input
                    className="input"
                    autoComplete="off"
                    maxLength={100}
                    value={row.providerServiceId}
                    onChange={(e) => change(row.key, { providerServiceId: e.target.value })}
                  />
                </label>
                {known ? (
                  <span className="field__hint">
                    {known.rate === null ? '단가 알 수 없음' : `${known.rate} ${known.currency} / 1000개`}
                    {known.unitCost === null ? '' : ` (1개당 ${formatUnitPoint(known.unitCost)})`}
                  </span>
                ) : null}
                <span className="service-backups__buttons">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={`${index + 1}순위 위로`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={`${index + 1}순위 아래로`}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    onClick={() => setRows((old) => old.filter((r) => r.key !== row.key))}
                  >
                    삭제
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
        {rows.length < MAX_SERVICE_BACKUPS ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() =>
              setRows((old) => [...old, { key: ++rowKeys, providerId: '', providerServiceId: '' }])
            }
          >
            백업 공급처 추가
          </button>
        ) : null}
        <CheckField
          id={lossId}
          name="allowLoss"
          label="손실 허용 (백업 원가가 회원 결제 금액보다 높아도 보내기)"
          checked={allowLoss}
          onChange={setAllowLoss}
        />
        <FormError id={errorId} message={error} />
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? '저장 중…' : '백업 공급처 저장'}
        </button>
      </fieldset>
    </form>
  );
}
