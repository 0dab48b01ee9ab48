import { Link } from 'react-router';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { PATHS } from '../../../lib/paths.ts';

/** The member's own key: masked until revealed, copyable either way, or where to get one. */
export function ApiKeyRow({
  apiKey,
  shown,
  revealed,
  onToggle,
}: {
  apiKey: string | null;
  shown: string;
  revealed: boolean;
  onToggle: () => void;
}) {
  if (!apiKey) {
    return (
      <span className="key-box__empty">
        발급된 API 키가 없습니다.{' '}
        <Link to={PATHS.account} className="text-link">
          계정 설정
        </Link>
        에서 발급해 주세요. 아래 예시의 YOUR_API_KEY 자리에 넣어 쓰면 됩니다.
      </span>
    );
  }
  return (
    <>
      <code className="key-box__value" aria-label={revealed ? '내 API 키' : '내 API 키 (가려짐)'}>
        {shown}
      </code>
      <button type="button" className="button button--secondary button--small" onClick={onToggle}>
        {revealed ? 'API 키 숨기기' : 'API 키 보기'}
      </button>
      <CopyButton value={apiKey} ariaLabel="API 키 복사" />
    </>
  );
}
