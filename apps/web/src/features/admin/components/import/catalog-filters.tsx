import type { ProviderCatalog } from '@smm/contract/admin-import';
import { formatCount } from '@smm/contract/format';

export const CATALOG_FILTER_KEYS = ['q', 'category', 'type', 'only'] as const;
export type CatalogFilters = Record<(typeof CATALOG_FILTER_KEYS)[number], string>;

/**
 * Search, upstream category and type, and 'only the selected / not yet imported'; and the one
 * checkbox that selects every service the filters match (a whole upstream category at once).
 */
export function CatalogFilterBar({
  catalog,
  filters,
  setFilters,
  selectable,
  allSelected,
  onSelectAll,
}: {
  catalog: ProviderCatalog;
  filters: CatalogFilters;
  setFilters: (patch: Partial<CatalogFilters>) => void;
  /** Services the filters match that can be imported. */
  selectable: number;
  allSelected: boolean;
  onSelectAll: (checked: boolean) => void;
}) {
  const selectAllLabel =
    filters.category !== '' && filters.q === '' && filters.type === ''
      ? `이 분류 모두 선택 (${formatCount(selectable)}개)`
      : `검색 결과 모두 선택 (${formatCount(selectable)}개)`;
  return (
    <div className="admin-filters import-filters" role="search">
      <label className="admin-filter admin-filter--wide">
        <span>검색</span>
        <input
          type="search"
          value={filters.q}
          placeholder="서비스 이름 또는 공급처 번호"
          onChange={(event) => setFilters({ q: event.target.value })}
        />
      </label>
      <label className="admin-filter">
        <span>공급처 분류</span>
        <select value={filters.category} onChange={(event) => setFilters({ category: event.target.value })}>
          <option value="">전체 ({formatCount(catalog.total)})</option>
          {catalog.categories.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name || '분류 없음'} ({formatCount(c.count)})
            </option>
          ))}
        </select>
      </label>
      <label className="admin-filter">
        <span>유형</span>
        <select value={filters.type} onChange={(event) => setFilters({ type: event.target.value })}>
          <option value="">전체</option>
          {catalog.types.map((t) => (
            <option key={t.name} value={t.name}>
              {t.name} ({formatCount(t.count)})
            </option>
          ))}
        </select>
      </label>
      <label className="admin-filter">
        <span>보기</span>
        <select value={filters.only} onChange={(event) => setFilters({ only: event.target.value })}>
          <option value="">모든 서비스</option>
          <option value="new">아직 가져오지 않은 서비스</option>
          <option value="selected">선택한 서비스</option>
        </select>
      </label>
      <label className="admin-filter admin-filter--check">
        <input
          type="checkbox"
          checked={allSelected}
          disabled={selectable === 0}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        <span>{selectAllLabel}</span>
      </label>
    </div>
  );
}
