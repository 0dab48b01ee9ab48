import { toMilli } from '@smm/contract/money';
import type { Database } from '../db/database.ts';
import {
  DEMO_CATEGORIES,
  DEMO_NOTICES,
  DEMO_PLATFORMS,
  DEMO_QNAS,
  DEMO_REGISTER_SOURCES,
  DEMO_SETTINGS,
} from './demo-catalog-data.ts';

const SEED_LOCK_KEY = 724_312;

/** Seeds the demo catalogue when the catalogue is empty. Returns whether it seeded. */
export async function seedDemoCatalog(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Two processes starting on one empty database must not both seed.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM platforms');
    if ((rows[0]?.n ?? 0) > 0) return false;
    for (const [key, value] of Object.entries(DEMO_SETTINGS)) {
      await tx.query('INSERT INTO site_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
        key,
        value,
      ]);
    }
    for (const [i, p] of DEMO_PLATFORMS.entries()) {
      await tx.query(
        'INSERT INTO platforms (id, text, visible, background, sort_order) VALUES ($1, $2, $3, $4, $5)',
        [p.id, p.text, p.visible, p.background, i],
      );
    }
    for (const [i, c] of DEMO_CATEGORIES.entries()) {
      const inserted = await tx.query<{ id: number }>(
        'INSERT INTO categories (platform_id, text, sort_order) VALUES ($1, $2, $3) RETURNING id',
        [c.platform, c.text, i],
      );
      const categoryId = inserted.rows[0]?.id;
      for (const [j, s] of c.services.entries()) {
        await tx.query(
          `INSERT INTO services (category_id, text, notice, min_amount, max_amount, unit_price_milli,
                                 enable_auto, is_read_only, sort_order)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            categoryId,
            s.text,
            s.notice,
            s.min,
            s.max,
            toMilli(s.price),
            s.auto ?? false,
            s.readOnly ?? false,
            j,
          ],
        );
      }
    }
    for (const [i, n] of DEMO_NOTICES.entries()) {
      // Older notices first so the newest lands on top of its group.
      await tx.query(
        `INSERT INTO notices (content, is_top, created_at) VALUES ($1, $2, now() - make_interval(mins => $3))`,
        [n.content, n.isTop, DEMO_NOTICES.length - i],
      );
    }
    for (const [i, q] of DEMO_QNAS.entries()) {
      await tx.query('INSERT INTO qnas (title, answer, sort_order) VALUES ($1, $2, $3)', [
        q.title,
        q.answer,
        i,
      ]);
    }
    for (const [i, text] of DEMO_REGISTER_SOURCES.entries()) {
      await tx.query('INSERT INTO register_sources (text, sort_order) VALUES ($1, $2)', [text, i]);
    }
    return true;
  });
}
