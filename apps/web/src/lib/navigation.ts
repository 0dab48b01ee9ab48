import type { AppHref } from './paths.ts';

/** A full page load of `path` (drops every in-memory state, e.g. after logout). */
export function reloadTo(path: AppHref): void {
  window.location.assign(path);
}

/** Opens an external page in a new window without giving it access to this one. */
export function openExternal(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Only http(s) links from settings are followed (never javascript: or data: URLs). */
export function isSafeExternalUrl(url: string | undefined): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
