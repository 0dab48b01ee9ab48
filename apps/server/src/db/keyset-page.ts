import type { Queryable } from './database.ts';

/** A keyset page: `before` is the smallest id of the previous page; absent means the newest rows. */
export interface KeysetPage {
  before?: number;
  limit: number;
}

export interface KeysetQuery {
  /** `SELECT ... FROM ... [JOIN ...]`, without WHERE, ORDER BY or LIMIT. */
  select: string;
  /** The id column the page walks, e.g. `id` or `r.id`. */
  id: string;
  /** Conditions joined with AND; each may use the placeholders of `params` ($1, $2...). */
  where?: readonly string[];
  params?: readonly unknown[];
  /**
   * Sort the rows the conditions select instead of walking the id index from the newest: for
   * conditions whose rows sit together far from the newest ids, which the planner cannot know (e.g.
   * a date range long ago), so it would walk every newer row. The value is the FROM clause the ids
   * are chosen from (what the conditions name, e.g. `orders o LEFT JOIN services s ON ...`): the
   * page's ids are sorted there (`ORDER BY id + 0`) and only its rows are then read whole, rather than
   * carrying every selected row's columns through the sort (47 to 107 ms against 15 for a week of
   * 46,803 orders, docs/benchmarks.md).
   */
  sortSelected?: string;
}

/**
 * Newest-first rows of one page. The statement names `id < $n` only when there is a cursor, instead
 * of `$n IS NULL OR id < $n`: that form makes the planner filter rows instead of starting the index
 * walk at the cursor, which is slow deep in a long history.
 */
export async function queryKeysetPage<T>(db: Queryable, q: KeysetQuery, page: KeysetPage): Promise<T[]> {
  const params = [...(q.params ?? [])];
  const where = [...(q.where ?? [])];
  if (page.before !== undefined) {
    params.push(page.before);
    where.push(`${q.id} < $${params.length}`);
  }
  params.push(page.limit);
  const clause = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : '';
  const limit = `LIMIT $${params.length}`;
  const statement = q.sortSelected
    ? `${q.select} WHERE ${q.id} IN (SELECT ${q.id} FROM ${q.sortSelected}${clause} ORDER BY ${q.id} + 0 DESC ${limit})
        ORDER BY ${q.id} DESC`
    : `${q.select}${clause} ORDER BY ${q.id} DESC ${limit}`;
  const { rows } = await db.query<T>(statement, params);
  return rows;
}
