import type { CSSProperties, ReactNode } from 'react';
import { PLATFORM_ICONS } from '@smm/contract/platform-icons';
import { parseHexColor, readableFill } from '../../lib/color.ts';

/**
 * A platform tile's colours as the storefront shows them: the brand colour, darkened where no text
 * colour reads on it at AA (lib/color.ts `readableFill`), also as `--platform-bg`; `fallback` for a
 * colour that is not `#rrggbb`. The console's previews use the same, so they look like the store.
 */
export function platformTileStyle(background: string, fallback: CSSProperties): CSSProperties {
  if (parseHexColor(background) === null) return fallback;
  const fill = readableFill(background);
  return { ...fill, ['--platform-bg' as string]: fill.background };
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** Simplified glyphs, drawn on a 24 x 24 grid in the current text colour. */
const GLYPHS: Record<string, ReactNode> = {
  instagram: (
    <g {...stroke}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </g>
  ),
  youtube: (
    <g>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
      <path d="M10 9.2v5.6l4.8-2.8z" style={{ fill: 'var(--platform-bg, #000)' }} />
    </g>
  ),
  tiktok: (
    <path d="M14 3.5v11.2a3.3 3.3 0 1 1-3.3-3.3M14 3.5c.4 2.6 2.2 4.3 4.8 4.5" {...stroke} strokeWidth={2} />
  ),
  facebook: (
    <path
      d="M14.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H8.9v3h2.6V21"
      {...stroke}
    />
  ),
  x: <path d="M5 4.5h3.6L19 19.5h-3.6zM18.6 4.5 13.4 10.4M5.4 19.5l5.3-6" {...stroke} />,
  'naver-blog': (
    <g>
      <rect x="3" y="4.5" width="18" height="13" rx="3.5" fill="currentColor" />
      <path d="M12 17.5 10 20l-1-2.5" fill="currentColor" />
      <text
        x="12"
        y="14.6"
        textAnchor="middle"
        fontSize="8.5"
        fontWeight="800"
        style={{ fill: 'var(--platform-bg, #03c75a)' }}
        fontFamily="Arial, sans-serif"
      >
        blog
      </text>
    </g>
  ),
  threads: (
    <path
      d="M16.6 11.2c-.3-2.6-2-3.8-4.3-3.8-2 0-3.4 1-3.9 2.6M8.9 14.4c.2 1.5 1.5 2.4 3.2 2.3 2.4-.1 3.6-1.7 3.6-4.2 0-3.7-3.4-4.2-5.7-2.6M19.5 12c0 4.6-2.8 8-7.5 8s-7.5-3.4-7.5-8 2.8-8 7.5-8c3.4 0 5.8 1.8 6.8 4.7"
      {...stroke}
    />
  ),
  twitch: (
    <g {...stroke}>
      <path d="M5 3.5 4 7v12h4v2.5h2.5L13 19h3.5l4-4V3.5z" />
      <path d="M11 8v4.5M15.5 8v4.5" />
    </g>
  ),
  kakao: (
    <path
      d="M12 4C7 4 3 7.1 3 11c0 2.5 1.7 4.7 4.2 5.9l-.9 3.4c-.1.3.3.6.6.4l4-2.7H12c5 0 9-3.1 9-7s-4-7-9-7Z"
      fill="currentColor"
    />
  ),
  telegram: <path d="M20.5 4.5 3.5 11l5.2 2 2 6 3-3.8 4.6 3.3zM8.7 13l9.4-6.5-7.4 8.4" {...stroke} />,
  spotify: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="9" />
      <path d="M7.5 9.6c3.2-1 6.6-.7 9.4.9M8 12.6c2.6-.8 5.3-.5 7.6.8M8.6 15.4c2-.5 4-.3 5.7.6" />
    </g>
  ),
  soundcloud: (
    <g {...stroke}>
      <path d="M11 16.5h7a3 3 0 0 0 0-6 4.6 4.6 0 0 0-7-3.1z" />
      <path d="M8.5 9v7.5M6 10.5v6M3.5 12.5v4" />
    </g>
  ),
  'naver-cafe': (
    <g {...stroke}>
      <path d="M5 9h11v5.5a4.5 4.5 0 0 1-4.5 4.5h-2A4.5 4.5 0 0 1 5 14.5z" />
      <path d="M16 10.5h1.5a2.5 2.5 0 0 1 0 5H16M8.5 3.5c-.6.9.6 1.6 0 2.6M12 3.5c-.6.9.6 1.6 0 2.6" />
    </g>
  ),
  afreeca: (
    <g {...stroke}>
      <rect x="3.5" y="7" width="17" height="12" rx="3" />
      <path d="M9 3.5 12 7l3-3.5M10.5 11v4.5l4-2.2z" />
    </g>
  ),
  etc: (
    <g fill="currentColor">
      <circle cx="6" cy="12" r="1.8" />
      <circle cx="12" cy="12" r="1.8" />
      <circle cx="18" cy="12" r="1.8" />
    </g>
  ),
};

/** The icon of a platform id (1 to 15, spec section 3); unknown ids get the generic icon. */
export function PlatformIcon({ platformId, size = 28 }: { platformId: number; size?: number }) {
  const name = PLATFORM_ICONS[platformId] ?? 'etc';
  return (
    <svg
      className="platform-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {GLYPHS[name] ?? GLYPHS.etc}
    </svg>
  );
}
