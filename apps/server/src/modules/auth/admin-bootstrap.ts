import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { hashPassword, verifyPassword } from './password-hasher.ts';

export type AdminBootstrapOutcome = 'skipped' | 'created' | 'promoted' | 'unchanged';

/**
 * Makes ADMIN_ID an operator with ADMIN_PASSWORD at start-up: creates the member, or promotes an
 * existing one and resets its password. Idempotent: a restart with the same values changes nothing
 * (so the operator's sessions survive restarts); a changed password revokes the old sessions.
 */
export async function bootstrapAdmin(
  db: Queryable,
  config: Pick<Config, 'ADMIN_ID' | 'ADMIN_PASSWORD'>,
): Promise<AdminBootstrapOutcome> {
  const loginId = config.ADMIN_ID;
  const password = config.ADMIN_PASSWORD;
  if (!loginId || !password) return 'skipped';

  for (;;) {
    const { rows } = await db.query<{ id: number; password_hash: string | null; is_admin: boolean }>(
      'SELECT id, password_hash, is_admin FROM members WHERE login_id = $1',
      [loginId],
    );
    const existing = rows[0];
    if (!existing) {
      const inserted = await db.query(
        `INSERT INTO members (login_id, password_hash, is_admin) VALUES ($1, $2, true)
         ON CONFLICT (login_id) DO NOTHING RETURNING id`,
        [loginId, await hashPassword(password)],
      );
      if (inserted.rows.length > 0) return 'created';
      continue; // another server process created it a moment ago: promote that one
    }
    const samePassword = await verifyPassword(existing.password_hash, password);
    if (existing.is_admin && samePassword) return 'unchanged';
    await db.query(
      `UPDATE members SET is_admin = true, password_hash = $2,
              token_version = token_version + CASE WHEN $3::boolean THEN 1 ELSE 0 END
        WHERE id = $1`,
      [existing.id, samePassword ? existing.password_hash : await hashPassword(password), !samePassword],
    );
    return 'promoted';
  }
}
