import { timingSafeEqual } from 'node:crypto';
import { deriveKey } from '../../secrets.ts';

/**
 * The first-run set-up token (docs/decisions/first-run.md): derived from the JWT secret, so every
 * server process of one store prints and accepts the same token without storing it anywhere, and
 * a store whose secret nobody else knows has a token nobody else can guess. It opens `/setup` only
 * while the store has no operator.
 */
export function firstRunToken(jwtSecret: string): string {
  return deriveKey(jwtSecret, 'smm first-run setup token').toString('base64url');
}

/** Compares in constant time, so the answer's timing says nothing about how much of a guess matched. */
export function isFirstRunToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The start-up log line of a store with no operator: where to open the set-up. */
export function firstRunNotice(publicUrl: string, token: string): string {
  return `no operator yet: open ${publicUrl}/setup?token=${token} to create the store's operator (or set ADMIN_ID and ADMIN_PASSWORD)`;
}
