import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  missingRateMessage,
  type ImportRequest,
  type ImportResult,
  type ImportTargets,
  type ProviderCatalog,
  type ProviderCatalogService,
} from '@smm/contract/admin-import';
import { ADMIN_IMPORT_MESSAGES as M } from '@smm/contract/admin-import-messages';
import { formatCount } from '@smm/contract/format';
import { FormError } from '../../../../components/ui/form-error.tsx';
import { SubmitButton } from '../../../../components/ui/submit-button.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useForm, useFormValues } from '../../../../lib/form/use-form.ts';
import { useImportServices } from '../../api/import-services.ts';
import { ADMIN_EXCHANGE_RATES_PATH } from '../../admin-paths.ts';
import { useNameReplacements } from '../../hooks/use-name-replacements.ts';
import { useUrlFilters } from '../../hooks/use-url-filters.ts';
import { CatalogFilterBar, CATALOG_FILTER_KEYS } from './catalog-filters.tsx';
import { CatalogServiceTable } from './catalog-service-table.tsx';
import { CategoryMapping } from './category-mapping.tsx';
import { ImportPricingFields, type PricingValues } from './import-pricing-fields.tsx';
import { buildImportRequest, importName } from './import-request.ts';
import { ImportResultCard } from './import-result-card.tsx';
import { NameReplacementsPanel } from './name-replacements-panel.tsx';
import { previewWith, readPricing } from './price-preview.ts';
import { filterCatalog, importable, useImportSelection } from './use-import-selection.ts';

/** The import form: pricing, the replace list, the filtered catalogue, the mapping and one submit. */
export function ImportForm({
  providerId,
  catalog,
  targets,
}: {
  providerId: number;
  catalog: ProviderCatalog;
  targets: ImportTargets;
}) {
  const toast = useToast();
  const importing = useImportServices(providerId);
  const { currency, krwPerUnit } = catalog.provider;
  const [filters, setFilters] = useUrlFilters(CATALOG_FILTER_KEYS);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const replacements = useNameReplacements();
  const { rename } = replacements;
  const selection = useImportSelection(catalog.services, targets, rename);
  const { values, set } = useFormValues<PricingValues>({ markupPercent: '', minUnitPrice: '' });

  const rows = useMemo(
    () => filterCatalog(catalog.services, filters, selection.selected),
    [catalog.services, filters, selection.selected],
  );
  const selectable = rows.filter(importable);
  const allSelected =
    selectable.length > 0 && selectable.every((s) => selection.selected.has(s.providerServiceId));
  const pricing = useMemo(
    () => readPricing(values.markupPercent, values.minUnitPrice, krwPerUnit),
    [values.markupPercent, values.minUnitPrice, krwPerUnit],
  );
  const nameOf = (s: ProviderCatalogService) =>
    importName(s, selection.selected.get(s.providerServiceId), rename);
  const sample = catalog.services.find((s) => rename(s.name) !== s.name);

  const form = useForm<ImportRequest>({
    errorId: 'import-error',
    check: () =>
      buildImportRequest({
        services: catalog.services,
        selected: selection.selected,
        targets: selection.mapping,
        rename,
        ...values,
      }),
    toast: true,
    busy: importing.isPending,
    onValid: (body) =>
      importing.mutate(body, {
        onSuccess: (done) => {
          toast.show(`${formatCount(done.services.length)}개 ${M.imported}`, 'success');
          setResult(done);
          setRefusal(null);
          selection.clear();
        },
        onError: (error) => {
          const message = apiErrorMessage(error, '서비스를 가져오지 못했습니다.');
          toast.show(message, 'error');
          setRefusal(message === missingRateMessage(currency) ? message : null);
        },
      }),
  });

  return (
    <form className="import-form" noValidate onSubmit={form.submit} aria-label="공급처 서비스 가져오기">
      {refusal ? (
        <div className="card card--danger import-refusal" role="alert">
          <p>{refusal}</p>
          <Link className="button button--primary" to={ADMIN_EXCHANGE_RATES_PATH}>
            환율 입력하기
          </Link>
        </div>
      ) : null}
      {result ? <ImportResultCard result={result} onClose={() => setResult(null)} /> : null}
      <ImportPricingFields
        values={values}
        set={set}
        errorFor={form.errorFor}
        currency={currency}
        krwPerUnit={krwPerUnit}
      />
      <NameReplacementsPanel
        list={replacements.list}
        onSave={replacements.save}
        sample={sample ? { from: sample.name, to: rename(sample.name) } : null}
      />

      <div className="import-services" data-field="items">
        <h2 className="import-section-title">
          공급처 서비스 {formatCount(catalog.total)}개 중 {formatCount(rows.length)}개
        </h2>
        <CatalogFilterBar
          catalog={catalog}
          filters={filters}
          setFilters={setFilters}
          selectable={selectable.length}
          allSelected={allSelected}
          onSelectAll={(checked) => selection.toggle(selectable, checked)}
        />
        <CatalogServiceTable
          key={JSON.stringify(filters)}
          rows={rows}
          currency={currency}
          selected={selection.selected}
          itemIndex={selection.itemIndex}
          nameOf={nameOf}
          costOf={(s) => (s.unitCost === null ? null : Math.round(s.unitCost * 1000))}
          preview={(s) => previewWith(s.rate, pricing)}
          onToggle={(s, checked) => selection.toggle([s], checked)}
          onName={selection.setName}
          errorFor={form.errorFor}
        />
      </div>

      <section className="import-mapping-section" aria-labelledby="import-mapping-title">
        <h2 className="import-section-title" id="import-mapping-title">
          가져올 카테고리 ({formatCount(selection.groups.length)}개 분류)
        </h2>
        <CategoryMapping
          groups={selection.groups}
          targets={targets}
          mapping={selection.mapping}
          onChange={selection.setTarget}
          errorFor={form.errorFor}
        />
      </section>

      <div className="import-bar" data-bottom-bar>
        <FormError id={form.errorId} message={form.issue?.message} />
        <p className="import-bar__count" aria-live="polite">
          {formatCount(selection.selected.size)}개 선택 · 분류 {formatCount(selection.groups.length)}개
        </p>
        <SubmitButton
          pending={importing.isPending}
          pendingLabel="가져오는 중…"
          className="button button--primary"
        >
          선택한 서비스 가져오기
        </SubmitButton>
      </div>
    </form>
  );
}
