import type { InquiryCategory, InquiryStatus } from '@smm/contract/inquiries';
import type { Queryable } from '../../db/database.ts';
import { queryKeysetPage, type KeysetPage } from '../../db/keyset-page.ts';
import { returnedRow } from '../../db/returned-row.ts';

/** SQL of the 1:1 문의 tables (migration 0022); the rules are in the services. */

export interface InquiryDbRow {
  id: number;
  member_id: number;
  category: InquiryCategory;
  title: string;
  status: InquiryStatus;
  order_id: number | null;
  point_request_id: number | null;
  waiting_since: Date | null;
  last_reply_at: Date | null;
  member_read_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface MessageDbRow {
  id: number;
  author: 'member' | 'operator';
  operator_id: number | null;
  body: string;
  created_at: Date;
}

export interface NewInquiryRow {
  memberId: number;
  category: InquiryCategory;
  title: string;
  orderId: number | null;
  pointRequestId: number | null;
  at: Date;
}

export async function insertInquiry(tx: Queryable, r: NewInquiryRow): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO inquiries (member_id, category, title, order_id, point_request_id, waiting_since,
                            member_read_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $6, $6) RETURNING id`,
    [r.memberId, r.category, r.title, r.orderId, r.pointRequestId, r.at],
  );
  return returnedRow(rows).id;
}

export async function insertMessage(
  tx: Queryable,
  m: { inquiryId: number; operatorId: number | null; body: string; at: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO inquiry_messages (inquiry_id, author, operator_id, body, created_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [m.inquiryId, m.operatorId === null ? 'member' : 'operator', m.operatorId, m.body, m.at],
  );
}

/** The inquiry, locked for a change; `memberId` limits it to that member's own. */
export async function lockInquiry(
  tx: Queryable,
  id: number,
  memberId: number | null,
): Promise<InquiryDbRow | undefined> {
  const { rows } = await tx.query<InquiryDbRow>(
    `SELECT * FROM inquiries WHERE id = $1 AND ($2::bigint IS NULL OR member_id = $2) FOR UPDATE`,
    [id, memberId],
  );
  return rows[0];
}

export async function findInquiry(
  db: Queryable,
  id: number,
  memberId: number | null,
): Promise<InquiryDbRow | undefined> {
  const { rows } = await db.query<InquiryDbRow>(
    `SELECT * FROM inquiries WHERE id = $1 AND ($2::bigint IS NULL OR member_id = $2)`,
    [id, memberId],
  );
  return rows[0];
}

/** The member wrote: the inquiry waits for an answer (since now, unless it already waited). */
export async function markWaiting(tx: Queryable, id: number, at: Date): Promise<void> {
  await tx.query(
    `UPDATE inquiries SET status = 'waiting', waiting_since = coalesce(waiting_since, $2),
            member_read_at = $2, updated_at = $2
      WHERE id = $1`,
    [id, at],
  );
}

export async function markAnswered(tx: Queryable, id: number, at: Date): Promise<void> {
  await tx.query(
    `UPDATE inquiries SET status = 'answered', waiting_since = NULL, last_reply_at = $2, updated_at = $2
      WHERE id = $1`,
    [id, at],
  );
}

export async function markClosed(tx: Queryable, id: number, at: Date): Promise<void> {
  await tx.query(
    `UPDATE inquiries SET status = 'closed', waiting_since = NULL, closed_at = $2, updated_at = $2
      WHERE id = $1`,
    [id, at],
  );
}

/** The member opened the thread: every reply so far is read. */
export async function markRead(db: Queryable, id: number, at: Date): Promise<void> {
  await db.query(
    `UPDATE inquiries SET member_read_at = $2
      WHERE id = $1 AND last_reply_at IS NOT NULL AND (member_read_at IS NULL OR member_read_at < last_reply_at)`,
    [id, at],
  );
}

export async function listMessages(db: Queryable, inquiryId: number): Promise<MessageDbRow[]> {
  const { rows } = await db.query<MessageDbRow>(
    `SELECT id, author, operator_id, body, created_at FROM inquiry_messages
      WHERE inquiry_id = $1 ORDER BY id`,
    [inquiryId],
  );
  return rows;
}

export async function listMemberInquiries(
  db: Queryable,
  memberId: number,
  page: KeysetPage,
): Promise<InquiryDbRow[]> {
  return queryKeysetPage<InquiryDbRow>(
    db,
    { select: 'SELECT * FROM inquiries', id: 'id', where: ['member_id = $1'], params: [memberId] },
    page,
  );
}

/**
 * The operator's queue: waiting inquiries first, the longest waiting first; then the others, the
 * latest activity first. Bounded by `limit` rather than paged (docs/decisions/inquiries.md).
 */
export async function listQueue(
  db: Queryable,
  filter: { status?: InquiryStatus; category?: InquiryCategory; limit: number },
): Promise<InquiryDbRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.status !== undefined) where.push(`status = $${params.push(filter.status)}`);
  if (filter.category !== undefined) where.push(`category = $${params.push(filter.category)}`);
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { rows } = await db.query<InquiryDbRow>(
    `SELECT * FROM inquiries ${clause}
      ORDER BY (status = 'waiting') DESC, waiting_since ASC, updated_at DESC, id DESC
      LIMIT $${params.push(filter.limit)}`,
    params,
  );
  return rows;
}
