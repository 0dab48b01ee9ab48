import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import * as members from './member-repository.ts';
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
    const existing = await members.findByLoginIdAnyState(db, loginId);
    if (!existing) {
      if (await members.insertAdminIfAbsent(db, loginId, await hashPassword(password))) return 'created';
      continue; // another server process created it a moment ago: promote that one
    }
    const samePassword = await verifyPassword(existing.password_hash, password);
    if (existing.is_admin && samePassword) return 'unchanged';
    const hash = samePassword ? existing.password_hash : await hashPassword(password);
    await members.promoteToAdmin(db, existing.id, hash, !samePassword);
    return 'promoted';
  }
}
