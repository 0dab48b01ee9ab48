import { MESSAGES_SERVER } from '@smm/contract/messages/server';
import { apiErrorMessage } from '../../lib/api-error-message.ts';

/**
 * Inline failure message of a query section, with a retry button; `fallback` says a failure that
 * carries no server message (by default the server's internal-error text).
 */
export function ErrorNotice({
  error,
  onRetry,
  fallback = MESSAGES_SERVER.internal,
}: {
  error: unknown;
  onRetry?: () => void;
  fallback?: string;
}) {
  const message = apiErrorMessage(error, fallback);
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
