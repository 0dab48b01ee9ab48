import type { Queryable } from '../db/database.ts';

/** One key for every start-up seed: two processes starting on one database must not both seed. */
const SEED_LOCK_KEY = 724_312;

/** Serialises seeding until the caller's transaction ends. */
export async function lockSeeding(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
}

export async function countPlatforms(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM platforms');
  return rows[0]?.n ?? 0;
}

export async function insertSettingIfMissing(tx: Queryable, key: string, value: string): Promise<void> {
  await tx.query('INSERT INTO site_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    key,
    value,
  ]);
}

export async function insertPlatform(
  tx: Queryable,
  p: { id: number; text: string; visible: boolean; background: string; sortOrder: number },
): Promise<void> {
  await tx.query(
    'INSERT INTO platforms (id, text, visible, background, sort_order) VALUES ($1, $2, $3, $4, $5)',
    [p.id, p.text, p.visible, p.background, p.sortOrder],
  );
}

/** A platform on its icon's id, unless that id is taken (the demo catalogue seeded it already). */
export async function insertPlatformIfMissing(
  tx: Queryable,
  p: { id: number; text: string; background: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO platforms (id, text, visible, background, sort_order)
     VALUES ($1, $2, true, $3, (SELECT COALESCE(max(sort_order) + 1, 0) FROM platforms))
     ON CONFLICT (id) DO NOTHING`,
    [p.id, p.text, p.background],
  );
}

export async function countRegisterSources(tx: Queryable): Promise<number> {
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM register_sources');
  return rows[0]?.n ?? 0;
}

export async function insertCategory(
  tx: Queryable,
  c: { platformId: number; text: string; sortOrder: number },
): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO categories (platform_id, text, sort_order) VALUES ($1, $2, $3) RETURNING id',
    [c.platformId, c.text, c.sortOrder],
  );
  return rows[0]?.id;
}

export interface NewDemoService {
  categoryId: number | undefined;
  text: string;
  notice: string;
  min: number;
  max: number;
  unitPriceMilli: number;
  enableAuto: boolean;
  isReadOnly: boolean;
  sortOrder: number;
}

export async function insertService(tx: Queryable, s: NewDemoService): Promise<void> {
  await tx.query(
    `INSERT INTO services (category_id, text, notice, min_amount, max_amount, unit_price_milli,
                           enable_auto, is_read_only, sort_order)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [s.categoryId, s.text, s.notice, s.min, s.max, s.unitPriceMilli, s.enableAuto, s.isReadOnly, s.sortOrder],
  );
}

/** A notice dated `minutesAgo` before now, so seeded notices keep their order. */
export async function insertNotice(
  tx: Queryable,
  n: { content: string; isTop: boolean; minutesAgo: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO notices (content, is_top, created_at) VALUES ($1, $2, now() - make_interval(mins => $3))`,
    [n.content, n.isTop, n.minutesAgo],
  );
}

export async function insertQna(
  tx: Queryable,
  q: { title: string; answer: string; sortOrder: number },
): Promise<void> {
  await tx.query('INSERT INTO qnas (title, answer, sort_order) VALUES ($1, $2, $3)', [
    q.title,
    q.answer,
    q.sortOrder,
  ]);
}

export async function insertRegisterSource(tx: Queryable, text: string, sortOrder: number): Promise<void> {
  await tx.query('INSERT INTO register_sources (text, sort_order) VALUES ($1, $2)', [text, sortOrder]);
}

export async function hasSimulatorProvider(tx: Queryable): Promise<boolean> {
  const { rows } = await tx.query(`SELECT 1 FROM providers WHERE kind = 'simulator' LIMIT 1`);
  return rows.length > 0;
}

export async function insertSimulatorProvider(tx: Queryable, name: string): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO providers (name, kind) VALUES ($1, 'simulator') RETURNING id`,
    [name],
  );
  return rows[0]?.id;
}

/** Maps every service without a provider to `providerId` (its service id = ours), at a share of the price. */
export async function mapUnmappedServices(
  tx: Queryable,
  providerId: number,
  ratePercent: number,
): Promise<void> {
  await tx.query(
    `UPDATE services SET provider_id = $1, provider_service_id = id::text,
                         provider_rate_milli = unit_price_milli * $2 / 100
      WHERE provider_id IS NULL`,
    [providerId, ratePercent],
  );
}
