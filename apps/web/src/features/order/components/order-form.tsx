import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatCount } from '@smm/contract/format';
import { unitPriceText } from '@smm/contract/unit-price-quote';
import type { OrderRequest } from '@smm/contract/order';
import type { Service } from '@smm/contract/catalog';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { GuestInvitation } from '../../../components/ui/guest-invitation.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { failWith } from '../../../lib/form/form-check.ts';
import { useForm } from '../../../lib/form/use-form.ts';
import { formatPoint } from '../../../lib/format-point.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/use-session.ts';
import { useGuestGuard } from '../../../lib/use-guest-guard.ts';
import { TYPE_KIT_FAILED, type OrderForm as OrderFormModel } from '../hooks/use-order-form.ts';
import { useStuckToBottom } from '../hooks/use-stuck-to-bottom.ts';
import { OrderStep } from './order-step.tsx';
import { PlatformTiles } from './platform-tiles.tsx';
import { AutoOrderFields } from './auto-order-fields.tsx';
import { PriceBox } from './price-box.tsx';

/** A service's price and limits, as the picker lists them (spec section 9: min and max per service). */
export function serviceTerms(service: Service): string {
  return `${unitPriceText(service.point)} · 최소 ${formatCount(service.min)}개 · 최대 ${formatCount(service.max)}개`;
}

/**
 * The type's fields once their chunk is here (issue 32); a loading line until then, and the failure
 * with a retry button if it did not arrive.
 */
function TypeFieldsSlot({ form, disabled }: { form: OrderFormModel; disabled: boolean }) {
  const { typeKit: kit } = form;
  if (form.typeKitFailed) {
    return <ErrorNotice error={null} fallback={TYPE_KIT_FAILED} onRetry={form.retryTypeKit} />;
  }
  if (!kit) return <LoadingState />;
  return (
    <div role="group" aria-labelledby="order-step-fields">
      <kit.TypeFields
        type={form.type}
        values={form.typeFields}
        disabled={disabled}
        onChange={form.setTypeField}
      />
    </div>
  );
}

export interface OrderFormProps {
  form: OrderFormModel;
  /** Orders are not possible (service check, or a read-only service). */
  ordersClosed: boolean;
  /** Why orders are closed, shown under the disabled button. */
  closedMessage?: string;
  /** Receives a validated request; without it the member's submit button stays disabled. */
  onSubmit?: (request: OrderRequest) => void;
  submitting?: boolean;
  /** The last failed submit's message (the server's, or the generic failure). */
  submitError?: string | null;
}

