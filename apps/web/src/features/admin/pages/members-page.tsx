import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  LOGIN_TYPE_LABELS,
  LOGIN_TYPES,
  MEMBER_STATE_LABELS,
  MEMBER_STATES,
} from '@smm/contract/admin-members';
import { formatDateTime } from '@smm/contract/format';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useMembers } from '../api/get-members.ts';
import { LoadMore } from '../components/load-more.tsx';
import { MemberStateBadge } from '../components/members/member-state-badge.tsx';
import { useUrlFilters } from '../hooks/use-url-filters.ts';
import '../components/members/members.css';
import { won } from '../components/members/won.ts';

const FILTER_KEYS = ['q', 'state', 'loginType'] as const;

/** /admin/members: search by number, id, e-mail or phone; filters live in the URL. */
export function MembersPage() {
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const [query, setQuery] = useState(filters.q);
  const list = useMembers(filters);

  // The search applies on submit (Enter or the button), not on every keystroke.
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({ q: query.trim() });
  };

  return (
    <section className="page">
      <PageHeader title="회원 관리" description="회원을 찾아 잔액, 이용 내역과 상태를 관리합니다." />
      <form className="admin-filters" role="search" onSubmit={search}>
        <label className="admin-filter admin-filter--wide">
          <span>검색</span>
          <input
            type="search"
            name="q"
            value={query}
            placeholder="회원번호, 아이디, 이메일, 휴대전화"
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <label className="admin-filter">
          <span>상태</span>
          <select value={filters.state} onChange={(event) => setFilters({ state: event.target.value })}>
            <option value="">전체</option>
            {MEMBER_STATES.map((state) => (
              <option key={state} value={state}>
                {MEMBER_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-filter">
          <span>가입 유형</span>
          <select
            value={filters.loginType}
            onChange={(event) => setFilters({ loginType: event.target.value })}
          >
            <option value="">전체</option>
            {LOGIN_TYPES.map((type) => (
              <option key={type} value={type}>
                {LOGIN_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--secondary admin-filters__submit">
          검색
        </button>
      </form>
      {list.isPending ? (
        <LoadingState />
      ) : list.error ? (
        <ErrorNotice error={list.error} />
      ) : (
        <DataTable
          caption="회원 목록"
          columns={['번호', '아이디', '가입일', '잔액', '총 사용', '총 충전', '주문', '가입 유형', '상태']}
          emptyText="조건에 맞는 회원이 없습니다."
          stacked
          dense
        >
          {list.rows.map((row) => (
            <tr key={row.id}>
              <td data-label="번호">{row.id}</td>
              <td data-label="아이디">
                {/* One element, so a stacked card keeps the tag beside the id. */}
                <span>
                  <Link className="table__link" to={`/admin/members/${row.id}`}>
                    {row.loginId ?? `탈퇴 회원 #${row.id}`}
                  </Link>
                  {row.isAdmin ? <span className="admin-tag">운영자</span> : null}
                </span>
              </td>
              <td data-label="가입일" className="table__nowrap">
                {formatDateTime(row.createdAt)}
              </td>
              <td data-label="잔액" className="table__number">
                {won(row.balance)}
              </td>
              <td data-label="총 사용" className="table__number">
                {won(row.totalSpent)}
              </td>
              <td data-label="총 충전" className="table__number">
                {won(row.totalTopup)}
              </td>
              <td data-label="주문" className="table__number">
                {row.orderCount.toLocaleString('ko-KR')}건
              </td>
              <td data-label="가입 유형">{LOGIN_TYPE_LABELS[row.loginType]}</td>
              <td data-label="상태">
                <MemberStateBadge state={row.state} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <LoadMore hasMore={list.hasMore} loading={list.isLoadingMore} onLoadMore={list.loadMore} />
    </section>
  );
}
