import type { Notice } from '@smm/contract/catalog';
import { useSettings } from '../../../lib/settings/get-settings.ts';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { ErrorNotice } from '../../../components/ui/error-notice.tsx';
import { useNotices } from '../api/get-notices.ts';

/** Pinned notices first, keeping the server's order within each group. */
export function sortNotices(notices: readonly Notice[]): Notice[] {
  return [...notices.filter((n) => n.isTop), ...notices.filter((n) => !n.isTop)];
}

export function NoticeBoard() {
  const notices = useNotices();
  const highlight = useSettings().SITE_NOTICE_BOLD_TEXT?.trim();

  return (
    <section className="card notice-board" aria-labelledby="notice-board-title">
      <h2 id="notice-board-title" className="card__title">
        공지사항
      </h2>
      {/* Focusable so a keyboard can scroll the fixed-height box (order.css). */}
      <div className="notice-board__body" tabIndex={0}>
        {notices.isPending ? (
          <LoadingState />
        ) : notices.isError ? (
          <ErrorNotice error={notices.error} onRetry={() => void notices.refetch()} />
        ) : notices.data.length === 0 ? (
          <p className="empty-text">등록된 공지사항이 없습니다.</p>
        ) : (
          <ul className="notice-list">
            {sortNotices(notices.data).map((notice) => (
              <li
                key={notice.id}
                className={notice.isTop ? 'notice notice--top' : 'notice'}
                style={notice.isTop && highlight ? { color: highlight } : undefined}
              >
                {notice.isTop ? <span className="notice__badge">중요</span> : null}
                <div className="notice__body">
                  {notice.title ? <strong className="notice__title">{notice.title}</strong> : null}
                  <p className="notice__content">{notice.content}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
