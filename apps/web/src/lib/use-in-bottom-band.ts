import { useEffect, useState } from 'react';

/**
 * True while `element` reaches into the bottom `band` pixels of the screen: where the phone's chat
 * button floats. The observed band follows the screen's height (a rotation, the keyboard opening).
 */
export function useInBottomBand(element: Element | null, band: number): boolean {
  const [inBand, setInBand] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | undefined;
    const observe = () => {
      observer?.disconnect();
      observer = new IntersectionObserver(([entry]) => setInBand(!!entry?.isIntersecting), {
        rootMargin: `-${Math.max(0, window.innerHeight - band)}px 0px 0px 0px`,
      });
      observer.observe(element);
    };
    observe();
    window.addEventListener('resize', observe);
    return () => {
      window.removeEventListener('resize', observe);
      observer?.disconnect();
      setInBand(false);
    };
  }, [element, band]);
  return inBand;
}
