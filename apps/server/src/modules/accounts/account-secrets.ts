import { createCipheriv, createDecipheriv, hash, randomBytes, randomInt } from 'node:crypto';
import { deriveKey } from '../../secrets.ts';

export const API_KEY_PREFIX = 'smm_';
const CIPHER_VERSION = 'v1';
const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read aloud and typed by hand
const REFERRAL_LENGTH = 8;

/**
 * The lookup hash of an api key: sha256 hex of its UTF-8 bytes. Both reseller APIs find members by
 * exactly this (`encode(sha256($1::bytea), 'hex')` in SQL gives the same value), so never change it.
 * One-shot `hash` (a third of `createHash`'s time): every reseller request hashes its key.
 */
export function apiKeyHash(key: string): string {
  return hash('sha256', key, 'hex');
}

export interface IssuedApiKey {
  key: string;
  hash: string;
  cipher: string;
}

export interface AccountSecrets {
  /** A new api key (32 random bytes), its lookup hash and its ciphertext for showing it on /account. */
  newApiKey(): IssuedApiKey;
  /** The key back from its ciphertext; null when it cannot be opened (e.g. the JWT secret changed). */
  revealApiKey(cipher: string): string | null;
}

/**
 * Keys are derived from the JWT secret with HKDF (one secret to manage, separate keys per purpose).
 * Rotating the JWT secret therefore also makes stored api-key ciphertexts unreadable: members then
 * see no key and renew it (the lookup hashes keep working).
 */
export function createAccountSecrets(jwtSecret: string): AccountSecrets {
  const cipherKey = deriveKey(jwtSecret, 'smm/api-key-cipher/v1');

  return {
    newApiKey() {
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', cipherKey, iv);
      const body = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return { key, hash: apiKeyHash(key), cipher: [CIPHER_VERSION, ...parts].join('.') };
    },
    revealApiKey(stored) {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== CIPHER_VERSION || !iv || !tag || !body) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', cipherKey, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_LENGTH; i += 1) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

/** The login id of a social member, e.g. 'naver_1a2b3c4d': members never type it, it only has to be unique. */
export function newSocialLoginId(provider: string): string {
  return `${provider}_${randomBytes(4).toString('hex')}`;
}
