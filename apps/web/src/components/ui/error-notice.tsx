import { MESSAGES } from '@smm/contract/messages';
import { apiErrorMessage } from '../../lib/api-error-message.ts';

/** Inline failure message of a query section, with a retry button. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = apiErrorMessage(error, MESSAGES.server.internal);
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
