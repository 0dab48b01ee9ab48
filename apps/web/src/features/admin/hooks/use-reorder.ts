import { useCallback, useEffect, useRef, useState } from 'react';

export type MoveDirection = 'up' | 'down';

interface Movable {
  id: number;
}

/**
 * The new order after moving `id` one place up or down, within its group (pinned notices stay
 * above the others); null when it cannot move that way.
 */
export function movedOrder<T extends Movable>(
  items: readonly T[],
  id: number,
  direction: MoveDirection,
  groupOf: (item: T) => string = () => '',
): number[] | null {
  const index = items.findIndex((item) => item.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  const item = items[index];
  const neighbour = items[target];
  if (!item || !neighbour || groupOf(item) !== groupOf(neighbour)) return null;
  const ids = items.map((row) => row.id);
  ids[index] = neighbour.id;
  ids[target] = item.id;
  return ids;
}

/**
 * Moving items by buttons or Alt+Arrow keys: sends the new order, then keeps the keyboard on the
 * moved item's button (or its other button once it reached an end) and announces the new place.
 */
export function useReorder<T extends Movable>(options: {
  items: readonly T[];
  groupOf?: (item: T) => string;
  nameOf: (item: T) => string;
  save: (ids: number[]) => Promise<unknown>;
}) {
  const { items, groupOf, nameOf, save } = options;
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<{ id: number; direction: MoveDirection } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || !listRef.current) return;
    const button = (direction: MoveDirection) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${direction}-${wanted.id}"]`);
    const same = button(wanted.direction);
    const other = button(wanted.direction === 'up' ? 'down' : 'up');
    const target = same && !same.disabled ? same : other;
    if (target) {
      target.focus();
      focusAfter.current = null;
    }
  }, [items]);

  const move = useCallback(
    async (id: number, direction: MoveDirection) => {
      const ids = movedOrder(items, id, direction, groupOf);
      const item = items.find((row) => row.id === id);
      if (!ids || !item) return;
      focusAfter.current = { id, direction };
      await save(ids);
      setAnnouncement(`‘${nameOf(item)}’을(를) ${ids.indexOf(id) + 1}번째로 옮겼습니다.`);
    },
    [items, groupOf, nameOf, save],
  );

  const canMove = (id: number, direction: MoveDirection) =>
    movedOrder(items, id, direction, groupOf) !== null;

  return { move, canMove, announcement, listRef };
}
