import { useId } from 'react';
import {
  adminProviderCreateSchema,
  adminProviderUpdateSchema,
  PROVIDER_KIND_LABELS,
  PROVIDER_KINDS,
  providerUpdateProblem,
  type AdminProviderCreate,
  type AdminProviderCreateInput,
  type AdminProviderRow,
  type AdminProviderUpdateInput,
  type ProviderKind,
} from '@smm/contract/admin-providers';
import { ADMIN_PROVIDER_MESSAGES as M } from '@smm/contract/admin-providers-messages';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { checkWith, failWith, type FormCheck } from '../../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../../lib/form/use-form.ts';
import { useCreateProvider } from '../../api/create-provider.ts';
import { useUpdateProvider } from '../../api/update-provider.ts';
import { parseDecimalField } from '../../../../lib/form/parse-decimal-field.ts';

const KIND_HINTS: Record<ProviderKind, string> = {
  api_v2: '다른 SMM 패널의 API v2 주소와 API 키로 주문을 보냅니다.',
  simulator: '실제로 주문을 보내지 않고 진행 상황을 흉내 냅니다. 데모와 시험용입니다.',
};

type Values = {
  name: string;
  kind: string;
  apiUrl: string;
  apiKey: string;
  threshold: string;
  enabled: string;
  currency: string;
};

function initialValues(provider?: AdminProviderRow): Values {
  return {
    name: provider?.name ?? '',
    kind: provider?.kind ?? 'api_v2',
    apiUrl: provider?.apiUrl ?? '',
    apiKey: '',
    threshold:
      provider?.lowBalanceThreshold === null || !provider ? '' : String(provider.lowBalanceThreshold),
    enabled: 'true',
    currency: provider?.currency ?? 'KRW',
  };
}

type ProviderRequest = { create: AdminProviderCreateInput } | { update: AdminProviderUpdateInput };

/** The checked add request as it is sent: the simulator's empty URL and key are left out. */
function createRequest({ apiUrl, apiKey, ...rest }: AdminProviderCreate): AdminProviderCreateInput {
  return apiUrl && apiKey ? { ...rest, apiUrl, apiKey } : rest;
}

/**
 * Adds a provider (no `provider`) or edits one. The key field starts empty: a saved key is never
 * sent back, so on edit an empty field keeps it. The contract's schemas check what is sent.
 */
