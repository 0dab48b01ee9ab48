import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled])';

/**
 * While `active`, Tab and Shift+Tab cycle inside `container` (plus the `opener` that toggles it),
 * and the first item takes the focus, so a keyboard user cannot wander behind an open menu.
 */
export function useFocusTrap(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const items = () => [
      ...(opener.current ? [opener.current] : []),
      ...root.querySelectorAll<HTMLElement>(FOCUSABLE),
    ];
    items()[1]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const list = items();
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, container, opener]);
}
