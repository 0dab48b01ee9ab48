import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

interface Sortable {
  id: number;
}

/**
 * A list the operator reorders by dragging a row, by the arrow keys on a focused handle, or by its
 * '위로' / '아래로' buttons. The new order shows at once (optimistic) and goes to `onCommit` as
 * the full list of ids; each move is announced through `announcement` (a polite live region).
 * Commits go one after another, so quick moves reach the server in the order they were made; the
 * optimistic order shows until the last one has settled and the server's list has caught up.
 */
export function useSortableList<T extends Sortable>({
  items,
  nameOf,
  onCommit,
  disabled = false,
}: {
  items: readonly T[];
  nameOf: (item: T) => string;
  onCommit: (ids: number[]) => Promise<unknown>;
  disabled?: boolean;
}) {
  const serverKey = items.map((item) => item.id).join(',');
  const [pending, setPending] = useState<{ base: string; ids: number[] } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [inFlight, setInFlight] = useState(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const byId = new Map(items.map((item) => [item.id, item]));
  const order =
    pending && (inFlight > 0 || pending.base === serverKey) ? pending.ids : items.map((item) => item.id);
  const ordered = order.flatMap((id) => byId.get(id) ?? []);

  function moveTo(id: number, target: number) {
    const from = order.indexOf(id);
    const to = Math.max(0, Math.min(order.length - 1, target));
    if (disabled || from < 0 || from === to) return;
    const ids = [...order];
    ids.splice(from, 1);
    ids.splice(to, 0, id);
    setPending({ base: serverKey, ids });
    const item = byId.get(id);
    setAnnouncement(`${item ? nameOf(item) : ''}: ${ids.length}개 중 ${to + 1}번째로 옮겼습니다.`);
    setInFlight((n) => n + 1);
    queue.current = queue.current
      .then(() => onCommit(ids))
      .catch(() => {
        setPending(null);
        setAnnouncement('순서를 바꾸지 못해 서버의 순서로 되돌렸습니다.');
      })
      .finally(() => setInFlight((n) => n - 1));
  }

  return {
    ordered,
    announcement,
    /** Moves an item one place up (-1) or down (+1). */
    move: (id: number, delta: number) => moveTo(id, order.indexOf(id) + delta),
    position: (id: number) => ({ index: order.indexOf(id), count: order.length }),
    /** Arrow keys on a focused handle move its row; Home and End send it to either end. */
    onHandleKeyDown(id: number, event: KeyboardEvent) {
      const targets: Record<string, number> = {
        ArrowUp: order.indexOf(id) - 1,
        ArrowDown: order.indexOf(id) + 1,
        Home: 0,
        End: order.length - 1,
      };
      const target = targets[event.key];
      if (target === undefined) return;
      event.preventDefault();
      moveTo(id, target);
    },
    /** Props of a draggable row (HTML drag and drop; touch screens use the buttons). */
    rowProps(id: number) {
      return {
        draggable: !disabled,
        'data-dragging': dragging === id || undefined,
        'data-drop-target': (over === id && dragging !== null && dragging !== id) || undefined,
        onDragStart(event: DragEvent) {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', String(id));
          setDragging(id);
        },
        onDragOver(event: DragEvent) {
          if (dragging === null) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          setOver(id);
        },
        onDrop(event: DragEvent) {
          event.preventDefault();
          if (dragging !== null) moveTo(dragging, order.indexOf(id));
          setDragging(null);
          setOver(null);
        },
        onDragEnd() {
          setDragging(null);
          setOver(null);
        },
      };
    },
  };
}
