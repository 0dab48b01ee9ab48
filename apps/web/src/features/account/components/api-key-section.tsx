import { Link } from 'react-router';
import { MESSAGES } from '@smm/contract/messages';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useGuestGuard } from '../../../lib/use-guest-guard.ts';
import { useRenewApiKey } from '../api/renew-api-key.ts';

/** The member's api key for the public API, with copy and renew. */
export function ApiKeySection({ apiKey }: { apiKey: string | null }) {
  const renew = useRenewApiKey();
  const refuseGuest = useGuestGuard();
  const toast = useToast();

  const onRenew = () => {
    if (renew.isPending || refuseGuest()) return;
    renew.mutate(undefined, {
      onError: (error) => toast.show(apiErrorMessage(error, MESSAGES.server.internal), 'error'),
    });
  };

  return (
    <section className="card" aria-labelledby="account-api-title">
      <h2 id="account-api-title" className="card__title">
        API 키
      </h2>
      <p className="card__lead">
        API로 주문할 때 넣는 값입니다(API v1은 요청 헤더 api-key, API v2는 요청의 key). 다른 사람에게 알려주지
        마세요. 재발급하면 이전 키는 바로 사용할 수 없습니다.{' '}
        <Link to={PATHS.apiDocs} className="text-link">
          API 안내 보기
        </Link>
      </p>
      <div className="key-box">
        {/* Announced when a renewal replaces it. */}
        <div className="key-box__main" aria-live="polite">
          {apiKey ? (
            <code className="key-box__value">{apiKey}</code>
          ) : (
            <span className="key-box__empty">발급된 API 키가 없습니다.</span>
          )}
        </div>
        <div className="key-box__actions">
          {apiKey ? <CopyButton value={apiKey} ariaLabel="API 키 복사" /> : null}
          <button
            type="button"
            className="button button--secondary button--small"
            disabled={renew.isPending}
            onClick={onRenew}
          >
            {renew.isPending ? '재발급 중…' : apiKey ? '재발급' : '발급'}
          </button>
        </div>
      </div>
    </section>
  );
}
