import path from 'node:path';

/** A year: the longest max-age caches honour, for files whose name changes with their content. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Entry page: always revalidated (a cheap 304), so a deploy's new asset names are seen at once. */
export const REVALIDATE = 'no-cache';
/** robots.txt, the manifest, icons: stable names, so a short cache and then revalidation. */
export const SHORT = 'public, max-age=3600';

/**
 * The cache policy of one built file, by its path relative to the build folder. Vite puts a content
 * hash in every name under assets/, so those never change and may be kept for a year.
 */
export function cacheControlFor(relativePath: string): string {
  const normalised = relativePath.split(path.sep).join('/');
  if (normalised.startsWith('assets/')) return IMMUTABLE;
  if (normalised === 'index.html' || normalised.startsWith('index.html.')) return REVALIDATE;
  // A page's prerendered shell (apps/web/build/shell-plugin.ts) is an entry page too.
  if (normalised.startsWith('shells/')) return REVALIDATE;
  return SHORT;
}
