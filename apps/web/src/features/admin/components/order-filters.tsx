/** The orders page's filters; every value lives in the URL (use-url-filters). */
export const ORDER_FILTER_KEYS = [
  'kind',
  'status',
  'memberId',
  'serviceId',
  'providerId',
  'from',
  'to',
  'needsOperator',
  'q',
] as const;
type Key = (typeof ORDER_FILTER_KEYS)[number];

const digits = (value: string) => value.replace(/\D/g, '');

export function OrderFilters({
  filters,
  setFilters,
  statuses,
}: {
  filters: Record<Key, string>;
  setFilters: (patch: Partial<Record<Key, string>>) => void;
  statuses: Record<number, string>;
}) {
  const auto = filters.kind === 'auto';
  const idField = (key: 'memberId' | 'serviceId' | 'providerId', label: string) => (
    <label className="admin-filter">
      <span>{label}</span>
      <input
        value={filters[key]}
        inputMode="numeric"
        onChange={(event) => setFilters({ [key]: digits(event.target.value) })}
      />
    </label>
  );
  return (
    <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
      <label className="admin-filter">
        <span>종류</span>
        <select
          value={filters.kind || 'orders'}
          // A status number means something else in the other list.
          onChange={(event) =>
            setFilters({ kind: event.target.value === 'auto' ? 'auto' : '', status: '', needsOperator: '' })
          }
        >
          <option value="orders">주문</option>
          <option value="auto">자동주문</option>
        </select>
      </label>
      <label className="admin-filter">
        <span>상태</span>
        <select value={filters.status} onChange={(event) => setFilters({ status: event.target.value })}>
          <option value="">전체</option>
          {Object.entries(statuses).map(([value, label]) => (
            <option key={value} value={value}>
              {auto && value === '3' ? '부분 완료' : label}
            </option>
          ))}
        </select>
      </label>
      <label className="admin-filter admin-filter--wide">
        <span>검색</span>
        <input
          type="search"
          value={filters.q}
          placeholder={auto ? '자동주문 번호 또는 링크' : '주문번호, 링크, 공급처 주문번호'}
          onChange={(event) => setFilters({ q: event.target.value })}
        />
      </label>
      {idField('memberId', '회원 번호')}
      {idField('serviceId', '서비스 번호')}
      {idField('providerId', '공급처 번호')}
      <label className="admin-filter">
        <span>시작일</span>
        <input
          type="date"
          value={filters.from}
          onChange={(event) => setFilters({ from: event.target.value })}
        />
      </label>
      <label className="admin-filter">
        <span>종료일</span>
        <input type="date" value={filters.to} onChange={(event) => setFilters({ to: event.target.value })} />
      </label>
      {auto ? null : (
        <label className="admin-filter admin-filter--check">
          <input
            type="checkbox"
            checked={filters.needsOperator === 'true'}
            onChange={(event) => setFilters({ needsOperator: event.target.checked ? 'true' : '' })}
          />
          <span>운영자 확인 필요</span>
        </label>
      )}
    </form>
  );
}
