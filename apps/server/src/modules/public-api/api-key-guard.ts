import { createHash } from 'node:crypto';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { PUBLIC_API_MESSAGES } from '@smm/contract/public-api';
import type { Queryable } from '../../db/database.ts';
import { UnauthorizedError } from '../../errors.ts';

/** Keys are stored only as the SHA-256 hex of their UTF-8 text (the accounts module writes them so). */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * Pre-handler of the reseller API: the `api-key` header names the member, who is then
 * `request.member` exactly as for a signed-in member, so `currentMember` works in the handlers.
 */
export function requireApiKey(db: Queryable): preHandlerAsyncHookHandler {
  return async (request) => {
    const header = request.headers['api-key'];
    const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
    if (key === '') throw new UnauthorizedError(PUBLIC_API_MESSAGES.keyMissing);
    // A key is high-entropy, so a plain indexed equality on its hash leaks nothing useful by timing.
    const { rows } = await db.query<{ id: number; login_id: string; is_admin: boolean }>(
      'SELECT id, login_id, is_admin FROM members WHERE api_key_hash = $1 AND deleted_at IS NULL',
      [apiKeyHash(key)],
    );
    const row = rows[0];
    if (!row) throw new UnauthorizedError(PUBLIC_API_MESSAGES.keyInvalid);
    request.member = { id: row.id, loginId: row.login_id, isAdmin: row.is_admin };
  };
}
