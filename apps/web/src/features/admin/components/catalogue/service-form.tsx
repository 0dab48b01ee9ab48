import { useId, useState } from 'react';
import {
  isBelowRate,
  REFILL_DAYS,
  serviceCreateSchema,
  serviceMargin,
  type AdminCatalogue,
  type AdminService,
  type ServiceCreate,
} from '@smm/contract/admin-catalogue';
import { ADMIN_CATALOGUE_MESSAGES as M } from '@smm/contract/admin-catalogue-messages';
import { toMilli } from '@smm/contract/money';
import { isServiceType, SERVICE_TYPES } from '@smm/contract/service-type-rules';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { checkWith } from '../../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../../lib/form/use-form.ts';
import { useSaveCatalogueItem } from '../../api/save-catalogue-item.ts';
import { BelowRateConfirm, CatalogueDialog, FormDialogActions } from './catalogue-dialog.tsx';
import { CheckField, SelectField } from './catalogue-fields.tsx';
import { ServiceBackupsSection } from './service-backups-section.tsx';
import { TextAreaField } from '../../../../components/ui/text-area-field.tsx';
import { marginText } from './catalogue-format.ts';
import { formatUnitPoint } from '../../../../lib/format-unit-point.ts';
import { parseDecimalField } from '../../../../lib/form/parse-decimal-field.ts';
import { SERVICE_TYPE_NAMES } from '../../../../lib/service-type-names.ts';
import { serviceTypeHint } from './service-type-hint.ts';

const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The margin the entered price and rate would give, or null while either is not a valid amount. */
function previewMargin(price: string, rate: string) {
  try {
    const p = parseDecimalField(price);
    const r = parseDecimalField(rate);
    if (p === undefined || r === undefined || p < 0 || r < 0) return null;
    return serviceMargin(toMilli(p), toMilli(r));
  } catch {
    return null;
  }
}

/** A server refusal that only asks for the below-rate confirmation. */
const asksConfirmation = (error: unknown) =>
  isApiError(error) && error.status === 409 && error.envelope?.error === 'BELOW_PROVIDER_RATE';

/**
 * Adds or edits a service: where it is listed, what the order page shows (name, description,
 * quantities, price, auto-order, read-only), whether it is shown, and who fulfils it at what rate.
 * A price below the provider's rate is confirmed in a second dialog before it is sent.
 */
