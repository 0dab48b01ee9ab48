import type { KeyboardEvent, ReactNode } from 'react';
import { ADMIN_CONTENT_MESSAGES as M } from '@smm/contract/admin-content-messages';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import type { ContentKind, ContentRow } from '../../api/content-kinds.ts';
import { useDeleteContentItem } from '../../api/delete-content-item.ts';
import { useReorderContentItems } from '../../api/reorder-content-items.ts';
import { useReorder, type MoveDirection } from '../../hooks/use-reorder.ts';
import { TwoStepConfirm } from '../members/two-step-confirm.tsx';

interface ContentListProps<K extends ContentKind> {
  kind: K;
  items: readonly ContentRow<K>[];
  /** Items move only within their group (pinned notices above the others). */
  groupOf?: (item: ContentRow<K>) => string;
  /** The item's short name for buttons and announcements. */
  nameOf: (item: ContentRow<K>) => string;
  renderItem: (item: ContentRow<K>) => ReactNode;
  /** The id being edited (its editor replaces the item) and the editor. */
  editingId: number | null;
  onEdit: (id: number) => void;
  renderEditor: (item: ContentRow<K>) => ReactNode;
  deleteQuestion: (item: ContentRow<K>) => string;
  emptyText: string;
}

const ARROWS: Record<string, MoveDirection> = { ArrowUp: 'up', ArrowDown: 'down' };
const LIST_NAMES: Record<ContentKind, string> = {
  notices: '공지사항 목록',
  qnas: 'FAQ 목록',
  'register-sources': '가입경로 목록',
};

/**
 * One content list in the storefront's order: each item with buttons to move it up or down (also
 * Alt+↑ / Alt+↓ anywhere on the item), edit it in place and delete it in two steps.
 */
export function ContentList<K extends ContentKind>(props: ContentListProps<K>) {
  const { kind, items, groupOf, nameOf, renderItem, editingId, onEdit, renderEditor, deleteQuestion } = props;
  const toast = useToast();
  const reorder = useReorderContentItems(kind);
  const remove = useDeleteContentItem(kind);
  const { move, canMove, announcement, listRef } = useReorder({
    items,
    groupOf,
    nameOf,
    save: async (ids) => {
      try {
        await reorder.mutateAsync(ids);
      } catch (error) {
        toast.show(apiErrorMessage(error, '순서를 바꾸지 못했습니다.'), 'error');
        throw error;
      }
    },
  });
  const tryMove = (id: number, direction: MoveDirection) => void move(id, direction).catch(() => undefined);

  const onKeyDown = (id: number) => (event: KeyboardEvent<HTMLLIElement>) => {
    const direction = ARROWS[event.key];
    if (!event.altKey || !direction || reorder.isPending) return;
    event.preventDefault();
    tryMove(id, direction);
  };

  const onDelete = (item: ContentRow<K>) =>
    remove.mutate(item.id, {
      onSuccess: ({ outcome }) =>
        toast.show(
          outcome === 'hidden' ? M.hiddenInstead : M.deleted,
          outcome === 'hidden' ? 'info' : 'success',
        ),
      onError: (error) => toast.show(apiErrorMessage(error, '삭제하지 못했습니다.'), 'error'),
    });

  if (items.length === 0) return <p className="empty-text">{props.emptyText}</p>;
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <ol ref={listRef} className="content-list" aria-label={LIST_NAMES[kind]}>
        {items.map((item, index) => {
          const name = nameOf(item);
          if (item.id === editingId) {
            return (
              <li key={item.id} className="content-item content-item--editing">
                {renderEditor(item)}
              </li>
            );
          }
          return (
            <li
              key={item.id}
              className={item.visible ? 'content-item' : 'content-item content-item--hidden'}
              onKeyDown={onKeyDown(item.id)}
            >
              <span className="content-item__position" aria-hidden="true">
                {index + 1}
              </span>
              <div className="content-item__body">{renderItem(item)}</div>
              <div className="content-item__actions">
                {(['up', 'down'] as const).map((direction) => (
                  <button
                    key={direction}
                    type="button"
                    className="button button--secondary button--small content-item__move"
                    data-move={`${direction}-${item.id}`}
                    aria-label={`‘${name}’ ${direction === 'up' ? '위로' : '아래로'} 옮기기`}
                    aria-keyshortcuts={direction === 'up' ? 'Alt+ArrowUp' : 'Alt+ArrowDown'}
                    disabled={reorder.isPending || !canMove(item.id, direction)}
                    onClick={() => tryMove(item.id, direction)}
                  >
                    <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
                  </button>
                ))}
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`‘${name}’ 수정`}
                  data-edit={item.id}
                  onClick={() => onEdit(item.id)}
                >
                  수정
                </button>
                <TwoStepConfirm
                  label="삭제"
                  question={deleteQuestion(item)}
                  confirmLabel="삭제 확인"
                  onConfirm={() => onDelete(item)}
                  pending={remove.isPending}
                  danger
                  small
                  accessibleName={`‘${name}’ 삭제`}
                />
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
