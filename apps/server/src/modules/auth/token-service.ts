import { createSecretKey } from 'node:crypto';
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
/** Loaded by the first sign-in or signed request, not at start-up (docs/decisions/lean-runtime.md). */
const loadJose = () => (jose ??= import('jose'));

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
    async verify(token) {
      const { jwtVerify } = await loadJose();
      try {
        // Only HS256 is accepted, so `alg: none` or a swapped algorithm never verifies.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock.now() });
        const memberId = Number(payload.sub);
        const tokenVersion = payload.ver;
        if (!Number.isSafeInteger(memberId) || typeof tokenVersion !== 'number') return null;
        return { memberId, tokenVersion };
      } catch {
        return null;
      }
    },
  };
}
