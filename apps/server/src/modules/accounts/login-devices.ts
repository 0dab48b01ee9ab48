import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import { deriveKey } from '../../secrets.ts';

/** The cookie a browser gets after a successful login: the id's "known device" token. */
export const DEVICE_COOKIE = 'smm_login_device';
/** How long a device stays known without logging in again. */
export const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;

/**
 * Signed tokens that say "this client logged in as this id before" (OWASP's device cookies). No
 * table: the token is `nonce.expiry.hmac(id, nonce, expiry)` with a key derived from the JWT
 * secret; the nonce names the device for its own failure budget.
 */
export interface LoginDevices {
  issue(loginId: string): string;
  /** The device's nonce when `token` was issued for `loginId` (any case) and has not expired. */
  verify(token: string | undefined, loginId: string): string | null;
}

export function createLoginDevices(jwtSecret: string, clock: Clock): LoginDevices {
  const key = deriveKey(jwtSecret, 'smm/login-device/v1');
  const sign = (loginId: string, nonce: string, expires: string) =>
    createHmac('sha256', key).update(`${loginId.toLowerCase()}\n${nonce}\n${expires}`).digest();
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);
  return {
    issue(loginId) {
      const nonce = randomBytes(16).toString('base64url');
      const expires = String(nowSeconds() + DEVICE_TTL_SECONDS);
      return `${nonce}.${expires}.${sign(loginId, nonce, expires).toString('base64url')}`;
    },
    verify(token, loginId) {
      const [nonce, expires, mac, extra] = token?.split('.') ?? [];
      if (!nonce || !expires || !mac || extra !== undefined || !/^\d{1,12}$/.test(expires)) return null;
      if (Number(expires) <= nowSeconds()) return null;
      const given = Buffer.from(mac, 'base64url');
      const expected = sign(loginId, nonce, expires);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
    },
  };
}

/** The device token in a Cookie header, if any. */
export function deviceTokenOf(cookieHeader: string | undefined): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=');
  }
  return undefined;
}

/** The Set-Cookie value: only the login call gets it back; scripts cannot read it. */
export function deviceCookie(token: string, secure: boolean): string {
  const attributes = [`Max-Age=${DEVICE_TTL_SECONDS}`, 'Path=/api/auth/login', 'HttpOnly', 'SameSite=Strict'];
  return [`${DEVICE_COOKIE}=${token}`, ...attributes, ...(secure ? ['Secure'] : [])].join('; ');
}
