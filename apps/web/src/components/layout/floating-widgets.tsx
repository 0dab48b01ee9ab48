import { useSettings } from '../../lib/settings/get-settings.ts';
import { useTheme } from '../../lib/theme.tsx';
import { isSafeExternalUrl, openExternal } from '../../lib/navigation.ts';
import './floating-widgets.css';

/** The light/dark switch: floating on the storefront; the operator console puts it in its top bar. */
export function DarkModeToggle({ className = 'floating floating--theme' }: { className?: string }) {
  const { dark, toggleDark } = useTheme();
  return (
    <button
      type="button"
      className={className}
      aria-label={dark ? '라이트 모드로 전환' : '다크 모드로 전환'}
      aria-pressed={dark}
      onClick={toggleDark}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {dark ? (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4.5" />
            <path d="M12 2.5v2M12 19.5v2M4.6 4.6 6 6M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" />
          </g>
        ) : (
          <path d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}

export function ChatButton() {
  const { CHANNEL_LINK: link, CHANNEL_BUTTON_TEXT: text } = useSettings();
  if (!isSafeExternalUrl(link)) return null;
  const label = text?.trim() || '상담하기';
  return (
    <button type="button" className="floating floating--chat" onClick={() => openExternal(link)}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 3.5c-5 0-9 3.1-9 7 0 2.5 1.7 4.7 4.2 6l-.9 3.6 4.1-2.6c.5.1 1 .1 1.6.1 5 0 9-3.1 9-7s-4-7-9-7Z"
          fill="currentColor"
        />
      </svg>
      <span>{label}</span>
    </button>
  );
}

export function FloatingWidgets() {
  return (
    <>
      <DarkModeToggle />
      <ChatButton />
    </>
  );
}
