import type { AdminNotice, AdminQna } from '@smm/contract/admin-content';
import type { Queryable } from '../../db/database.ts';
import { returnedRow } from '../../db/returned-row.ts';

/** The operator's content tables; only these names are ever put into SQL text. */
export type ContentTable = 'notices' | 'qnas' | 'register_sources';

/**
 * Serialises the operator's writes to one table (an order, a "last visible" rule and a new row's
 * position are read and written in one go) while storefront reads go on: SHARE ROW EXCLUSIVE
 * conflicts with itself and with other writers, never with SELECT.
 */
export async function lockContentTable(tx: Queryable, table: ContentTable): Promise<void> {
  await tx.query(`LOCK TABLE ${table} IN SHARE ROW EXCLUSIVE MODE`);
}

/** Every id of the table, for checking a new order against. */
export async function listContentIds(q: Queryable, table: ContentTable): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(`SELECT id FROM ${table}`);
  return rows.map((row) => row.id);
}

/** Positions 0, 1, 2, ... in the order of `ids`. */
export async function setContentOrder(
  q: Queryable,
  table: ContentTable,
  ids: readonly number[],
): Promise<void> {
  await q.query(
    `UPDATE ${table} AS t SET sort_order = (o.position - 1)::int
       FROM unnest($1::int[]) WITH ORDINALITY AS o(id, position)
      WHERE t.id = o.id`,
    [ids],
  );
}

export async function deleteContentRow(q: Queryable, table: ContentTable, id: number): Promise<boolean> {
  const { rowCount } = await q.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
  return rowCount > 0;
}

/** `SET col = $n, ...` for the given columns (names from the caller's fixed list, never from input). */
function assignments(columns: Record<string, unknown>, first: number): { sql: string; params: unknown[] } {
  const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
  return {
    sql: entries.map(([column], index) => `${column} = $${first + index}`).join(', '),
    params: entries.map(([, value]) => value),
  };
}

// Notices --------------------------------------------------------------------------------------

interface NoticeRow {
  id: number;
  title: string;
  content: string;
  is_top: boolean;
  visible: boolean;
  created_at: Date;
  updated_at: Date;
}

const NOTICE_COLUMNS = 'id, title, content, is_top, visible, created_at, updated_at';

