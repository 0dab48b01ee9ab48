export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Parses '#rgb' or '#rrggbb' (the hash optional); null for anything else. */
export function parseHexColor(input: string): Rgb | null {
  const hex = input.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(hex) ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return {
    r: parseInt(full.slice(0, 2), 16),
    g: parseInt(full.slice(2, 4), 16),
    b: parseInt(full.slice(4, 6), 16),
  };
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function rgbToHsl({ r, g, b }: Rgb): [number, number, number] {
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [h / 6, s, l];
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const hue = (p: number, q: number, t: number) => {
    const tt = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (tt < 1 / 6) return p + (q - p) * 6 * tt;
    if (tt < 1 / 2) return q;
    if (tt < 2 / 3) return p + (q - p) * (2 / 3 - tt) * 6;
    return p;
  };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  return { r: hue(p, q, h + 1 / 3) * 255, g: hue(p, q, h) * 255, b: hue(p, q, h - 1 / 3) * 255 };
}

/**
 * Darkens a hex colour by reducing its HSL lightness by `ratio` of itself (0.2 = 20% darker, the
 * hover colour of spec section 9). Returns null for an unparsable colour.
 */
export function darken(hex: string, ratio: number): string | null {
  const rgb = parseHexColor(hex);
  if (!rgb) return null;
  const [h, s, l] = rgbToHsl(rgb);
  return toHex(hslToRgb(h, s, l * (1 - ratio)));
}

function luminance(rgb: Rgb): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(rgb.r) + 0.7152 * channel(rgb.g) + 0.0722 * channel(rgb.b);
}

/** WCAG contrast ratio of two luminances. */
function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

const DARK_TEXT = { r: 0x11, g: 0x18, b: 0x27 };
/** WCAG AA for normal text. */
export const AA = 4.5;

/** WCAG contrast ratio of two hex colours (1 for an unparsable one). */
export function contrastRatio(a: string, b: string): number {
  const x = parseHexColor(a);
  const y = parseHexColor(b);
  return x && y ? contrast(luminance(x), luminance(y)) : 1;
}

/** `weight` of `a` over `b`, as CSS `color-mix(in srgb, a weight, b)` paints a tint on a background. */
export function mix(a: string, b: string, weight: number): string {
  const x = parseHexColor(a) ?? DARK_TEXT;
  const y = parseHexColor(b) ?? DARK_TEXT;
  const at = (k: keyof Rgb) => x[k] * weight + y[k] * (1 - weight);
  return toHex({ r: at('r'), g: at('g'), b: at('b') });
}

/**
 * `hex` with its HSL lightness moved towards black (`dark`) or white in small steps until it reads
 * at `ratio` on every one of `backgrounds`: the same hue, as little changed as AA needs.
 */
export function readableOn(
  hex: string,
  backgrounds: string[],
  towards: 'dark' | 'light',
  ratio = AA,
): string {
  const rgb = parseHexColor(hex);
  if (!rgb) return towards === 'dark' ? '#000000' : '#ffffff';
  const [h, s, l] = rgbToHsl(rgb);
  for (let step = 0; step <= 50; step++) {
    const lightness = towards === 'dark' ? l * (1 - step / 50) : l + (1 - l) * (step / 50);
    const candidate = toHex(hslToRgb(h, s, lightness));
    if (backgrounds.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate;
  }
  return towards === 'dark' ? '#000000' : '#ffffff';
}

/**
 * Near-black or white, whichever has the higher WCAG contrast on the given background. A fixed
 * luminance cut-off put white on mid-tones such as #e1306c (4.3:1, below AA) where black reads better.
 */
export function readableTextColor(hex: string): '#111827' | '#ffffff' {
  const rgb = parseHexColor(hex);
  if (!rgb) return '#ffffff';
  const background = luminance(rgb);
  return contrast(background, luminance(DARK_TEXT)) > contrast(background, 1) ? '#111827' : '#ffffff';
}

/**
 * A background and its text colour for a brand colour that must carry text (a button, a platform
 * tile): the colour itself when near-black or white reads on it at AA, else the colour darkened
 * until white does (mid-tones such as #1877f2 or #ff0033 reach neither at 4.5:1).
 */
export function readableFill(hex: string): { background: string; color: string } {
  const color = readableTextColor(hex);
  if (contrastRatio(hex, color) >= AA) return { background: hex, color };
  return { background: readableOn(hex, ['#ffffff'], 'dark'), color: '#ffffff' };
}
