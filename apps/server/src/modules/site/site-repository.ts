import type { Notice, Qna, RegisterWhere } from '@smm/contract/catalog';
import type { Setting } from '@smm/contract/settings';
import type { Queryable } from '../../db/database.ts';

export async function listSettings(db: Queryable): Promise<Setting[]> {
  const { rows } = await db.query<Setting>('SELECT key, value FROM site_settings ORDER BY key');
  return rows;
}

export async function listNotices(db: Queryable): Promise<Notice[]> {
  const { rows } = await db.query<Notice>(
    `SELECT id, title, content, is_top AS "isTop" FROM notices
      WHERE visible ORDER BY is_top DESC, sort_order, created_at DESC, id DESC`,
  );
  return rows;
}

export async function listQnas(db: Queryable): Promise<Qna[]> {
  const { rows } = await db.query<Qna>(
    'SELECT id, title, answer FROM qnas WHERE visible ORDER BY sort_order, id',
  );
  return rows;
}

export async function listRegisterSources(db: Queryable): Promise<RegisterWhere[]> {
  const { rows } = await db.query<RegisterWhere>(
    'SELECT id, text FROM register_sources WHERE visible ORDER BY sort_order, id',
  );
  return rows;
}
