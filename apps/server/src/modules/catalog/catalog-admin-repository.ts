import type { Queryable } from '../../db/database.ts';
import { returnedRow } from '../../db/returned-row.ts';

/**
 * The operator's SQL on the catalogue tables (platforms, categories, services). Reads see hidden
 * rows too. Writes never change `sort_order` of rows they do not name and never delete a row that
 * something still refers to: the conditions are in the statements, so a race cannot slip past them.
 */

export interface PlatformDbRow {
  id: number;
  text: string;
  background: string;
  visible: boolean;
  sort_order: number;
}

export interface CategoryDbRow {
  id: number;
  platform_id: number;
  text: string;
  visible: boolean;
  sort_order: number;
}

export interface ServiceDbRow {
  id: number;
  category_id: number;
  text: string;
  notice: string;
  min_amount: number;
  max_amount: number;
  unit_price_milli: number;
  enable_auto: boolean;
  is_read_only: boolean;
  visible: boolean;
  sort_order: number;
  type: string;
  provider_id: number | null;
  provider_service_id: string | null;
  provider_rate_milli: number | null;
  provider_refill: boolean;
  provider_cancel: boolean;
  refill_days: number;
}

export interface AdminServiceDbRow extends ServiceDbRow {
  provider_name: string | null;
  /** The rate per 1000 in the provider's currency, as numeric text (issue 31). */
  provider_rate_per_1000: string | null;
  provider_currency: string | null;
  has_orders: boolean;
}

const PLATFORM_COLUMNS = 'p.id, p.text, p.background, p.visible, p.sort_order';
const CATEGORY_COLUMNS = 'c.id, c.platform_id, c.text, c.visible, c.sort_order';
const SERVICE_COLUMNS = `s.id, s.category_id, s.text, s.notice, s.min_amount, s.max_amount, s.unit_price_milli,
  s.enable_auto, s.is_read_only, s.visible, s.sort_order, s.type, s.provider_id, s.provider_service_id,
  s.provider_rate_milli, s.provider_refill, s.provider_cancel, s.refill_days`;
// The provider's name is read from its table for display only; the fulfilment module owns it.
const ADMIN_SERVICE_SELECT = `SELECT ${SERVICE_COLUMNS}, pr.name AS provider_name,
    s.provider_rate_per_1000::text AS provider_rate_per_1000, pr.currency AS provider_currency,
    (EXISTS (SELECT 1 FROM orders o WHERE o.service_id = s.id)
      OR EXISTS (SELECT 1 FROM auto_orders a WHERE a.service_id = s.id)) AS has_orders
  FROM services s LEFT JOIN providers pr ON pr.id = s.provider_id`;

// Reads --------------------------------------------------------------------------------------------

export async function listPlatforms(db: Queryable): Promise<PlatformDbRow[]> {
  const { rows } = await db.query<PlatformDbRow>(
    `SELECT ${PLATFORM_COLUMNS} FROM platforms p ORDER BY p.sort_order, p.id`,
  );
  return rows;
}

export async function listCategories(db: Queryable): Promise<CategoryDbRow[]> {
  const { rows } = await db.query<CategoryDbRow>(
    `SELECT ${CATEGORY_COLUMNS} FROM categories c ORDER BY c.sort_order, c.id`,
  );
  return rows;
}

export async function listServices(db: Queryable, ids?: readonly number[]): Promise<AdminServiceDbRow[]> {
  const { rows } = await db.query<AdminServiceDbRow>(
    `${ADMIN_SERVICE_SELECT} ${ids ? 'WHERE s.id = ANY($1::int[])' : ''} ORDER BY s.sort_order, s.id`,
    ids ? [ids] : [],
  );
  return rows;
}

export async function listProviders(
  db: Queryable,
): Promise<{ id: number; name: string; enabled: boolean }[]> {
  const { rows } = await db.query<{ id: number; name: string; enabled: boolean }>(
    'SELECT id, name, enabled FROM providers ORDER BY id',
  );
  return rows;
}

export async function providerExists(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM providers WHERE id = $1', [id]);
  return rows.length > 0;
}

// Row locks: the "before" of an audited change ---------------------------------------------------

