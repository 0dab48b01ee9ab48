import type { Category, Platform, Service } from '@smm/contract/catalog';
import { fromMilli } from '@smm/contract/money';
import { isServiceType, type ServiceType } from '@smm/contract/service-types';
import type { Queryable } from '../../db/database.ts';

interface ServiceRow {
  id: number;
  category_id: number;
  text: string;
  notice: string;
  min_amount: number;
  max_amount: number;
  unit_price_milli: number;
  enable_auto: boolean;
  is_read_only: boolean;
  revision: number;
  provider_id: number | null;
  provider_refill: boolean;
  provider_cancel: boolean;
  provider_rate_milli: number | null;
  type: string;
}

export interface ServiceRecord extends Service {
  unitPriceMilli: number;
  visible: boolean;
  /** Bumped by every change of the row (migration 0012): the order path charges only at the read one. */
  revision: number;
  /** Refill and cancel through the provider (refill-cancel.md). */
  refill: boolean;
  cancel: boolean;
  /** What the provider charges us per unit; a member's price stays above it (growth-levers.md). */
  costMilli: number | null;
  /** The service's type (issue 32, migration 0032): which fields an order of it takes. */
  type: ServiceType;
}

const toService = (r: ServiceRow & { visible?: boolean }): ServiceRecord => ({
  id: r.id,
  text: r.text,
  categoryId: r.category_id,
  min: r.min_amount,
  max: r.max_amount,
  point: fromMilli(r.unit_price_milli),
  unitPriceMilli: r.unit_price_milli,
  notice: r.notice,
  enableAuto: r.enable_auto,
  isReadOnly: r.is_read_only,
  visible: r.visible ?? true,
  revision: r.revision,
  refill: r.provider_id !== null && r.provider_refill,
  cancel: r.provider_id !== null && r.provider_cancel,
  costMilli: r.provider_rate_milli ?? null,
  // The column is CHECKed against the 15 names; the guard only narrows the type.
  type: isServiceType(r.type) ? r.type : 'Default',
});

export async function listVisiblePlatforms(db: Queryable): Promise<Platform[]> {
  const { rows } = await db.query<Platform>(
    'SELECT id, text, visible, background FROM platforms WHERE visible ORDER BY sort_order, id',
  );
  return rows;
}

/** Categories whose platform is visible too, so a hidden platform hides its whole subtree. */
export async function listVisibleCategories(db: Queryable): Promise<Category[]> {
  const { rows } = await db.query<Category>(
    `SELECT c.id, c.text, c.platform_id AS platform
       FROM categories c JOIN platforms p ON p.id = c.platform_id
      WHERE c.visible AND p.visible
      ORDER BY c.sort_order, c.id`,
  );
  return rows;
}

export async function listVisibleServices(db: Queryable): Promise<ServiceRecord[]> {
  const { rows } = await db.query<ServiceRow>(
    `SELECT s.* FROM services s
       JOIN categories c ON c.id = s.category_id
       JOIN platforms p ON p.id = c.platform_id
      WHERE s.visible AND c.visible AND p.visible
      ORDER BY s.sort_order, s.id`,
  );
  return rows.map(toService);
}

/** One service with the visibility of its whole path, for ordering. */
export async function findService(db: Queryable, id: number): Promise<ServiceRecord | null> {
  const { rows } = await db.query<ServiceRow & { visible: boolean }>(
    `SELECT s.*, (s.visible AND c.visible AND p.visible) AS visible
       FROM services s
       JOIN categories c ON c.id = s.category_id
       JOIN platforms p ON p.id = c.platform_id
      WHERE s.id = $1`,
    [id],
  );
  return rows[0] ? toService(rows[0]) : null;
}
