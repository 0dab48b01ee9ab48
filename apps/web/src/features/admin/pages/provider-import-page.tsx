import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  ADMIN_IMPORT_MESSAGES as M,
  importRequestSchema,
  type ImportCandidate,
  type ImportCandidates,
  type ImportRequest,
  type ImportResult,
  type ImportTargets,
} from '@smm/contract/admin-import';
import { formatCount } from '@smm/contract/format';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { FormError } from '../../../components/ui/form-error.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { checkWith } from '../../../lib/form/form-check.ts';
import { useForm, useFormValues } from '../../../lib/form/use-form.ts';
import { useImportCandidates } from '../api/get-import-candidates.ts';
import { useImportTargets } from '../api/get-import-targets.ts';
import { useImportServices } from '../api/import-services.ts';
import { ImportResultCard } from '../components/import/import-result-card.tsx';
import {
  ImportTargetFields,
  initialTargetValues,
  isNewPlatform,
  NEW_CATEGORY,
  type ImportTargetValues,
} from '../components/import/import-target-fields.tsx';
import { previewPrice } from '../components/import/price-preview.ts';
import { UpstreamServiceTable } from '../components/import/upstream-service-table.tsx';
import { useUrlFilters } from '../hooks/use-url-filters.ts';
import '../components/import/import-console.css';
import { parseDecimalField } from '../../../lib/form/parse-decimal-field.ts';

const FILTER_KEYS = ['category', 'q'] as const;

/** /admin/providers/:id/import: pick a provider's services, price them with a markup, import them. */
export function ProviderImportPage() {
  const providerId = Number(useParams().id);
  const candidates = useImportCandidates(providerId);
  const targets = useImportTargets();
  const title = candidates.data ? `서비스 가져오기: ${candidates.data.provider.name}` : '서비스 가져오기';
  return (
    <section className="page">
      <PageHeader
        title={title}
        description="공급처의 서비스를 골라 마진을 붙여 판매 서비스로 가져옵니다. 가져온 서비스의 판매가는 공급처 단가를 따라 바뀝니다."
        actions={
          <Link className="button button--secondary" to="/admin/price-changes">
            가격 동기화
          </Link>
        }
      />
      {candidates.isPending || targets.isPending ? (
        <LoadingState />
      ) : candidates.error || targets.error ? (
        <ErrorNotice
          error={candidates.error ?? targets.error}
          onRetry={() => void Promise.all([candidates.refetch(), targets.refetch()])}
        />
      ) : (
        <ImportForm providerId={providerId} candidates={candidates.data} targets={targets.data} />
      )}
    </section>
  );
}

