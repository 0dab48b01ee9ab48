import { useState, type ReactNode } from 'react';
import { ADMIN_CATALOGUE_MESSAGES as M } from '@smm/contract/admin-catalogue-messages';
import { useToast } from '../../../../components/ui/toast.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useDeleteCatalogueItem } from '../../api/delete-catalogue-item.ts';
import { useReorderCatalogue } from '../../api/reorder-catalogue.ts';
import { useSaveCatalogueItem } from '../../api/save-catalogue-item.ts';
import { useSortableList } from '../../hooks/use-sortable-list.ts';
import { DeleteConfirm } from './delete-confirm.tsx';
import { SortControls } from './sort-controls.tsx';

interface TreeItem {
  id: number;
  text: string;
  visible: boolean;
}

/**
 * The platform or category list: pick one (its children show beside it), reorder by drag, keys or
 * buttons, edit, hide or show, and delete one that has nothing under it.
 */
export function CatalogueTreeList<T extends TreeItem>({
  kind,
  noun,
  items,
  selectedId,
  onSelect,
  onEdit,
  childCount,
  leading,
  emptyText,
}: {
  kind: 'platforms' | 'categories';
  /** '플랫폼' or '카테고리', for names and messages. */
  noun: string;
  items: readonly T[];
  selectedId: number | undefined;
  onSelect: (id: number) => void;
  onEdit: (item: T) => void;
  /** '카테고리 3개': what is under the item (it can be deleted when this is 0). */
  childCount: (item: T) => { count: number; label: string };
  leading?: (item: T) => ReactNode;
  emptyText: string;
}) {
  const toast = useToast();
  const reorder = useReorderCatalogue();
  const save = useSaveCatalogueItem();
  const remove = useDeleteCatalogueItem();
  const [deleting, setDeleting] = useState<T | null>(null);
  const sortable = useSortableList({
    items,
    nameOf: (item) => item.text,
    onCommit: (ids) =>
      reorder.mutateAsync(
        { kind, ids },
        { onError: (error) => toast.show(apiErrorMessage(error, '순서를 바꾸지 못했습니다.'), 'error') },
      ),
  });

  const toggle = (item: T) =>
    save.mutate(
      { kind, id: item.id, body: { visible: !item.visible } },
      {
        onSuccess: () => toast.show(item.visible ? M.hidden : M.shown, 'success'),
        onError: (error) => toast.show(apiErrorMessage(error, '바꾸지 못했습니다.'), 'error'),
      },
    );

  if (items.length === 0) return <p className="empty-text">{emptyText}</p>;
  return (
    <>
      <ul className="catalogue-list" aria-label={`${noun} 목록`}>
        {sortable.ordered.map((item) => {
          const { index, count } = sortable.position(item.id);
          const under = childCount(item);
          const selected = item.id === selectedId;
          return (
            <li
              key={item.id}
              className={selected ? 'catalogue-list__item is-selected' : 'catalogue-list__item'}
              {...sortable.rowProps(item.id)}
            >
              <SortControls
                name={item.text}
                index={index}
                count={count}
                onMove={(delta) => sortable.move(item.id, delta)}
                onHandleKeyDown={(event) => sortable.onHandleKeyDown(item.id, event)}
              />
              <button
                type="button"
                className="catalogue-list__select"
                aria-pressed={selected}
                onClick={() => onSelect(item.id)}
              >
                {leading?.(item)}
                <span className="catalogue-list__name">{item.text}</span>
                <span className="catalogue-list__meta">
                  {under.label}
                  {item.visible ? null : (
                    <span className="catalogue-badge catalogue-badge--hidden">숨김</span>
                  )}
                </span>
              </button>
              <span className="catalogue-list__actions">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`${item.text} 편집`}
                  onClick={() => onEdit(item)}
                >
                  편집
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={`${item.text} ${item.visible ? '숨기기' : '표시'}`}
                  disabled={save.isPending}
                  onClick={() => toggle(item)}
                >
                  {item.visible ? '숨기기' : '표시'}
                </button>
                {under.count === 0 ? (
                  <button
                    type="button"
                    className="button button--ghost button--small catalogue-danger-text"
                    aria-label={`${item.text} 삭제`}
                    onClick={() => setDeleting(item)}
                  >
                    삭제
                  </button>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {sortable.announcement}
      </p>
      {deleting ? (
        <DeleteConfirm
          what={`${noun} ‘${deleting.text}’`}
          pending={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(
              { kind, id: deleting.id },
              {
                onSuccess: () => {
                  toast.show(M.deleted, 'success');
                  setDeleting(null);
                },
                onError: (error) => {
                  setDeleting(null);
                  toast.show(apiErrorMessage(error, '삭제하지 못했습니다.'), 'error');
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
