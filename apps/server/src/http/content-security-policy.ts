import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readShells } from './spa.ts';

/**
 * The Kakao login button loads Kakao's JavaScript SDK v1 on the first click
 * (apps/web/src/features/auth/hooks/use-kakao-login.ts). The SDK runs its login through hidden
 * easyXDM iframes on kauth.kakao.com (the login widget) and kapi.kakao.com (its API proxy). Script
 * sources name the SDK's files only, so no other script on those hosts may run here.
 */
const KAKAO_SCRIPTS = [
  'https://developers.kakao.com/sdk/js/kakao.min.js',
  'https://t1.kakaocdn.net/kakao_js_sdk/',
];
const KAKAO_FRAMES = ['https://kauth.kakao.com', 'https://kapi.kakao.com'];

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
    `script-src ${["'self'", ...scriptHashes, ...KAKAO_SCRIPTS].join(' ')}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${KAKAO_FRAMES.join(' ')}`,
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
