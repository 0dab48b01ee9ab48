import { useCallback, useEffect, useRef } from 'react';
import type { PopupAuthMessage, PopupAuthSource } from '../components/popup-callback-page.tsx';

export const POPUP_FEATURES = 'popup,width=480,height=720';

export function isPopupAuthMessage(data: unknown, source: PopupAuthSource): data is PopupAuthMessage {
  if (!data || typeof data !== 'object') return false;
  const message = data as Partial<PopupAuthMessage>;
  return message.source === source && !!message.payload && typeof message.payload === 'object';
}

/**
 * The login popup both providers use (authorization code flow): open the provider's authorize page,
 * then wait for our callback page (in the popup) to post `{ source, payload: { code, state } }`.
 * Only a message from our own origin, while a popup of ours is open, with the state we sent, is
 * taken; its code goes to `onCode`. A cancelled login (no code) or a foreign state is `onFail`.
 */
export function usePopupCode(options: {
  source: PopupAuthSource;
  windowName: string;
  onCode: (code: string) => void;
  onFail: () => void;
}) {
  const { source, windowName, onCode, onFail } = options;
  const expectedState = useRef<string | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isPopupAuthMessage(event.data, source)) return;
      const expected = expectedState.current;
      if (expected === null) return;
      expectedState.current = null;
      const { code, state } = event.data.payload;
      if (!code || (state ?? '') !== expected) onFail();
      else onCode(code);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [source, onCode, onFail]);

  /** Opens `url` (null: not configured) in the popup and waits for a code sent back with `state`. */
  const open = useCallback(
    (url: string | null, state: string) => {
      // Not noopener: the callback page needs window.opener to hand the code back.
      const popup = url ? window.open(url, windowName, POPUP_FEATURES) : null;
      if (!popup) {
        onFail();
        return;
      }
      expectedState.current = state;
    },
    [windowName, onFail],
  );

  return open;
}
