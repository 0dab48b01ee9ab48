import { isApiError } from '../../lib/api-client.ts';

/** Inline failure message of a query section, with a retry button. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = isApiError(error) ? error.message : '오류가 발생했습니다.';
  return (
    <div className="error-notice" role="alert">
      <span>{message}</span>
      {onRetry ? (
        <button type="button" className="button button--ghost button--small" onClick={onRetry}>
          다시 시도
        </button>
      ) : null}
    </div>
  );
}
