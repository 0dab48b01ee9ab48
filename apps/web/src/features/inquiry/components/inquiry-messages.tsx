import { formatDateTime } from '@smm/contract/format';
import type { InquiryMessage } from '@smm/contract/inquiries';

/**
 * The thread, oldest first. Bodies are React text (never HTML), shown with their line breaks
 * (`white-space: pre-wrap`).
 */
export function InquiryMessages({ messages }: { messages: readonly InquiryMessage[] }) {
  return (
    <ol className="inquiry-thread" aria-label="문의 대화">
      {messages.map((m) => (
        <li key={m.id} className={`inquiry-message inquiry-message--${m.author}`}>
          <p className="inquiry-message__meta">
            <strong>{m.author === 'operator' ? '운영자 답변' : '내 문의'}</strong>{' '}
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
          </p>
          <p className="inquiry-message__body">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}
