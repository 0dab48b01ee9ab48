import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readShells } from './spa.ts';

/** `'sha256-…'` sources for every inline `<script>` (one without `src`) of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The inline scripts of the build's index.html and of the pages' prerendered shells (the same
 * scripts, built from it), read once at start-up; none without a build.
 */
export function readIndexScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const page of ['index.html', ...readShells(distDir).values()]) {
    try {
      for (const hash of inlineScriptHashes(readFileSync(path.join(distDir, page), 'utf8'))) hashes.add(hash);
    } catch {
      // no build yet
    }
  }
  return [...hashes];
}

/**
 * The policy of every HTML page (the SPA). No 'unsafe-inline' anywhere: the one inline script of
 * index.html (the theme, which must run before the first paint) is allowed by its hash. React sets
 * `style={{…}}` through the CSSOM, which style-src does not govern, and the build has no inline
 * `<style>` or style attribute, so styles come from our origin only. Reasons in
 * docs/decisions/hardening-headers.md.
 */
export function spaContentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(' ')}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // Naver and Kakao log in through popups (top-level windows), never frames: nothing is framed.
    "frame-src 'none'",
    "worker-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Everything that is not a page (JSON, files, text): nothing may load, run or frame it. */
export const NON_HTML_CONTENT_SECURITY_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
