import type { AuditAction, AuditLogQuery, AuditLogRow } from '@smm/contract/admin-audit';
import type { Queryable } from '../../db/database.ts';
import { queryKeysetPage } from '../../db/keyset-page.ts';

export interface AuditEntry {
  /** The operator, or null for what a background sweep did on its own (the price sync). */
  operatorId: number | null;
  action: AuditAction;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  memo?: string;
}

export async function insertAuditEntry(q: Queryable, entry: AuditEntry, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (operator_id, action, target_type, target_id, before, after, memo, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.operatorId,
      entry.action,
      entry.targetType,
      String(entry.targetId),
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.memo ?? '',
      at,
    ],
  );
}

interface AuditDbRow {
  id: number;
  created_at: Date;
  operator_id: number | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  memo: string;
}

/** Newest first, keyset paged by id; every filter optional. */
export async function listAuditEntries(
  q: Queryable,
  query: AuditLogQuery,
): Promise<Omit<AuditLogRow, 'operatorLoginId'>[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const filter = (column: string, value: unknown) => {
    if (value === undefined || value === '') return;
    params.push(value);
    where.push(`${column} = $${params.length}`);
  };
  filter('a.action', query.action);
  filter('a.target_type', query.targetType);
  filter('a.target_id', query.targetId);
  filter('a.operator_id', query.operatorId);
  const rows = await queryKeysetPage<AuditDbRow>(
    q,
    {
      select: `SELECT a.id, a.created_at, a.operator_id, a.action, a.target_type, a.target_id, a.before,
                      a.after, a.memo
                 FROM audit_log a`,
      id: 'a.id',
      where,
      params,
    },
    query,
  );
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.created_at.toISOString(),
    operatorId: r.operator_id,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    before: r.before,
    after: r.after,
    memo: r.memo,
  }));
}
