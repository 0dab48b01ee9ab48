import { useState } from 'react';
import { depositBonusSchema, MAX_BONUS_TIERS, type DepositBonus } from '@smm/contract/deposit-bonus';
import { formatWon } from '@smm/contract/format';
import { ErrorNotice } from '../../../../components/ui/error-notice.tsx';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { LoadingState } from '../../../../components/ui/loading-state.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { checkWith } from '../../../../lib/form/form-check.ts';
import { useForm } from '../../../../lib/form/use-form.ts';
import { useDepositBonusConfig, useSaveDepositBonus } from '../../api/marketing/deposit-bonus.ts';
import { ConfirmChange, SavedNote, wholeNumber } from './confirm-change.tsx';

interface TierText {
  minAmount: string;
  percent: string;
}

/** The tiers in words, for the confirmation and the result. */
export function describeBonus(config: DepositBonus): string {
  if (!config.enabled) return '충전 보너스 꺼짐';
  if (config.tiers.length === 0) return '충전 보너스 켜짐 (구간 없음)';
  const tiers = [...config.tiers].sort((a, b) => a.minAmount - b.minAmount);
  return `충전 보너스 켜짐: ${tiers.map((t) => `${formatWon(t.minAmount)}원 이상 +${t.percent}%`).join(', ')}`;
}

function BonusForm({ initial }: { initial: DepositBonus }) {
  const save = useSaveDepositBonus();
  const toast = useToast();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [tiers, setTiers] = useState<TierText[]>(() =>
    initial.tiers.map((t) => ({ minAmount: String(t.minAmount), percent: String(t.percent) })),
  );
  const [pending, setPending] = useState<DepositBonus | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    errorId: 'bonus-error',
    busy: save.isPending,
    check: () =>
      checkWith(depositBonusSchema, {
        enabled,
        tiers: tiers.map((t) => ({ minAmount: wholeNumber(t.minAmount), percent: wholeNumber(t.percent) })),
      }),
    onValid: setPending,
  });
  const edit = (index: number, patch: Partial<TierText>) => {
    setPending(null);
    setTiers((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  };

  const send = (body: DepositBonus) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        setPending(null);
        setSaved(`저장했습니다. ${describeBonus(answer)}`);
        toast.show('충전 보너스를 저장했습니다.', 'success');
      },
      onError: (error) => {
        setPending(null);
        toast.show(apiErrorMessage(error, '충전 보너스 저장에 실패했습니다.'), 'error');
      },
    });

  return (
    <form className="form" noValidate onSubmit={form.submit} aria-label="충전 보너스 설정">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => {
            setPending(null);
            setEnabled(event.target.checked);
          }}
        />
        충전 보너스 사용
      </label>
      <ul className="marketing-rows">
        {tiers.map((tier, index) => (
          <li key={index} className="marketing-row">
            <label className="field">
              <span className="field__label">구간 {index + 1} 최소 충전 금액 (원)</span>
              <input
                className="input"
                inputMode="numeric"
                value={tier.minAmount}
                onChange={(event) => edit(index, { minAmount: event.target.value })}
              />
            </label>
            <label className="field">
              <span className="field__label">구간 {index + 1} 보너스 (%)</span>
              <input
                className="input"
                inputMode="numeric"
                value={tier.percent}
                onChange={(event) => edit(index, { percent: event.target.value })}
              />
            </label>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => {
                setPending(null);
                setTiers((rows) => rows.filter((_, i) => i !== index));
              }}
            >
              구간 {index + 1} 삭제
            </button>
          </li>
        ))}
      </ul>
      {tiers.length < MAX_BONUS_TIERS ? (
        <button
          type="button"
          className="button button--secondary button--small marketing-add"
          onClick={() => {
            setPending(null);
            setTiers((rows) => [...rows, { minAmount: '', percent: '' }]);
          }}
        >
          구간 추가
        </button>
      ) : null}
      <FormError id={form.errorId} message={form.issue?.message} />
      {pending ? (
        <ConfirmChange
          label="충전 보너스 저장 확인"
          question={`${describeBonus(pending)}(으)로 저장합니다. 이후 신청되는 충전부터 적용됩니다.`}
          confirmLabel="저장 확인"
          pending={save.isPending}
          onConfirm={() => send(pending)}
          onCancel={() => setPending(null)}
        />
      ) : (
        <button type="submit" className="button button--primary">
          충전 보너스 저장
        </button>
      )}
      <SavedNote text={saved} />
    </form>
  );
}

/** 충전 보너스: tiers of extra percent by top-up amount, credited with the top-up on approval. */
export function DepositBonusCard() {
  const query = useDepositBonusConfig();
  return (
    <section className="card marketing-card" aria-labelledby="marketing-bonus-title" id="bonus">
      <h2 id="marketing-bonus-title">충전 보너스</h2>
      <p className="field__hint">
        충전 금액이 구간의 최소 금액 이상이면 가장 높은 구간의 비율만큼 보너스 포인트가 충전과 함께
        적립됩니다.
      </p>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <BonusForm initial={query.data} />
      )}
    </section>
  );
}