export async function lockPlatform(tx: Queryable, id: number): Promise<PlatformDbRow | null> {
  const { rows } = await tx.query<PlatformDbRow>(
    `SELECT ${PLATFORM_COLUMNS} FROM platforms p WHERE p.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export async function lockCategory(tx: Queryable, id: number): Promise<CategoryDbRow | null> {
  const { rows } = await tx.query<CategoryDbRow>(
    `SELECT ${CATEGORY_COLUMNS} FROM categories c WHERE c.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

/** Locks services in id order (two bulk changes never wait on each other in a circle). */
export async function lockServices(tx: Queryable, ids: readonly number[]): Promise<ServiceDbRow[]> {
  const { rows } = await tx.query<ServiceDbRow>(
    `SELECT ${SERVICE_COLUMNS} FROM services s WHERE s.id = ANY($1::int[]) ORDER BY s.id FOR UPDATE`,
    [ids],
  );
  return rows;
}

/** A parent that must exist while a child is written under it (FOR SHARE: it cannot vanish meanwhile). */
export async function parentExists(
  tx: Queryable,
  parent: 'platforms' | 'categories',
  id: number,
): Promise<boolean> {
  const { rows } = await tx.query(`SELECT 1 FROM ${parent} WHERE id = $1 FOR SHARE`, [id]);
  return rows.length > 0;
}

// Writes -------------------------------------------------------------------------------------------

/** Inserts a platform with a chosen id (its icon) at the end; null when that id is taken. */
export async function insertPlatform(
  tx: Queryable,
  p: { id: number; text: string; background: string; visible: boolean },
): Promise<PlatformDbRow | null> {
  const { rows } = await tx.query<PlatformDbRow>(
    `INSERT INTO platforms (id, text, background, visible, sort_order)
     VALUES ($1, $2, $3, $4, (SELECT COALESCE(max(sort_order) + 1, 0) FROM platforms))
     ON CONFLICT (id) DO NOTHING
     RETURNING id, text, background, visible, sort_order`,
    [p.id, p.text, p.background, p.visible],
  );
  return rows[0] ?? null;
}

export async function insertCategory(
  tx: Queryable,
  c: { platformId: number; text: string; visible: boolean },
): Promise<CategoryDbRow> {
  const { rows } = await tx.query<CategoryDbRow>(
    `INSERT INTO categories (platform_id, text, visible, sort_order)
     VALUES ($1, $2, $3, (SELECT COALESCE(max(sort_order) + 1, 0) FROM categories WHERE platform_id = $1))
     RETURNING id, platform_id, text, visible, sort_order`,
    [c.platformId, c.text, c.visible],
  );
  return returnedRow(rows);
}

export interface ServiceColumns {
  category_id: number;
  text: string;
  notice: string;
  min_amount: number;
  max_amount: number;
  unit_price_milli: number;
  enable_auto: boolean;
  is_read_only: boolean;
  visible: boolean;
  type: string;
  provider_id: number | null;
  provider_service_id: string | null;
  provider_rate_milli: number | null;
  provider_refill: boolean;
  provider_cancel: boolean;
  refill_days: number;
}

const SERVICE_WRITABLE: readonly (keyof ServiceColumns)[] = [
  'category_id',
  'text',
  'notice',
  'min_amount',
  'max_amount',
  'unit_price_milli',
  'enable_auto',
  'is_read_only',
  'visible',
  'type',
  'provider_id',
  'provider_service_id',
  'provider_rate_milli',
  'provider_refill',
  'provider_cancel',
  'refill_days',
];

export async function insertService(tx: Queryable, s: ServiceColumns): Promise<number> {
  const values = SERVICE_WRITABLE.map((column) => s[column]);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO services (${SERVICE_WRITABLE.join(', ')}, sort_order)
     VALUES (${SERVICE_WRITABLE.map((_, i) => `$${i + 1}`).join(', ')},
             (SELECT COALESCE(max(sort_order) + 1, 0) FROM services WHERE category_id = $1))
     RETURNING id`,
    values,
  );
  return returnedRow(rows).id;
}

/**
 * Sets the given columns of one row (names from the fixed lists here, never from a request). A row
 * moved under another parent goes to the end of its new siblings.
 */
async function updateRow(
  tx: Queryable,
  table: 'platforms' | 'categories' | 'services',
  id: number,
  columns: Record<string, unknown>,
  parentColumn?: string,
): Promise<void> {
  const names = Object.keys(columns);
  if (names.length === 0) return;
  const params: unknown[] = [id];
  const sets = names.map((column) => `${column} = $${params.push(columns[column])}`);
  if (parentColumn && parentColumn in columns) {
    sets.push(
      `sort_order = (SELECT COALESCE(max(sort_order) + 1, 0) FROM ${table} WHERE ${parentColumn} = $${names.indexOf(parentColumn) + 2})`,
    );
  }
  await tx.query(`UPDATE ${table} SET ${sets.join(', ')} WHERE id = $1`, params);
}

export function updatePlatform(
  tx: Queryable,
  id: number,
  columns: Partial<Pick<PlatformDbRow, 'text' | 'background' | 'visible'>>,
): Promise<void> {
  return updateRow(tx, 'platforms', id, columns);
}

export function updateCategory(
  tx: Queryable,
  id: number,
  columns: Partial<Pick<CategoryDbRow, 'platform_id' | 'text' | 'visible'>>,
): Promise<void> {
  return updateRow(tx, 'categories', id, columns, 'platform_id');
}

export function updateService(tx: Queryable, id: number, columns: Partial<ServiceColumns>): Promise<void> {
  return updateRow(tx, 'services', id, columns, 'category_id');
}

/** Deletes a platform that has no category; false when it has one (or is gone). */
export async function deletePlatform(tx: Queryable, id: number): Promise<boolean> {
  const { rows } = await tx.query(
    `DELETE FROM platforms p WHERE p.id = $1
        AND NOT EXISTS (SELECT 1 FROM categories c WHERE c.platform_id = p.id) RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** Deletes a category that has no service, hidden ones included. */
export async function deleteCategory(tx: Queryable, id: number): Promise<boolean> {
  const { rows } = await tx.query(
    `DELETE FROM categories c WHERE c.id = $1
        AND NOT EXISTS (SELECT 1 FROM services s WHERE s.category_id = c.id) RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** Deletes a service that was never ordered; an ordered one is only ever hidden. */
export async function deleteService(tx: Queryable, id: number): Promise<boolean> {
  const { rows } = await tx.query(
    `DELETE FROM services s WHERE s.id = $1
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.service_id = s.id)
        AND NOT EXISTS (SELECT 1 FROM auto_orders a WHERE a.service_id = s.id) RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

// Order and bulk -----------------------------------------------------------------------------------

export type SiblingScope =
  | { table: 'platforms' }
  | { table: 'categories'; platformId: number }
  | { table: 'services'; categoryId: number };

/** The ids of one set of siblings in display order, locked so two reorders of it take turns. */
export async function lockSiblings(tx: Queryable, scope: SiblingScope): Promise<number[]> {
  const where =
    scope.table === 'platforms'
      ? { sql: '', params: [] }
      : scope.table === 'categories'
        ? { sql: 'WHERE platform_id = $1', params: [scope.platformId] }
        : { sql: 'WHERE category_id = $1', params: [scope.categoryId] };
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM ${scope.table} ${where.sql} ORDER BY sort_order, id FOR UPDATE`,
    where.params,
  );
  return rows.map((r) => r.id);
}

/** The parent of the first id, which names the siblings of a reorder. */
export async function parentOf(
  db: Queryable,
  table: 'categories' | 'services',
  id: number,
): Promise<number | null> {
  const column = table === 'categories' ? 'platform_id' : 'category_id';
  const { rows } = await db.query<{ parent: number }>(
    `SELECT ${column} AS parent FROM ${table} WHERE id = $1`,
    [id],
  );
  return rows[0]?.parent ?? null;
}

/** sort_order = position in `ids` (0, 1, 2, ...) for exactly those rows. */
export async function setSortOrder(
  tx: Queryable,
  table: 'platforms' | 'categories' | 'services',
  ids: readonly number[],
): Promise<void> {
  await tx.query(
    `UPDATE ${table} t SET sort_order = o.position - 1
       FROM unnest($1::int[]) WITH ORDINALITY AS o(id, position)
      WHERE t.id = o.id AND t.sort_order <> o.position - 1`,
    [ids],
  );
}

export async function setServicesVisible(
  tx: Queryable,
  ids: readonly number[],
  visible: boolean,
): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    'UPDATE services SET visible = $2 WHERE id = ANY($1::int[]) AND visible <> $2 RETURNING id',
    [ids, visible],
  );
  return rows.map((r) => r.id);
}

export async function setServicePrices(
  tx: Queryable,
  prices: readonly { id: number; unitPriceMilli: number }[],
): Promise<void> {
  await tx.query(
    `UPDATE services s SET unit_price_milli = v.price
       FROM unnest($1::int[], $2::bigint[]) AS v(id, price)
      WHERE s.id = v.id`,
    [prices.map((p) => p.id), prices.map((p) => p.unitPriceMilli)],
  );
}
