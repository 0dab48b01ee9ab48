import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';

/**
 * The JWT signing secret: JWT_SECRET, or for the embedded set-up one generated on first start and
 * kept in DATA_DIR so sessions survive restarts. (config.ts requires JWT_SECRET with DATABASE_URL.)
 */
export function resolveJwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.resolve(config.DATA_DIR, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * A 32-byte key for one purpose, derived from the JWT secret with HKDF: one secret to manage,
 * separate keys per purpose (api-key ciphertexts, phone-code HMACs). `info` names the purpose.
 */
export function deriveKey(secret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, 32));
}
