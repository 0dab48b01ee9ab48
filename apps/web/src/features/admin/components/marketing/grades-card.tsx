import { useState } from 'react';
import { formatWon } from '@smm/contract/format';
import {
  gradesConfigInputSchema,
  MAX_GRADES,
  type GradesConfig,
  type GradesConfigInput,
} from '@smm/contract/member-grades';
import { ErrorNotice } from '../../../../components/ui/error-notice.tsx';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { LoadingState } from '../../../../components/ui/loading-state.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { checkWith } from '../../../../lib/form/form-check.ts';
import { useForm } from '../../../../lib/form/use-form.ts';
import { useGrades, useSaveGrades } from '../../api/marketing/grades.ts';
import { ConfirmChange, SavedNote, wholeNumber } from './confirm-change.tsx';

interface GradeText {
  id?: number;
  name: string;
  minSpend: string;
  discountPercent: string;
  memberCount?: number;
}

export function describeGrades(config: GradesConfigInput): string {
  if (config.grades.length === 0) return '등급 없음 (모든 회원 정가)';
  const grades = [...config.grades].sort((a, b) => a.minSpend - b.minSpend);
  return `최근 ${config.periodDays}일 사용액 기준: ${grades
    .map((g) => `${g.name} ${formatWon(g.minSpend)}원 이상 ${g.discountPercent}% 할인`)
    .join(', ')}`;
}

function GradesForm({ initial }: { initial: GradesConfig }) {
  const save = useSaveGrades();
  const toast = useToast();
  const [period, setPeriod] = useState(String(initial.periodDays));
  const [rows, setRows] = useState<GradeText[]>(() =>
    initial.grades.map((g) => ({
      id: g.id,
      name: g.name,
      minSpend: String(g.minSpend),
      discountPercent: String(g.discountPercent),
      memberCount: g.memberCount,
    })),
  );
  const [pending, setPending] = useState<GradesConfigInput | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    errorId: 'grades-error',
    busy: save.isPending,
    check: () =>
      checkWith(gradesConfigInputSchema, {
        periodDays: wholeNumber(period),
        grades: rows.map((r) => ({
          ...(r.id ? { id: r.id } : {}),
          name: r.name,
          minSpend: wholeNumber(r.minSpend),
          discountPercent: wholeNumber(r.discountPercent),
        })),
      }),
    onValid: setPending,
  });
  const edit = (index: number, patch: Partial<GradeText>) => {
    setPending(null);
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  };
  const send = (body: GradesConfigInput) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        setPending(null);
        setRows(
          answer.grades.map((g) => ({
            id: g.id,
            name: g.name,
            minSpend: String(g.minSpend),
            discountPercent: String(g.discountPercent),
            memberCount: g.memberCount,
          })),
        );
        setSaved(`저장했습니다. ${describeGrades(answer)}`);
        toast.show('회원 등급을 저장했습니다.', 'success');
      },
      onError: (error) => {
        setPending(null);
        toast.show(apiErrorMessage(error, '회원 등급 저장에 실패했습니다.'), 'error');
      },
    });

  return (
    <form className="form" noValidate onSubmit={form.submit} aria-label="회원 등급 설정">
      <label className="field marketing-narrow">
        <span className="field__label">집계 기간 (일)</span>
        <input
          className="input"
          inputMode="numeric"
          value={period}
          onChange={(event) => {
            setPending(null);
            setPeriod(event.target.value);
          }}
        />
      </label>
      <ul className="marketing-rows">
        {rows.map((row, index) => {
          const n = index + 1;
          return (
            <li key={row.id ?? `new-${index}`} className="marketing-row marketing-row--grade">
              <label className="field">
                <span className="field__label">등급 {n} 이름</span>
                <input
                  className="input"
                  maxLength={20}
                  value={row.name}
                  onChange={(e) => edit(index, { name: e.target.value })}
                />
              </label>
              <label className="field">
                <span className="field__label">등급 {n} 기준 사용액 (원)</span>
                <input
                  className="input"
                  inputMode="numeric"
                  value={row.minSpend}
                  onChange={(e) => edit(index, { minSpend: e.target.value })}
                />
              </label>
              <label className="field">
                <span className="field__label">등급 {n} 할인 (%)</span>
                <input
                  className="input"
                  inputMode="numeric"
                  value={row.discountPercent}
                  onChange={(e) => edit(index, { discountPercent: e.target.value })}
                />
              </label>
              <span className="field__hint marketing-row__count">
                {row.memberCount === undefined ? '새 등급' : `${formatWon(row.memberCount)}명`}
              </span>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => {
                  setPending(null);
                  setRows((list) => list.filter((_, i) => i !== index));
                }}
              >
                등급 {n} 삭제
              </button>
            </li>
          );
        })}
      </ul>
      {rows.length < MAX_GRADES ? (
        <button
          type="button"
          className="button button--secondary button--small marketing-add"
          onClick={() => {
            setPending(null);
            setRows((list) => [
              ...list,
              { name: '', minSpend: list.length === 0 ? '0' : '', discountPercent: '0' },
            ]);
          }}
        >
          등급 추가
        </button>
      ) : null}
      <FormError id={form.errorId} message={form.issue?.message} />
      {pending ? (
        <ConfirmChange
          label="회원 등급 저장 확인"
          question={`${describeGrades(pending)}(으)로 저장합니다. 빠진 등급의 회원은 다음 계산 때 다른 등급이 됩니다.`}
          confirmLabel="저장 확인"
          pending={save.isPending}
          onConfirm={() => send(pending)}
          onCancel={() => setPending(null)}
        />
      ) : (
        <button type="submit" className="button button--primary">
          회원 등급 저장
        </button>
      )}
      <SavedNote text={saved} />
    </form>
  );
}

/** 회원 등급: thresholds on spend over a period and each grade's discount. */
export function GradesCard() {
  const query = useGrades();
  return (
    <section className="card marketing-card" aria-labelledby="marketing-grades-title" id="grades">
      <h2 id="marketing-grades-title">회원 등급</h2>
      <p className="field__hint">
        집계 기간 동안의 사용액(주문 금액에서 환불을 뺀 금액)이 기준 이상인 가장 높은 등급이 적용되고, 등급의
        할인율만큼 싸게 주문합니다. 회원 상세에서 등급을 고정하거나 회원별 단가를 정할 수 있습니다.
      </p>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <GradesForm initial={query.data} />
      )}
    </section>
  );
}
