/** The '더 보기' button under a keyset-paged console table. */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  if (!hasMore) return null;
  return (
    <div className="admin-load-more">
      <button type="button" className="button button--secondary" disabled={loading} onClick={onLoadMore}>
        {loading ? '불러오는 중…' : '더 보기'}
      </button>
    </div>
  );
}
