import { useLayoutEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Where each history entry (React Router's location key) was scrolled to, for this visit. */
const positions = new Map<string, number>();

/**
 * Scrolls like a site of separate pages: a new page starts at the top, while back and forward return
 * to where the member left that entry (docs/decisions/phone-layout.md).
 */
export function useScrollRestoration(): void {
  const { key } = useLocation();
  const type = useNavigationType();

  useLayoutEffect(() => {
    // The browser's own attempt would run before the page is back, against the page being left.
    history.scrollRestoration = 'manual';
    const saved = positions.get(key);
    let frame = 0;
    let tries = 0;
    // Tried again on the next frames (five seconds at most) while the page is still too short.
    const restore = () => {
      scrollTo(0, saved ?? 0);
      if (saved && document.documentElement.scrollHeight - innerHeight < saved && tries++ < 300) {
        frame = requestAnimationFrame(restore);
      }
    };
    if (type !== NavigationType.Pop || saved !== undefined) restore();
    const save = () => positions.set(key, scrollY);
    addEventListener('scroll', save, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', save);
    };
  }, [key, type]);
}
