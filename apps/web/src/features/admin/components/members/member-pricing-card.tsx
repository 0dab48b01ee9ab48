import { useState } from 'react';
import {
  memberPricingInputSchema,
  type MemberPricing,
  type MemberPricingInput,
} from '@smm/contract/member-grades';
import { ErrorNotice } from '../../../../components/ui/error-notice.tsx';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { LoadingState } from '../../../../components/ui/loading-state.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useServices } from '../../../../lib/catalog/get-services.ts';
import { checkWith } from '../../../../lib/form/form-check.ts';
import { parseDecimalField } from '../../../../lib/form/parse-decimal-field.ts';
import { useForm } from '../../../../lib/form/use-form.ts';
import { formatPoint } from '../../../../lib/format-point.ts';
import { useGrades } from '../../api/marketing/grades.ts';
import { useMemberPricing, useSaveMemberPricing } from '../../api/marketing/member-pricing.ts';
import { ConfirmChange, SavedNote, wholeNumber } from '../marketing/confirm-change.tsx';
import { ServicePriceRows, type PriceText } from './service-price-rows.tsx';

function describePricing(p: MemberPricingInput, gradeName: (id: number) => string): string {
  const grade = p.pinnedGradeId === null ? '등급 자동' : `등급 ${gradeName(p.pinnedGradeId)} 고정`;
  const discount = p.discountPercent === null ? '등급 할인 적용' : `회원 할인 ${p.discountPercent}%`;
  const prices = p.servicePrices.length > 0 ? `, 서비스 단가 ${p.servicePrices.length}개` : '';
  return `${grade}, ${discount}${prices}${p.allowBelowCost ? ', 원가 미만 허용' : ''}`;
}

function PricingForm({ memberId, initial }: { memberId: number; initial: MemberPricing }) {
  const grades = useGrades().data?.grades ?? [];
  const services = useServices().data ?? [];
  const save = useSaveMemberPricing(memberId);
  const toast = useToast();
  const [pinned, setPinned] = useState(initial.pinnedGradeId === null ? '' : String(initial.pinnedGradeId));
  const [discount, setDiscount] = useState(
    initial.discountPercent === null ? '' : String(initial.discountPercent),
  );
  const [allowBelowCost, setAllowBelowCost] = useState(initial.allowBelowCost);
  const [prices, setPrices] = useState<PriceText[]>(() =>
    initial.servicePrices.map((p) => ({ serviceId: String(p.serviceId), unitPrice: String(p.unitPrice) })),
  );
  const [pending, setPending] = useState<MemberPricingInput | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const gradeName = (id: number) => grades.find((g) => g.id === id)?.name ?? `#${id}`;
  const form = useForm({
    errorId: 'pricing-error',
    busy: save.isPending,
    check: () =>
      checkWith(memberPricingInputSchema, {
        pinnedGradeId: pinned === '' ? null : Number(pinned),
        discountPercent: discount.trim() === '' ? null : wholeNumber(discount),
        allowBelowCost,
        servicePrices: prices.map((p) => ({
          serviceId: Number(p.serviceId),
          unitPrice: parseDecimalField(p.unitPrice),
        })),
      }),
    onValid: setPending,
  });
  const change =
    <T,>(setter: (value: T) => void) =>
    (value: T) => {
      setPending(null);
      setter(value);
    };
  const send = (body: MemberPricingInput) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        setPending(null);
        setSaved(
          `저장했습니다. 적용 등급: ${answer.grade ? `${answer.grade.name} (${answer.grade.discountPercent}%)` : '없음'}`,
        );
        toast.show('회원 가격을 저장했습니다.', 'success');
      },
      onError: (error) => {
        setPending(null);
        toast.show(apiErrorMessage(error, '회원 가격 저장에 실패했습니다.'), 'error');
      },
    });

  return (
    <form className="form" noValidate onSubmit={form.submit} aria-label="회원 등급과 가격">
      <label className="field">
        <span className="field__label">등급 고정</span>
        <select className="input" value={pinned} onChange={(e) => change(setPinned)(e.target.value)}>
          <option value="">자동 (사용액 기준)</option>
          {grades.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name} ({g.discountPercent}% 할인)
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">회원 할인 (%)</span>
        <input
          className="input"
          inputMode="numeric"
          placeholder="비우면 등급 할인"
          value={discount}
          onChange={(e) => change(setDiscount)(e.target.value)}
        />
      </label>
      <ServicePriceRows services={services} rows={prices} onChange={change(setPrices)} />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={allowBelowCost}
          onChange={(e) => change(setAllowBelowCost)(e.target.checked)}
        />
        공급 원가 미만 허용
      </label>
      <FormError id={form.errorId} message={form.issue?.message} />
      {pending ? (
        <ConfirmChange
          label="회원 가격 저장 확인"
          question={`${describePricing(pending, gradeName)}(으)로 저장합니다.`}
          confirmLabel="저장 확인"
          pending={save.isPending}
          onConfirm={() => send(pending)}
          onCancel={() => setPending(null)}
        />
      ) : (
        <button type="submit" className="button button--primary">
          회원 가격 저장
        </button>
      )}
      <SavedNote text={saved} />
    </form>
  );
}

/** The member's grade (pinned or from spend), own discount and fixed service prices (issue 35). */
export function MemberPricingCard({ memberId }: { memberId: number }) {
  const query = useMemberPricing(memberId);
  return (
    <section className="card marketing-card" aria-labelledby="member-pricing-title">
      <h2 id="member-pricing-title" className="card__title">
        회원 등급과 가격
      </h2>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <p className="field__hint">
            지금 등급:{' '}
            {query.data.grade
              ? `${query.data.grade.name} (${query.data.grade.discountPercent}% 할인)`
              : '없음'}
            {query.data.pinnedGradeId !== null ? ' · 고정됨' : ''} · 집계 기간 사용액{' '}
            {formatPoint(query.data.periodSpend)}
          </p>
          <PricingForm memberId={memberId} initial={query.data} />
        </>
      )}
    </section>
  );
}