export function ProviderForm({ provider, onDone }: { provider?: AdminProviderRow; onDone: () => void }) {
  const toast = useToast();
  const id = useId();
  const create = useCreateProvider();
  const update = useUpdateProvider(provider?.id ?? 0);
  const pending = create.isPending || update.isPending;
  const { values, set } = useFormValues(() => initialValues(provider));
  const isPanel = values.kind === 'api_v2';

  const check = (): FormCheck<ProviderRequest> => {
    const typed = {
      name: values.name,
      kind: values.kind,
      ...(isPanel ? { apiUrl: values.apiUrl, apiKey: values.apiKey } : {}),
      lowBalanceThreshold: parseDecimalField(values.threshold) ?? null,
      currency: values.currency.trim().toUpperCase(),
    };
    if (!provider) {
      const checked = checkWith(adminProviderCreateSchema, { ...typed, enabled: values.enabled === 'true' });
      return checked.ok ? { ok: true, data: { create: createRequest(checked.data) } } : checked;
    }
    const checked = checkWith(adminProviderUpdateSchema, typed);
    if (!checked.ok) return checked;
    const stored = {
      kind: provider.kind,
      apiUrl: provider.apiUrl,
      hasApiKey: provider.apiKeyMasked !== null,
    };
    const problem = providerUpdateProblem(stored, checked.data);
    return problem ? failWith(problem.message, problem.field) : { ok: true, data: { update: checked.data } };
  };

  const form = useForm({
    errorId: `${id}-error`,
    check,
    busy: pending,
    onValid: (request) => {
      const done = {
        onSuccess: () => {
          toast.show(provider ? M.updated : M.created, 'success');
          onDone();
        },
        onError: (error: unknown) =>
          toast.show(apiErrorMessage(error, '공급처를 저장하지 못했습니다.'), 'error'),
      };
      if ('update' in request) update.mutate(request.update, done);
      else create.mutate(request.create, done);
    },
  });
  const title = provider ? `${provider.name} 수정` : '공급처 추가';

  return (
    <form
      className="card form provider-form"
      noValidate
      onSubmit={form.submit}
      aria-labelledby={`${id}-title`}
    >
      <h2 className="card__title" id={`${id}-title`}>
        {title}
      </h2>
      <TextField
        id={`${id}-name`}
        name="name"
        label="이름"
        autoComplete="off"
        maxLength={50}
        autoFocus
        value={values.name}
        onChange={set('name')}
        errorId={form.errorFor('name')}
      />
      <fieldset className="provider-form__kinds" data-field="kind">
        <legend className="field__label">종류</legend>
        {PROVIDER_KINDS.map((kind) => (
          <label key={kind} className="provider-form__kind">
            <input
              type="radio"
              name="kind"
              value={kind}
              checked={values.kind === kind}
              onChange={() => set('kind')(kind)}
              aria-describedby={`${id}-${kind}-hint`}
            />
            <span>
              <strong>{PROVIDER_KIND_LABELS[kind]}</strong>
              <span id={`${id}-${kind}-hint`} className="field__hint">
                {KIND_HINTS[kind]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {isPanel ? (
        <>
          <TextField
            id={`${id}-url`}
            name="apiUrl"
            label="API 주소"
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            maxLength={500}
            placeholder="https://panel.example/api/v2"
            value={values.apiUrl}
            onChange={set('apiUrl')}
            errorId={form.errorFor('apiUrl')}
          />
          <TextField
            id={`${id}-key`}
            name="apiKey"
            label="API 키"
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            maxLength={200}
            hint={
              provider?.apiKeyMasked
                ? `저장된 키 ${provider.apiKeyMasked}. 바꿀 때만 입력하세요. 저장한 키는 다시 보여 주지 않습니다.`
                : '저장한 뒤에는 다시 보여 주지 않습니다.'
            }
            value={values.apiKey}
            onChange={set('apiKey')}
            errorId={form.errorFor('apiKey')}
          />
        </>
      ) : null}
      <TextField
        id={`${id}-threshold`}
        name="lowBalanceThreshold"
        label="잔액 알림 기준"
        inputMode="decimal"
        autoComplete="off"
        placeholder="예: 50000"
        hint="공급처 잔액이 이 값보다 낮아지면 운영자 알림을 한 번 보냅니다. 공급처 통화 기준이며, 비워 두면 알리지 않습니다."
        value={values.threshold}
        onChange={set('threshold')}
        errorId={form.errorFor('lowBalanceThreshold')}
      />
      <TextField
        id={`${id}-currency`}
        name="currency"
        label="통화"
        autoComplete="off"
        spellCheck={false}
        maxLength={3}
        placeholder="KRW"
        hint="공급처 단가와 잔액의 통화입니다 (USD, EUR, INR, KRW …). 연결 시험과 잔액 확인 때 공급처의 답으로 채워지며, 원화가 아니면 환율이 있어야 가져오고 가격을 맞출 수 있습니다."
        value={values.currency}
        onChange={set('currency')}
        errorId={form.errorFor('currency')}
      />
      {provider ? null : (
        <label className="checkbox">
          <input
            type="checkbox"
            name="enabled"
            checked={values.enabled === 'true'}
            onChange={(event) => set('enabled')(String(event.target.checked))}
          />
          추가하자마자 주문 전송에 사용
        </label>
      )}
      <FormError id={form.errorId} message={form.issue?.message} />
      <div className="provider-form__buttons">
        <SubmitButton pending={pending} pendingLabel="저장 중…" className="button button--primary">
          {provider ? '저장' : '추가'}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onDone} disabled={pending}>
          취소
        </button>
      </div>
    </form>
  );
}
