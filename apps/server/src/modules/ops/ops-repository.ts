import { OrderStatus, RequestStatus } from '@smm/contract/enums';
import type { Queryable } from '../../db/database.ts';
import { returnedRow } from '../../db/returned-row.ts';

/** The cheapest round trip that proves a connection answers. */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}

/** Versions recorded in schema_migrations; null when the table does not exist yet. */
export async function appliedMigrations(db: Queryable): Promise<Set<string> | null> {
  const table = await db.query<{ found: string | null }>(`SELECT to_regclass('schema_migrations') AS found`);
  if (!table.rows[0]?.found) return null;
  const { rows } = await db.query<{ version: string }>('SELECT version FROM schema_migrations');
  return new Set(rows.map((r) => r.version));
}

export interface QueueDepths {
  ordersNew: number;
  ordersSubmitting: number;
  ordersUnknown: number;
  ordersNeedsOperator: number;
  topUpsPending: number;
}

/** One statement of scalar counts, each over a partial index of its queue (0005-0007 migrations). */
export async function queueDepths(db: Queryable): Promise<QueueDepths> {
  const { rows } = await db.query<QueueDepths>(
    `SELECT (SELECT count(*) FROM orders WHERE submit_state = 'new' AND status = ${OrderStatus.Pending})::int AS "ordersNew",
            (SELECT count(*) FROM orders WHERE submit_state = 'submitting')::int AS "ordersSubmitting",
            (SELECT count(*) FROM orders WHERE needs_operator AND submit_state = 'unknown')::int AS "ordersUnknown",
            (SELECT count(*) FROM orders WHERE needs_operator)::int AS "ordersNeedsOperator",
            (SELECT count(*) FROM point_requests WHERE status = ${RequestStatus.Pending})::int AS "topUpsPending"`,
  );
  return returnedRow(rows);
}