function ImportForm({
  providerId,
  candidates,
  targets,
}: {
  providerId: number;
  candidates: ImportCandidates;
  targets: ImportTargets;
}) {
  const toast = useToast();
  const importing = useImportServices(providerId);
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const [result, setResult] = useState<ImportResult | null>(null);
  const { values, set } = useFormValues<ImportTargetValues>(initialTargetValues(targets));

  const upstreamCategories = useMemo(
    () => [...new Set(candidates.services.map((s) => s.category))].sort((a, b) => a.localeCompare(b, 'ko')),
    [candidates.services],
  );
  const rows = useMemo(() => {
    const q = filters.q.trim().toLowerCase();
    return candidates.services.filter(
      (s) =>
        (filters.category === '' || s.category === filters.category) &&
        (q === '' || s.name.toLowerCase().includes(q) || s.providerServiceId === q),
    );
  }, [candidates.services, filters.category, filters.q]);
  const selectable = rows.filter((s) => s.importedServiceId === null && s.rateReadable);
  const allShownSelected =
    selectable.length > 0 && selectable.every((s) => selected.has(s.providerServiceId));
  const ordered = candidates.services.filter((s) => selected.has(s.providerServiceId));
  const itemIndex = new Map(ordered.map((s, index) => [s.providerServiceId, index]));

  const request = (): Record<string, unknown> => {
    const categoryId =
      values.categoryId === '' || values.categoryId === NEW_CATEGORY ? undefined : Number(values.categoryId);
    return {
      items: ordered.map((s) => ({
        providerServiceId: s.providerServiceId,
        categoryId,
        name: selected.get(s.providerServiceId) ?? '',
      })),
      markupPercent: parseDecimalField(values.markupPercent),
      minUnitPrice: parseDecimalField(values.minUnitPrice),
      newCategory:
        values.categoryId === NEW_CATEGORY
          ? {
              platformId: Number(values.platformId),
              name: values.newCategoryName,
              platformName: isNewPlatform(targets, values.platformId) ? values.newPlatformName : undefined,
            }
          : undefined,
    };
  };

  const form = useForm<ImportRequest>({
    errorId: 'import-error',
    check: () => checkWith(importRequestSchema, request()),
    toast: true,
    busy: importing.isPending,
    onValid: (body) =>
      importing.mutate(body, {
        onSuccess: (done) => {
          toast.show(`${formatCount(done.services.length)}개 ${M.imported}`, 'success');
          setResult(done);
          setSelected(new Map());
          if (done.createdCategoryId !== null) set('categoryId')(String(done.createdCategoryId));
        },
        onError: (error) => toast.show(apiErrorMessage(error, '서비스를 가져오지 못했습니다.'), 'error'),
      }),
  });

  const toggle = (candidate: ImportCandidate, checked: boolean) =>
    setSelected((old) => {
      const next = new Map(old);
      if (checked) next.set(candidate.providerServiceId, candidate.name);
      else next.delete(candidate.providerServiceId);
      return next;
    });
  const toggleShown = (checked: boolean) =>
    setSelected((old) => {
      const next = new Map(old);
      for (const s of selectable) {
        if (checked && !next.has(s.providerServiceId)) next.set(s.providerServiceId, s.name);
        if (!checked) next.delete(s.providerServiceId);
      }
      return next;
    });

  return (
    <form className="import-form" noValidate onSubmit={form.submit} aria-label="공급처 서비스 가져오기">
      <ImportTargetFields targets={targets} values={values} set={set} errorFor={form.errorFor} />
      {result ? <ImportResultCard result={result} onClose={() => setResult(null)} /> : null}

      <div className="import-services" data-field="items">
        <h2 className="import-section-title">공급처 서비스 {formatCount(candidates.services.length)}개</h2>
        <div className="admin-filters" role="search">
          <label className="admin-filter">
            <span>공급처 분류</span>
            <select
              value={filters.category}
              onChange={(event) => setFilters({ category: event.target.value })}
            >
              <option value="">전체</option>
              {upstreamCategories.map((category) => (
                <option key={category} value={category}>
                  {category || '분류 없음'}
                </option>
              ))}
            </select>
          </label>
          <label className="admin-filter admin-filter--wide">
            <span>검색</span>
            <input
              type="search"
              value={filters.q}
              placeholder="서비스 이름 또는 공급처 번호"
              onChange={(event) => setFilters({ q: event.target.value })}
            />
          </label>
          <label className="admin-filter admin-filter--check">
            <input
              type="checkbox"
              checked={allShownSelected}
              disabled={selectable.length === 0}
              onChange={(event) => toggleShown(event.target.checked)}
            />
            <span>검색 결과 모두 선택 ({formatCount(selectable.length)}개)</span>
          </label>
        </div>
        <UpstreamServiceTable
          rows={rows}
          selected={selected}
          itemIndex={itemIndex}
          preview={(rate) => previewPrice(rate, values.markupPercent, values.minUnitPrice)}
          onToggle={toggle}
          onName={(id, name) => setSelected((old) => new Map(old).set(id, name))}
          errorFor={form.errorFor}
        />
      </div>

      <div className="import-bar" data-bottom-bar>
        <FormError id={form.errorId} message={form.issue?.message} />
        <p className="import-bar__count" aria-live="polite">
          {formatCount(selected.size)}개 선택
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
