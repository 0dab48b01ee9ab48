import { useSyncExternalStore } from 'react';

/** A phone: the 880 px mobile breakpoint (spec section 9), or a touch-first (coarse pointer) device. */
export const MOBILE_QUERY = '(max-width: 880px), (pointer: coarse)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on a phone; follows rotation and window resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
