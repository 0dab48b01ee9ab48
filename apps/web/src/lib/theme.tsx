import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { darken, mix, parseHexColor, readableFill, readableOn, toHex } from './color.ts';
import { localStore } from './local-store.ts';

export const DARK_MODE_STORAGE_KEY = 'darkMode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored choice ('true'/'false'), else the system preference. */
export function initialDarkMode(): boolean {
  const stored = localStore.get(DARK_MODE_STORAGE_KEY);
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

interface Theme {
  dark: boolean;
  toggleDark: () => void;
}

const ThemeContext = createContext<Theme | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [dark, setDark] = useState(initialDarkMode);

  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);

  const toggleDark = useCallback(() => {
    setDark((current) => {
      const next = !current;
      localStore.set(DARK_MODE_STORAGE_KEY, String(next));
      return next;
    });
  }, []);

  const value = useMemo(() => ({ dark, toggleDark }), [dark, toggleDark]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): Theme {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error('useTheme must be used inside <ThemeProvider>');
  return theme;
}

/** The surfaces text in the main colour sits on (tokens.css), the darkest (light) or lightest (dark) first. */
const LIGHT_SURFACE = '#f3f5f8';
const DARK_SURFACE = '#20252e';

/**
 * The custom properties a MAIN_COLOR value sets: --main (the colour, darkened only when neither
 * near-black nor white text reads on it at AA), its 20% darker --main-hover (spec section 9), the
 * --main-contrast and --main-hover-contrast text on them, and --main-text-light / --main-text-dark: the colour as text, darkened
 * (light theme) or lightened (dark theme) until it reads at 4.5:1 on the page, the inputs and its own
 * soft tint. Null for an unset or invalid colour.
 */
export function mainColorProperties(mainColor: string | undefined): Record<string, string> | null {
  const rgb = mainColor ? parseHexColor(mainColor) : null;
  if (!rgb) return null;
  const fill = readableFill(toHex(rgb));
  const main = fill.background;
  // Text on the hover colour gets its own readable colour: near-black that read on a light main
  // colour at 4.6:1 can fall below AA once it is 20% darker.
  const hover = readableFill(darken(main, 0.2) ?? main);
  return {
    '--main': main,
    '--main-hover': hover.background,
    '--main-contrast': fill.color,
    '--main-hover-contrast': hover.color,
    '--main-text-light': readableOn(main, [LIGHT_SURFACE, mix(main, LIGHT_SURFACE, 0.14)], 'dark'),
    '--main-text-dark': readableOn(main, [DARK_SURFACE, mix(main, DARK_SURFACE, 0.22)], 'light'),
  };
}

/**
 * Applies the MAIN_COLOR setting to the page (`mainColorProperties`). An unset or invalid colour
 * keeps the stylesheet's default.
 */
export function useMainColor(mainColor: string | undefined): void {
  useEffect(() => {
    const style = document.documentElement.style;
    const properties = mainColorProperties(mainColor);
    if (!properties) return;
    for (const [name, value] of Object.entries(properties)) style.setProperty(name, value);
    return () => {
      for (const name of Object.keys(properties)) style.removeProperty(name);
    };
  }, [mainColor]);
}