export function OrderForm({
  form,
  ordersClosed,
  closedMessage,
  onSubmit,
  submitting = false,
  submitError = null,
}: OrderFormProps) {
  const { state, profile } = useSession();
  const member = state === 'authorization';
  const { service } = form;
  const refuseGuest = useGuestGuard();
  // A guest's press is refused with the spec's toast, and the form then invites them to log in.
  const [invited, setInvited] = useState(false);
  // The order's rules report one message for the whole form (no field is focused); it is also toasted.
  const kit = useForm({
    busy: !onSubmit || ordersClosed || submitting,
    refuse: () => {
      const refused = refuseGuest();
      if (refused) setInvited(true);
      return refused;
    },
    check: () => {
      const result = form.validate(profile?.point);
      return result.ok ? { ok: true, data: result.request } : failWith(result.message);
    },
    toast: true,
    onValid: (request: OrderRequest) => onSubmit?.(request),
  });
  const shownError = kit.issue?.message ?? submitError;
  const submitRef = useRef<HTMLDivElement>(null);
  const stuck = useStuckToBottom(submitRef);
  const { price } = form;
  // A type's own fields may replace the quantity (counted lines, a package, a subscription).
  const quantityShown = !form.typed || form.typeRules?.quantity === 'given';

  return (
    <form className="card order-form" onSubmit={kit.submit} noValidate aria-labelledby="order-form-title">
      <h2 id="order-form-title" className="card__title">
        주문하기
      </h2>

      <OrderStep step={1} title="플랫폼 선택" titleId="order-step-platform">
        <PlatformTiles
          platforms={form.visiblePlatforms}
          selectedId={form.platform?.id}
          onSelect={form.selectPlatform}
        />
      </OrderStep>

      <OrderStep step={2} title="카테고리 선택" htmlFor="order-category">
        <select
          id="order-category"
          className="select"
          value={form.category?.id ?? ''}
          disabled={form.platformCategories.length === 0}
          onChange={(event) => form.selectCategory(Number(event.target.value))}
        >
          {form.platformCategories.length === 0 ? (
            <option value="">선택할 수 있는 카테고리가 없습니다</option>
          ) : null}
          {form.platformCategories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.text}
            </option>
          ))}
        </select>
      </OrderStep>

      <OrderStep step={3} title="서비스 선택" htmlFor="order-service">
        <select
          id="order-service"
          className="select"
          value={service?.id ?? ''}
          disabled={form.categoryServices.length === 0}
          onChange={(event) => form.selectService(Number(event.target.value))}
        >
          {form.categoryServices.length === 0 ? (
            <option value="">선택할 수 있는 서비스가 없습니다</option>
          ) : null}
          {form.categoryServices.map((item) => (
            <option key={item.id} value={item.id}>
              {`${item.text} (${serviceTerms(item)})`}
            </option>
          ))}
        </select>
        {service ? (
          <div className="service-info">
            <p className="service-info__range">
              {/* A package or a subscription reads otherwise, once its kit is here (issue 32). */}
              {form.typeKit?.typedServiceTerms(service, unitPriceText(service.point)) ??
                serviceTerms(service)}
            </p>
            {service.notice.trim() ? <p className="service-info__notice">{service.notice}</p> : null}
          </div>
        ) : null}
      </OrderStep>

      <OrderStep step={4} title="링크 입력" htmlFor="order-link">
        <input
          id="order-link"
          className="input"
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://"
          value={form.link}
          disabled={ordersClosed}
          aria-describedby="order-link-hint"
          onChange={(event) => form.setLink(event.target.value)}
        />
        <p id="order-link-hint" className="field__hint">
          게시물이나 프로필 주소를 붙여 넣어 주세요. 인스타그램은 아이디만 입력해도 됩니다.
          {member ? (
            <>
              {' '}
              <Link to={PATHS.guide} className="text-link">
                링크 입력 가이드 보기
              </Link>
            </>
          ) : null}
        </p>
      </OrderStep>

      {quantityShown ? (
        <OrderStep step={5} title="수량 입력" htmlFor="order-amount">
          <input
            id="order-amount"
            className="input"
            type="number"
            inputMode="numeric"
            min={service?.min}
            max={service?.max}
            step={1}
            value={form.amountText}
            disabled={ordersClosed || !service}
            aria-describedby="order-amount-hint"
            onChange={(event) => form.setAmount(event.target.value)}
          />
          <p id="order-amount-hint" className="field__hint">
            {service
              ? `${formatCount(service.min)}개부터 ${formatCount(service.max)}개까지 주문할 수 있습니다.`
              : ''}
          </p>
        </OrderStep>
      ) : null}

      {form.typed ? (
        <OrderStep step={quantityShown ? 6 : 5} title="주문 정보 입력" titleId="order-step-fields">
          <TypeFieldsSlot form={form} disabled={ordersClosed} />
        </OrderStep>
      ) : null}

      {form.autoOffered ? <AutoOrderFields form={form} disabled={ordersClosed} /> : null}

      <PriceBox
        relabel={form.typeKit?.typedRelabel(form.type)}
        price={price}
        balance={member ? profile?.point : undefined}
        member={
          member ? { serviceId: service?.id, amount: form.units ?? Number.NaN, runs: form.runs } : undefined
        }
      />

      {shownError ? (
        <p className="form-error" role="alert">
          {shownError}
        </p>
      ) : null}

      {/* On a phone this row sticks to the bottom of the screen while the form is in view, so the
          total and the button stay in reach (docs/decisions/phone-layout.md). */}
      <div ref={submitRef} className={stuck ? 'order-submit order-submit--stuck' : 'order-submit'}>
        <p className="order-submit__total">
          <span>총 결제 금액</span> <strong>{formatPoint(price.totalCost)}</strong>
        </p>
        <SubmitButton
          pending={submitting && !ordersClosed}
          pendingLabel="주문 중…"
          disabled={ordersClosed || !onSubmit}
        >
          {ordersClosed ? '주문 불가' : '주문하기'}
        </SubmitButton>
        {invited && !member ? (
          <GuestInvitation className="field__hint field__hint--center order-submit__hint" />
        ) : null}
        {ordersClosed ? (
          <p className="field__hint field__hint--center order-submit__hint">
            {closedMessage ?? '현재 이 서비스는 주문할 수 없습니다.'}
          </p>
        ) : null}
      </div>
    </form>
  );
}
