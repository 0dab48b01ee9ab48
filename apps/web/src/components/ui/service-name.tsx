import type { ReactNode } from 'react';

const KOREAN_FLAG = '🇰🇷';
let flagSupported: boolean | undefined;

/**
 * Whether this system draws 🇰🇷 as one flag, measured once on a canvas: without flag emoji
 * (Windows) the pair of regional indicators draws as two letters, twice as wide as one of them.
 * No canvas (an old or test browser) counts as support: the text is then shown as it is.
 */
export function flagEmojiSupported(): boolean {
  if (flagSupported === undefined) {
    const context = document.createElement('canvas').getContext('2d');
    if (context) context.font = '32px sans-serif';
    flagSupported = !context || context.measureText(KOREAN_FLAG).width < 1.5 * context.measureText('🇰').width;
  }
  return flagSupported;
}

const SOLID = 'h6';
const BROKEN = 'h2.6m.8 0h2.6';
/** The four trigrams: centre, angle and bars from the inside out (s solid, b broken). */
const TRIGRAMS = [
  [8.4, 5.6, -56.3, 'sss'],
  [27.6, 5.6, 56.3, 'bsb'],
  [8.4, 18.4, 56.3, 'sbs'],
  [27.6, 18.4, -56.3, 'bbb'],
] as const;

/** A tiny inline 태극기 (no file to fetch), one line high, for systems without flag emoji. */
export function KoreanFlag() {
  return (
    <svg
      role="img"
      aria-label="태극기"
      viewBox="0 0 36 24"
      width="1.5em"
      height="1em"
      style={{ display: 'inline-block', verticalAlign: '-0.15em' }}
    >
      <rect x=".5" y=".5" width="35" height="23" fill="#fff" stroke="#ccc" />
      <g transform="rotate(33.7 18 12)">
        <circle cx="18" cy="12" r="6" fill="#0047a0" />
        <path d="M12 12a6 6 0 0 1 12 0a3 3 0 0 0-6 0a3 3 0 0 1-6 0" fill="#cd2e3a" />
      </g>
      {TRIGRAMS.map(([x, y, angle, bars]) => (
        <path
          key={`${x}${y}`}
          transform={`translate(${x} ${y}) rotate(${angle})`}
          d={[...bars].map((bar, i) => `M-3 ${i * 1.6 - 1.6}${bar === 's' ? SOLID : BROKEN}`).join('')}
          stroke="#000"
        />
      ))}
    </svg>
  );
}

/**
 * A service's name. Where the system has no flag emoji, each 🇰🇷 is drawn as a small inline flag
 * (spec section 9 lets the emoji be replaced) instead of the letters K R.
 */
export function ServiceName({ text }: { text: string }): ReactNode {
  if (!text.includes(KOREAN_FLAG) || flagEmojiSupported()) return text;
  return text.split(KOREAN_FLAG).flatMap((part, i) => (i === 0 ? [part] : [<KoreanFlag key={i} />, part]));
}
