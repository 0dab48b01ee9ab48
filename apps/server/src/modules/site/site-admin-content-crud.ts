import { ADMIN_CONTENT_MESSAGES as M } from '@smm/contract/admin-content-messages';
import type { AuditAction } from '@smm/contract/admin-audit';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import {
  deleteContentRow,
  listContentIds,
  lockContentTable,
  setContentOrder,
  type ContentTable,
} from './site-admin-content-repository.ts';

/** What differs between the three content lists (notices, FAQ, registration sources). */
export interface ContentKind<Row extends { id: number }, Create, Patch> {
  table: ContentTable;
  /** Audit action prefix and target type. */
  name: 'notice' | 'qna' | 'register_source';
  notFound: string;
  list(q: Queryable): Promise<Row[]>;
  find(q: Queryable, id: number): Promise<Row | null>;
  insert(q: Queryable, input: Create, at: Date): Promise<Row>;
  update(q: Queryable, id: number, patch: Patch, at: Date): Promise<Row | null>;
  /** Rules a change must meet, run on the locked table before it is written; a memo for the audit. */
  beforeUpdate?(tx: Queryable, before: Row, patch: Patch): Promise<string | undefined>;
  /** Removal when it is more than a DELETE (a source members chose is hidden instead). */
  remove?(tx: Queryable, before: Row): Promise<{ outcome: 'deleted' | 'hidden'; after?: Row }>;
}

export interface ContentCrud<Row, Create, Patch> {
  list(): Promise<Row[]>;
  create(operatorId: number, input: Create): Promise<Row>;
  update(operatorId: number, id: number, patch: Patch): Promise<Row>;
  remove(operatorId: number, id: number): Promise<{ outcome: 'deleted' | 'hidden' }>;
  reorder(operatorId: number, ids: readonly number[]): Promise<Row[]>;
}

/** The fields of `patch` whose value differs from `row`, as {field: [before, after]}. */
function changedFields<Row extends object>(row: Row, patch: object): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(patch)) {
    const current = (row as Record<string, unknown>)[field];
    if (value !== undefined && value !== current) changes[field] = [current, value];
  }
  return changes;
}

/**
 * Create, edit, delete and reorder for one content table. Each is one transaction that locks the
 * table against the operator's other writes, changes the rows and writes its audit row; a refused
 * change (404, 409) writes nothing.
 */
export function createContentCrud<Row extends { id: number }, Create, Patch extends object>(
  kind: ContentKind<Row, Create, Patch>,
  deps: { db: Database; clock: Clock; audit: Pick<AuditService, 'record'> },
): ContentCrud<Row, Create, Patch> {
  const { db, clock, audit } = deps;
  const action = (verb: string) => `${kind.name}.${verb}` as AuditAction;
  const record = (
    tx: Queryable,
    operatorId: number,
    verb: string,
    targetId: number | string,
    entry: { before?: unknown; after?: unknown; memo?: string },
  ) => audit.record(tx, { operatorId, action: action(verb), targetType: kind.name, targetId, ...entry });

  async function locked(tx: Queryable, id: number): Promise<Row> {
    await lockContentTable(tx, kind.table);
    const row = await kind.find(tx, id);
    if (!row) throw new NotFoundError(kind.notFound);
    return row;
  }

  return {
    list: () => kind.list(db),

    create: (operatorId, input) =>
      db.transaction(async (tx) => {
        await lockContentTable(tx, kind.table);
        const row = await kind.insert(tx, input, clock.now());
        await record(tx, operatorId, 'create', row.id, { after: row });
        return row;
      }),

    update: (operatorId, id, patch) =>
      db.transaction(async (tx) => {
        const before = await locked(tx, id);
        const changes = changedFields(before, patch);
        if (Object.keys(changes).length === 0) return before;
        const memo = await kind.beforeUpdate?.(tx, before, patch);
        const after = await kind.update(tx, id, patch, clock.now());
        if (!after) throw new NotFoundError(kind.notFound);
        await record(tx, operatorId, 'update', id, {
          before: Object.fromEntries(Object.entries(changes).map(([field, [was]]) => [field, was])),
          after: Object.fromEntries(Object.entries(changes).map(([field, [, now]]) => [field, now])),
          memo,
        });
        return after;
      }),

    remove: (operatorId, id) =>
      db.transaction(async (tx) => {
        const before = await locked(tx, id);
        const removed = kind.remove
          ? await kind.remove(tx, before)
          : { outcome: (await deleteContentRow(tx, kind.table, id)) ? ('deleted' as const) : null };
        if (!removed.outcome) throw new NotFoundError(kind.notFound);
        const verb = removed.outcome === 'deleted' ? 'delete' : 'hide';
        await record(tx, operatorId, verb, id, {
          before,
          after: removed.outcome === 'hidden' ? removed.after : undefined,
        });
        return { outcome: removed.outcome };
      }),

    reorder: (operatorId, ids) =>
      db.transaction(async (tx) => {
        await lockContentTable(tx, kind.table);
        const current = await kind.list(tx);
        const stored = new Set(await listContentIds(tx, kind.table));
        if (ids.length !== stored.size || ids.some((id) => !stored.has(id))) {
          throw new ConflictError(M.orderStale, 'ORDER_STALE');
        }
        await setContentOrder(tx, kind.table, ids);
        await record(tx, operatorId, 'reorder', 'all', {
          before: { ids: current.map((row) => row.id) },
          after: { ids },
        });
        return kind.list(tx);
      }),
  };
}