const toNotice = (row: NoticeRow): AdminNotice => ({
  id: row.id,
  title: row.title,
  content: row.content,
  isTop: row.is_top,
  visible: row.visible,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/** Every notice, hidden ones too, in the storefront's order (pinned first). */
export async function listAdminNotices(q: Queryable): Promise<AdminNotice[]> {
  const { rows } = await q.query<NoticeRow>(
    `SELECT ${NOTICE_COLUMNS} FROM notices ORDER BY is_top DESC, sort_order, created_at DESC, id DESC`,
  );
  return rows.map(toNotice);
}

export async function findNotice(q: Queryable, id: number): Promise<AdminNotice | null> {
  const { rows } = await q.query<NoticeRow>(`SELECT ${NOTICE_COLUMNS} FROM notices WHERE id = $1`, [id]);
  return rows[0] ? toNotice(rows[0]) : null;
}

export interface NoticeValues {
  title: string;
  content: string;
  isTop: boolean;
  visible: boolean;
}

/** A new notice goes first in its group, like the newest notice always did. */
export async function insertNotice(q: Queryable, notice: NoticeValues, at: Date): Promise<AdminNotice> {
  const { rows } = await q.query<NoticeRow>(
    `INSERT INTO notices (title, content, is_top, visible, sort_order, created_at, updated_at)
     VALUES ($1, $2, $3, $4, (SELECT COALESCE(min(sort_order), 0) - 1 FROM notices), $5, $5)
     RETURNING ${NOTICE_COLUMNS}`,
    [notice.title, notice.content, notice.isTop, notice.visible, at],
  );
  return toNotice(returnedRow(rows));
}

export async function updateNotice(
  q: Queryable,
  id: number,
  patch: Partial<NoticeValues>,
  at: Date,
): Promise<AdminNotice | null> {
  const set = assignments(
    { title: patch.title, content: patch.content, is_top: patch.isTop, visible: patch.visible },
    3,
  );
  const { rows } = await q.query<NoticeRow>(
    `UPDATE notices SET ${set.sql}, updated_at = $2 WHERE id = $1 RETURNING ${NOTICE_COLUMNS}`,
    [id, at, ...set.params],
  );
  return rows[0] ? toNotice(rows[0]) : null;
}

// FAQ ------------------------------------------------------------------------------------------

const QNA_COLUMNS = 'id, title, answer, visible';

export async function listAdminQnas(q: Queryable): Promise<AdminQna[]> {
  const { rows } = await q.query<AdminQna>(`SELECT ${QNA_COLUMNS} FROM qnas ORDER BY sort_order, id`);
  return rows;
}

export async function findQna(q: Queryable, id: number): Promise<AdminQna | null> {
  const { rows } = await q.query<AdminQna>(`SELECT ${QNA_COLUMNS} FROM qnas WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export type QnaValues = Omit<AdminQna, 'id'>;

/** A new entry goes last. */
export async function insertQna(q: Queryable, qna: QnaValues): Promise<AdminQna> {
  const { rows } = await q.query<AdminQna>(
    `INSERT INTO qnas (title, answer, visible, sort_order)
     VALUES ($1, $2, $3, (SELECT COALESCE(max(sort_order), -1) + 1 FROM qnas))
     RETURNING ${QNA_COLUMNS}`,
    [qna.title, qna.answer, qna.visible],
  );
  return returnedRow(rows);
}

export async function updateQna(
  q: Queryable,
  id: number,
  patch: Partial<QnaValues>,
): Promise<AdminQna | null> {
  const set = assignments({ title: patch.title, answer: patch.answer, visible: patch.visible }, 2);
  const { rows } = await q.query<AdminQna>(
    `UPDATE qnas SET ${set.sql} WHERE id = $1 RETURNING ${QNA_COLUMNS}`,
    [id, ...set.params],
  );
  return rows[0] ?? null;
}

// Registration sources -------------------------------------------------------------------------

export interface SourceRow {
  id: number;
  text: string;
  visible: boolean;
}

const SOURCE_COLUMNS = 'id, text, visible';

export async function listAdminSources(q: Queryable): Promise<SourceRow[]> {
  const { rows } = await q.query<SourceRow>(
    `SELECT ${SOURCE_COLUMNS} FROM register_sources ORDER BY sort_order, id`,
  );
  return rows;
}

export async function findSource(q: Queryable, id: number): Promise<SourceRow | null> {
  const { rows } = await q.query<SourceRow>(`SELECT ${SOURCE_COLUMNS} FROM register_sources WHERE id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

/** Visible sources other than `exceptId`: sign-up needs at least one to choose. */
export async function countOtherVisibleSources(q: Queryable, exceptId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM register_sources WHERE visible AND id <> $1',
    [exceptId],
  );
  return rows[0]?.n ?? 0;
}

/** A new source goes last. Raises 23505 when the name is taken. */
export async function insertSource(q: Queryable, source: Omit<SourceRow, 'id'>): Promise<SourceRow> {
  const { rows } = await q.query<SourceRow>(
    `INSERT INTO register_sources (text, visible, sort_order)
     VALUES ($1, $2, (SELECT COALESCE(max(sort_order), -1) + 1 FROM register_sources))
     RETURNING ${SOURCE_COLUMNS}`,
    [source.text, source.visible],
  );
  return returnedRow(rows);
}

/** Raises 23505 when the new name is taken. */
export async function updateSource(
  q: Queryable,
  id: number,
  patch: Partial<Omit<SourceRow, 'id'>>,
): Promise<SourceRow | null> {
  const set = assignments({ text: patch.text, visible: patch.visible }, 2);
  const { rows } = await q.query<SourceRow>(
    `UPDATE register_sources SET ${set.sql} WHERE id = $1 RETURNING ${SOURCE_COLUMNS}`,
    [id, ...set.params],
  );
  return rows[0] ?? null;
}
