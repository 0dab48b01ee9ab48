import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import type * as Jose from 'jose';
import type { Clock } from '../../clock.ts';

export interface TokenClaims {
  memberId: number;
  /** The member's token version when signed; bumping it revokes every older token. */
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Returns the claims of a valid token, or null for a forged, expired or malformed one. */
  verify(token: string): Promise<TokenClaims | null>;
}

let jose: Promise<typeof Jose> | undefined;
/** Loaded by the first sign-in, not at start-up (docs/decisions/lean-runtime.md); `verify` needs none. */
const loadJose = () => (jose ??= import('jose'));

/** The protected header `sign` writes (jose serialises it in this order): the only one `verify` accepts. */
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** A member id as `sign` writes it in `sub`: decimal digits, no sign, no leading zero. */
const CANONICAL_ID = /^[1-9][0-9]{0,15}$/;

/** A JWT NumericDate claim: absent, or a number (jose's rule for iat, nbf and exp). */
const numericDate = (value: unknown): value is number | undefined =>
  value === undefined || typeof value === 'number';

export function createTokenService(secret: string, ttlSeconds: number, clock: Clock): TokenService {
  // One KeyObject for the process: jose would otherwise import the raw secret on every call.
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    async sign({ memberId, tokenVersion }) {
      const { SignJWT } = await loadJose();
      return new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(memberId))
        .setIssuedAt(nowSeconds())
        .setExpirationTime(nowSeconds() + ttlSeconds)
        .sign(key);
    },
    // Every signed-in request verifies a token, so this is a synchronous HMAC rather than jose's
    // WebCrypto verify (about a fifth of an order's server CPU: docs/decisions/order-path.md). It is
    // stricter than jose's with our options: only the exact header `sign` writes (HS256, so `alg:
    // none` or a swapped algorithm never verifies, and no `crit`), the canonical signature, and
    // jose's claim checks (a payload object; iat and nbf numbers when present; exp in the future, nbf
    // not), plus two of ours: exp is required (`sign` always writes it; a token without one would
    // never expire) and sub is the canonical decimal id (issue 37 item 6).
    async verify(token) {
      const [header, body, signature, extra] = token.split('.');
      if (header !== HEADER || !body || !signature || extra !== undefined) return null;
      const expected = createHmac('sha256', key).update(`${header}.${body}`).digest();
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (given.toString('base64url') !== signature) return null;
      let payload: unknown;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
      const { sub, ver, iat, nbf, exp } = payload as Record<string, unknown>;
      if (!numericDate(iat) || !numericDate(nbf) || typeof exp !== 'number') return null;
      const now = nowSeconds();
      if (exp <= now || (nbf !== undefined && nbf > now)) return null;
      // Only the id `sign` writes: `"1.0"`, `" 1"`, `"01"` or `"0x1"` would name member 1 too.
      if (typeof sub !== 'string' || !CANONICAL_ID.test(sub) || typeof ver !== 'number') return null;
      const memberId = Number(sub);
      if (!Number.isSafeInteger(memberId)) return null;
      return { memberId, tokenVersion: ver };
    },
  };
}
