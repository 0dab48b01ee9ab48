import type { Queryable } from '../../db/database.ts';

/** Tables in the schemas a restore would write to: anything but zero means the target is in use. */
export async function countUserTables(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_catalog.pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  return rows[0]?.n ?? 0;
}
