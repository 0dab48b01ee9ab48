import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../secrets.ts';

/** Phone-code rules of the issue: 5 minutes, 5 attempts, 60 seconds between sends. */
export const PHONE_CODE_RULES = {
  ttlMs: 5 * 60_000,
  maxAttempts: 5,
  resendCooldownMs: 60_000,
} as const;

export interface PhoneCodeSecrets {
  /** HMAC of a phone code bound to its number, so a copy of the table does not reveal codes. */
  hash(phoneNumber: string, code: string): string;
  /** Constant-time comparison of two hex hashes. */
  same(a: string, b: string): boolean;
}

/** The HMAC key is derived from the JWT secret (the same derivation the accounts module uses). */
export function createPhoneCodeSecrets(jwtSecret: string): PhoneCodeSecrets {
  const codeKey = deriveKey(jwtSecret, 'smm/phone-code-hmac/v1');
  return {
    hash: (phoneNumber, code) => createHmac('sha256', codeKey).update(`${phoneNumber}:${code}`).digest('hex'),
    same(a, b) {
      const left = Buffer.from(a, 'hex');
      const right = Buffer.from(b, 'hex');
      return left.length === right.length && timingSafeEqual(left, right);
    },
  };
}

/** A random 5-digit phone code, leading zeros included. */
export function newPhoneCode(): string {
  return String(randomInt(0, 100_000)).padStart(5, '0');
}