export function ServiceForm({
  service,
  categoryId,
  catalogue,
  onClose,
}: {
  service?: AdminService;
  categoryId?: number;
  catalogue: AdminCatalogue;
  onClose: () => void;
}) {
  const toast = useToast();
  const save = useSaveCatalogueItem();
  const { values, set } = useFormValues({
    categoryId: text(service?.categoryId ?? categoryId),
    text: service?.text ?? '',
    notice: service?.notice ?? '',
    min: text(service?.min),
    max: text(service?.max),
    price: text(service?.price),
    providerId: text(service?.providerId),
    providerServiceId: service?.providerServiceId ?? '',
    providerRate: text(service?.providerRate),
    refillDays: text(service?.refillDays ?? REFILL_DAYS.default),
    type: service?.type ?? 'Default',
  });
  const [flags, setFlags] = useState({
    enableAuto: service?.enableAuto ?? false,
    isReadOnly: service?.isReadOnly ?? false,
    visible: service?.visible ?? true,
    refill: service?.refill ?? false,
    cancel: service?.cancel ?? false,
  });
  const flag = (key: keyof typeof flags) => (checked: boolean) =>
    setFlags((old) => ({ ...old, [key]: checked }));
  const [confirming, setConfirming] = useState<ServiceCreate | null>(null);
  const ids = { auto: useId(), readOnly: useId(), visible: useId(), refill: useId(), cancel: useId() };

  const send = (data: ServiceCreate, confirmBelowRate: boolean) => {
    const body = { ...data, confirmBelowRate };
    save.mutate(service ? { kind: 'services', id: service.id, body } : { kind: 'services', body }, {
      onSuccess: () => {
        toast.show(service ? M.saved : M.created, 'success');
        setConfirming(null);
        onClose();
      },
      onError: (error) => {
        if (!confirmBelowRate && asksConfirmation(error)) return setConfirming(data);
        setConfirming(null);
        toast.show(apiErrorMessage(error, '서비스를 저장하지 못했습니다.'), 'error');
      },
    });
  };

  const form = useForm({
    errorId: 'service-form-error',
    check: () =>
      checkWith(serviceCreateSchema, {
        categoryId: values.categoryId === '' ? undefined : Number(values.categoryId),
        text: values.text,
        notice: values.notice,
        min: parseDecimalField(values.min),
        max: parseDecimalField(values.max),
        price: parseDecimalField(values.price),
        ...flags,
        providerId: values.providerId === '' ? null : Number(values.providerId),
        providerServiceId: values.providerServiceId.trim() === '' ? null : values.providerServiceId,
        providerRate: values.providerRate.trim() === '' ? null : parseDecimalField(values.providerRate),
        refillDays: parseDecimalField(values.refillDays),
        type: values.type,
      }),
    onValid: (data) => {
      // Asked when the price or the rate is being set below the other, not for an unrelated edit.
      const touched =
        !service ||
        service.price !== data.price ||
        service.providerRate !== data.providerRate ||
        service.providerId !== data.providerId;
      if (touched && isBelowRate(data.price, data.providerRate)) setConfirming(data);
      else send(data, false);
    },
    busy: save.isPending,
  });

  const margin = previewMargin(values.price, values.providerRate);
  const platformName = new Map(catalogue.platforms.map((p) => [p.id, p.text]));
  return (
    <CatalogueDialog title={service ? '서비스 편집' : '서비스 추가'} onClose={onClose}>
      <form className="form catalogue-form" noValidate onSubmit={form.submit}>
        <SelectField
          id="service-category"
          name="categoryId"
          label="카테고리"
          value={values.categoryId}
          onChange={set('categoryId')}
          errorId={form.errorFor('categoryId')}
        >
          <option value="">선택하세요</option>
          {catalogue.platforms.map((platform) => (
            <optgroup key={platform.id} label={platformName.get(platform.id) ?? ''}>
              {catalogue.categories
                .filter((c) => c.platformId === platform.id)
                .map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.text}
                    {c.visible ? '' : ' (숨김)'}
                  </option>
                ))}
            </optgroup>
          ))}
        </SelectField>
        <TextField
          id="service-text"
          name="text"
          label="서비스 이름"
          autoComplete="off"
          maxLength={100}
          value={values.text}
          onChange={set('text')}
          errorId={form.errorFor('text')}
        />
        <TextAreaField
          id="service-notice"
          name="notice"
          label="설명"
          hint="주문 화면에 그대로(줄바꿈 포함) 보입니다."
          maxLength={2000}
          rows={4}
          className="input catalogue-textarea"
          value={values.notice}
          onChange={set('notice')}
          errorId={form.errorFor('notice')}
        />
        <div className="catalogue-form__row">
          <TextField
            id="service-min"
            name="min"
            label="최소 수량"
            inputMode="numeric"
            autoComplete="off"
            value={values.min}
            onChange={set('min')}
            errorId={form.errorFor('min')}
          />
          <TextField
            id="service-max"
            name="max"
            label="최대 수량"
            inputMode="numeric"
            autoComplete="off"
            value={values.max}
            onChange={set('max')}
            errorId={form.errorFor('max')}
          />
        </div>
        <SelectField
          id="service-type"
          name="type"
          label="서비스 유형"
          value={values.type}
          onChange={set('type')}
          errorId={form.errorFor('type')}
          hint={isServiceType(values.type) ? serviceTypeHint(values.type) : undefined}
        >
          {SERVICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {`${type} · ${SERVICE_TYPE_NAMES[type]}`}
            </option>
          ))}
        </SelectField>
        <TextField
          id="service-price"
          name="price"
          label="판매 단가 (1개당 원)"
          inputMode="decimal"
          autoComplete="off"
          hint="소수점 셋째 자리까지 (예: 0.125)"
          value={values.price}
          onChange={set('price')}
          errorId={form.errorFor('price')}
        />
        <fieldset className="catalogue-fieldset">
          <legend>공급처</legend>
          <SelectField
            id="service-provider"
            name="providerId"
            label="공급처"
            value={values.providerId}
            onChange={set('providerId')}
            errorId={form.errorFor('providerId')}
          >
            <option value="">없음 (운영자가 직접 처리)</option>
            {catalogue.providers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
                {p.enabled ? '' : ' (사용 안 함)'}
              </option>
            ))}
          </SelectField>
          <div className="catalogue-form__row">
            <TextField
              id="service-provider-service"
              name="providerServiceId"
              label="공급처 서비스 번호"
              autoComplete="off"
              maxLength={100}
              value={values.providerServiceId}
              onChange={set('providerServiceId')}
              errorId={form.errorFor('providerServiceId')}
            />
            <TextField
              id="service-provider-rate"
              name="providerRate"
              label="공급처 원가 (1개당 원)"
              inputMode="decimal"
              autoComplete="off"
              value={values.providerRate}
              onChange={set('providerRate')}
              errorId={form.errorFor('providerRate')}
            />
          </div>
          <p className="catalogue-form__margin" aria-live="polite">
            마진: <strong>{marginText(margin)}</strong>
          </p>
          <div className="catalogue-form__checks">
            <CheckField
              id={ids.refill}
              name="refill"
              label="리필 요청 받기 (공급처에 전달)"
              checked={flags.refill}
              onChange={flag('refill')}
            />
            <CheckField
              id={ids.cancel}
              name="cancel"
              label="취소 요청 받기 (공급처에 전달)"
              checked={flags.cancel}
              onChange={flag('cancel')}
            />
          </div>
          <TextField
            id="service-refill-days"
            name="refillDays"
            label="리필 기간 (주문 후 일수)"
            inputMode="numeric"
            autoComplete="off"
            value={values.refillDays}
            onChange={set('refillDays')}
            errorId={form.errorFor('refillDays')}
          />
        </fieldset>
        <div className="catalogue-form__checks">
          <CheckField
            id={ids.auto}
            name="enableAuto"
            label="자동주문 허용"
            checked={flags.enableAuto}
            onChange={flag('enableAuto')}
          />
          <CheckField
            id={ids.readOnly}
            name="isReadOnly"
            label="주문 불가 (목록에만 표시)"
            checked={flags.isReadOnly}
            onChange={flag('isReadOnly')}
          />
          <CheckField
            id={ids.visible}
            name="visible"
            label="스토어에 표시"
            checked={flags.visible}
            onChange={flag('visible')}
          />
        </div>
        <FormError id={form.errorId} message={form.issue?.message} />
        <FormDialogActions editing={Boolean(service)} pending={save.isPending} onCancel={onClose} />
      </form>
      {service?.providerId ? <ServiceBackupsSection serviceId={service.id} catalogue={catalogue} /> : null}
      {confirming ? (
        <BelowRateConfirm
          detail={`판매 단가 ${formatUnitPoint(confirming.price)}가 공급처 원가 ${formatUnitPoint(confirming.providerRate ?? 0)}보다 낮습니다.`}
          pending={save.isPending}
          onConfirm={() => send(confirming, true)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </CatalogueDialog>
  );
}
