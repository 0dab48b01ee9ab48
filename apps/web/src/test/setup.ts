import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { installMatchMedia, setPrefersDark } from './match-media.ts';

// findBy* waits up to 5 s rather than 1 s: the first render of a file imports and compiles the
// whole page, which takes longer than a second on a busy two-core CI machine.
configure({ asyncUtilTimeout: 5000 });

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  setPrefersDark(false);
  installMatchMedia();
  window.localStorage.clear();
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  clearCookies();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.removeAttribute('style');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
