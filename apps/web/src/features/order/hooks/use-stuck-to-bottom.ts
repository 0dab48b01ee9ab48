import { useEffect, useState, type RefObject } from 'react';

/**
 * True while a `position: sticky; bottom: 0` element is held at the bottom of the viewport (its
 * natural place is further down): its last pixel is then just outside a root shrunk by 1 px.
 */
export function useStuckToBottom(ref: RefObject<HTMLElement | null>): boolean {
  const [stuck, setStuck] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) =>
        setStuck(
          !!entry?.isIntersecting &&
            entry.intersectionRatio < 1 &&
            entry.boundingClientRect.bottom >= (entry.rootBounds?.bottom ?? Infinity),
        ),
      { rootMargin: '0px 0px -1px 0px', threshold: [0, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return stuck;
}
