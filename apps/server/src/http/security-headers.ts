import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  NON_HTML_CONTENT_SECURITY_POLICY,
  readIndexScriptHashes,
  spaContentSecurityPolicy,
} from './content-security-policy.ts';

/** Powerful browser features the storefront never uses, switched off for the page and any frame. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A year; no includeSubDomains or preload: the operator's other subdomains are not ours to decide. */
export const HSTS = 'max-age=31536000';

/**
 * The Naver and Kakao login popups come back from nid.naver.com and kauth.kakao.com to these pages,
 * which hand the code to `window.opener`. A COOP on them would put the popup in a new browsing
 * context group and cut that link, so they are the pages without one
 * (docs/decisions/hardening-headers.md).
 */
const OAUTH_POPUP_RETURNS = new Set(['/auth/naver', '/auth/naver/', '/auth/kakao', '/auth/kakao/']);

function isOauthPopupReturn(request: FastifyRequest): boolean {
  return OAUTH_POPUP_RETURNS.has(request.url.split('?', 1)[0] ?? '');
}

function isHtml(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html');
}

const FRAMES = { 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' };

/** What every answer that is not a page carries (a JSON answer, a file): a policy that allows nothing. */
export const NON_PAGE_SECURITY_HEADERS = {
  'content-security-policy': NON_HTML_CONTENT_SECURITY_POLICY,
  ...FRAMES,
} as const;

/**
 * The security headers of every answer: pages (the SPA's index.html) get the storefront's
 * Content-Security-Policy, everything else a policy that allows nothing. Referrer-Policy and
 * Permissions-Policy govern documents, so only pages carry them (docs/decisions/hardening-headers.md).
 * HSTS only over TLS, which behind a proxy Fastify reads from X-Forwarded-Proto when TRUST_PROXY is on.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { distDir: string }): void {
  // Made once: each answer gets one of these sets in one call.
  const pageHeaders = {
    'content-security-policy': spaContentSecurityPolicy(readIndexScriptHashes(options.distDir)),
    ...FRAMES,
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    const html = isHtml(reply);
    void reply.headers(html ? pageHeaders : NON_PAGE_SECURITY_HEADERS);
    // Other sites that open one of our pages lose their handle on it; popups we open (Naver, Kakao
    // login) keep theirs.
    if (html && !isOauthPopupReturn(request)) {
      void reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    }
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    done(null, payload);
  });
}
