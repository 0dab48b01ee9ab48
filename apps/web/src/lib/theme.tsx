import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { darken, parseHexColor, readableTextColor, toHex } from './color.ts';
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

/**
 * The custom properties a MAIN_COLOR value sets: --main, its 20% darker --main-hover (spec section 9)
 * and a readable --main-contrast text colour. Null for an unset or invalid colour.
 */
export function mainColorProperties(mainColor: string | undefined): Record<string, string> | null {
  const rgb = mainColor ? parseHexColor(mainColor) : null;
  if (!rgb) return null;
  const main = toHex(rgb);
  return {
    '--main': main,
    '--main-hover': darken(main, 0.2) ?? main,
    '--main-contrast': readableTextColor(main),
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
