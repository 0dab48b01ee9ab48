import { useState, type FormEvent } from 'react';
import { percentSchema, type AdminService } from '@smm/contract/admin-catalogue';
import { ADMIN_CATALOGUE_MESSAGES as M } from '@smm/contract/admin-catalogue-messages';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useSetServicesVisible } from '../../api/set-services-visible.ts';
import { RepriceDialog } from './reprice-dialog.tsx';
import { parseDecimalField } from '../../../../lib/form/parse-decimal-field.ts';

/** What to do with the selected services: hide, show, or change every price by a percent. */
export function ServicesBulkBar({
  selected,
  onDone,
}: {
  selected: readonly AdminService[];
  onDone: () => void;
}) {
  const toast = useToast();
  const visibility = useSetServicesVisible();
  const [percentText, setPercentText] = useState('');
  const [percentError, setPercentError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const none = selected.length === 0;

  const setVisible = (visible: boolean) =>
    visibility.mutate(
      { ids: selected.map((s) => s.id), visible },
      {
        onSuccess: () => {
          toast.show(visible ? M.shown : M.hidden, 'success');
          onDone();
        },
        onError: (error) => toast.show(apiErrorMessage(error, '바꾸지 못했습니다.'), 'error'),
      },
    );

  const preview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = percentSchema.safeParse(parseDecimalField(percentText.replace(/%$/, '')));
    if (!checked.success) {
      setPercentError(checked.error.issues[0]?.message ?? M.percentRequired);
      event.currentTarget.querySelector<HTMLInputElement>('input[name="percent"]')?.focus();
      return;
    }
    setPercentError(null);
    setPercent(checked.data);
  };

  return (
    <div className="catalogue-bulk" role="group" aria-label="선택한 서비스 일괄 변경">
      <p className="catalogue-bulk__count" aria-live="polite">
        {selected.length}개 선택
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={none || visibility.isPending}
        onClick={() => setVisible(false)}
      >
        선택 숨기기
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={none || visibility.isPending}
        onClick={() => setVisible(true)}
      >
        선택 표시
      </button>
      <form className="catalogue-bulk__price" noValidate onSubmit={preview}>
        <label className="catalogue-bulk__label" htmlFor="bulk-percent">
          단가 변경(%)
        </label>
        <input
          id="bulk-percent"
          name="percent"
          className="input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="예: 10 또는 -5"
          value={percentText}
          aria-invalid={percentError ? true : undefined}
          aria-describedby={percentError ? 'bulk-percent-error' : undefined}
          onChange={(event) => setPercentText(event.target.value)}
        />
        <button type="submit" className="button button--primary button--small" disabled={none}>
          단가 변경
        </button>
      </form>
      <FormError id="bulk-percent-error" message={percentError} />
      {percent !== null ? (
        <RepriceDialog
          services={selected}
          percent={percent}
          onCancel={() => setPercent(null)}
          onDone={() => {
            setPercent(null);
            setPercentText('');
            onDone();
          }}
        />
      ) : null}
    </div>
  );
}
