import type { AuditLogQuery, AuditLogRow } from '@smm/contract/admin-audit';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { insertAuditEntry, listAuditEntries, type AuditEntry } from './audit-repository.ts';

export type { AuditEntry } from './audit-repository.ts';

/**
 * The operator audit log. `record` takes the transaction of the action it describes, so an action
 * and its audit row commit together or not at all.
 */
export interface AuditService {
  record(tx: Queryable, entry: AuditEntry): Promise<void>;
  list(query: AuditLogQuery): Promise<AuditLogRow[]>;
}

export function createAuditService(deps: {
  db: Database;
  clock: Clock;
  /**
   * The operators' login ids (accounts' MemberDirectoryService). Typed here, not imported: accounts
   * records its actions through audit, so audit must not depend on accounts.
   */
  members: { loginIds(memberIds: readonly number[]): Promise<Map<number, string | null>> };
}): AuditService {
  return {
    record: (tx, entry) => insertAuditEntry(tx, entry, deps.clock.now()),
    async list(query) {
      const rows = await listAuditEntries(deps.db, query);
      const operators = rows.flatMap((row) => (row.operatorId === null ? [] : [row.operatorId]));
      const names = await deps.members.loginIds(operators);
      return rows.map((row) => ({
        ...row,
        operatorLoginId: row.operatorId === null ? null : (names.get(row.operatorId) ?? null),
      }));
    },
  };
}
