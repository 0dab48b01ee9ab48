/** The '더 보기' button under a keyset-paged table; nothing once the last page is in. */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
  className = 'load-more',
  label = '더 보기',
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  className?: string;
  /** The button's name, when the page has more than one list. */
  label?: string;
}) {
  if (!hasMore) return null;
  return (
    <div className={className}>
      <button type="button" className="button button--secondary" disabled={loading} onClick={onLoadMore}>
        {loading ? '불러오는 중…' : label}
      </button>
    </div>
  );
}
