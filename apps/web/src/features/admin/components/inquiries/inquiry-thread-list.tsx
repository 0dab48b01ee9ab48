import type { AdminInquiryDetail } from '@smm/contract/admin-inquiries';
import { formatDateTime } from '@smm/contract/format';

/** The messages, oldest first; bodies are text with their line breaks, never HTML. */
export function InquiryThreadList({ inquiry }: { inquiry: AdminInquiryDetail }) {
  return (
    <ol className="admin-inquiry-thread" aria-label="문의 대화">
      {inquiry.messages.map((m) => (
        <li key={m.id} className={`admin-inquiry-message admin-inquiry-message--${m.author}`}>
          <p className="admin-inquiry-message__meta">
            <strong>
              {m.author === 'operator'
                ? `운영자 ${m.operatorLoginId ?? ''}`.trim()
                : `회원 ${inquiry.loginId ?? `#${inquiry.memberId}`}`}
            </strong>{' '}
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
          </p>
          <p className="admin-inquiry-text">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}
