import { useState } from 'react';

/** On narrow screens the wide table reads better in landscape; the member may dismiss this. */
export function LandscapeNotice() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className="landscape-notice">
      <p>표가 넓어 휴대폰은 가로 화면으로 보시면 더 편합니다.</p>
      <button type="button" className="icon-button" aria-label="안내 닫기" onClick={() => setOpen(false)}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
