import { useState } from 'react';
import { localStore } from '../../../lib/local-store.ts';

/** Remembered per browser: once dismissed, the notice stays away. */
export const LANDSCAPE_NOTICE_KEY = 'autoOrderLandscapeNoticeDismissed';

/** On a narrow screen held upright (880 px or less, portrait; CSS) the wide table reads better in landscape; dismissable. */
export function LandscapeNotice() {
  const [open, setOpen] = useState(() => localStore.get(LANDSCAPE_NOTICE_KEY) !== 'true');
  if (!open) return null;
  const dismiss = () => {
    setOpen(false);
    localStore.set(LANDSCAPE_NOTICE_KEY, 'true');
  };
  return (
    <div className="landscape-notice" role="note">
      <svg className="landscape-notice__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <rect x="3" y="7" width="18" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M17.5 12h.01" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      <p className="landscape-notice__text">표가 넓어 휴대폰은 가로 화면으로 보시면 더 편합니다.</p>
      <button type="button" className="icon-button" aria-label="가로 화면 안내 닫기" onClick={dismiss}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
