import './loading-state.css';

/** A small accessible busy indicator. */
export function LoadingState({
  label = '불러오는 중입니다',
  fullPage = false,
}: {
  label?: string;
  fullPage?: boolean;
}) {
  return (
    <div
      className={fullPage ? 'loading-state loading-state--page' : 'loading-state'}
      role="status"
      aria-live="polite"
    >
      <span className="loading-state__spinner" aria-hidden="true" />
      <span className="loading-state__label">{label}</span>
    </div>
  );
}
