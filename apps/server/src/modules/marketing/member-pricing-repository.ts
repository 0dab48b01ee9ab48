import type { Queryable } from '../../db/database.ts';

export interface GradeRow {
  id: number;
  name: string;
  min_spend_milli: number;
  discount_percent: number;
  member_count: number;
}

export async function listGrades(q: Queryable): Promise<GradeRow[]> {
  const { rows } = await q.query<GradeRow>(
    `SELECT g.id, g.name, g.min_spend_milli, g.discount_percent,
            (SELECT count(*) FROM members m
              WHERE m.deleted_at IS NULL AND COALESCE(m.pinned_grade_id, m.grade_id) = g.id)::int AS member_count
       FROM member_grades g ORDER BY g.min_spend_milli`,
  );
  return rows;
}

/**
 * Makes the grades the given list: removed ones go (their members' grade becomes NULL until
 * recalculated), kept ones keep their id. Names and thresholds are unique, so kept rows first move
 * out of the way (a swap of two names would otherwise collide).
 */
export async function replaceGrades(
  tx: Queryable,
  grades: readonly { id?: number; name: string; minSpendMilli: number; discountPercent: number }[],
): Promise<void> {
  const kept = grades.flatMap((g) => (g.id === undefined ? [] : [g.id]));
  await tx.query('DELETE FROM member_grades WHERE NOT (id = ANY($1::bigint[]))', [kept]);
  await tx.query(
    `UPDATE member_grades SET name = '#' || id, min_spend_milli = 1000000000000000 + id WHERE id = ANY($1::bigint[])`,
    [kept],
  );
  for (const g of grades) {
    if (g.id === undefined) {
      await tx.query(
        'INSERT INTO member_grades (name, min_spend_milli, discount_percent) VALUES ($1, $2, $3)',
        [g.name, g.minSpendMilli, g.discountPercent],
      );
    } else {
      await tx.query(
        'UPDATE member_grades SET name = $2, min_spend_milli = $3, discount_percent = $4 WHERE id = $1',
        [g.id, g.name, g.minSpendMilli, g.discountPercent],
      );
    }
  }
}

export async function existingGradeIds(q: Queryable): Promise<Set<number>> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM member_grades');
  return new Set(rows.map((r) => r.id));
}

export interface MemberPricingRow {
  id: number;
  grade_id: number | null;
  pinned_grade_id: number | null;
  period_spend_milli: number;
  discount_percent: number | null;
  allow_below_cost: boolean;
  /** The grade that applies: the pinned one, else the computed one. */
  grade_name: string | null;
  effective_grade_id: number | null;
  grade_discount: number | null;
  /** [service id, unit price milli] pairs of the member's fixed prices. */
  fixed: [number, number][];
}

export async function findMemberPricing(
  q: Queryable,
  memberId: number,
  lock = false,
): Promise<MemberPricingRow | null> {
  const { rows } = await q.query<MemberPricingRow>(
    `SELECT m.id, m.grade_id, m.pinned_grade_id, m.period_spend_milli, m.discount_percent, m.allow_below_cost,
            g.id AS effective_grade_id, g.name AS grade_name, g.discount_percent AS grade_discount,
            (SELECT COALESCE(json_agg(json_build_array(p.service_id, p.unit_price_milli)), '[]'::json)
               FROM member_service_prices p WHERE p.member_id = m.id) AS fixed
       FROM members m LEFT JOIN member_grades g ON g.id = COALESCE(m.pinned_grade_id, m.grade_id)
      WHERE m.id = $1 AND m.deleted_at IS NULL${lock ? ' FOR UPDATE OF m' : ''}`,
    [memberId],
    // Read by every order: parsed and planned once per connection (0.5 ms an order otherwise).
    { name: lock ? 'member-pricing-locked' : 'member-pricing' },
  );
  return rows[0] ?? null;
}

export async function listServicePrices(
  q: Queryable,
  memberId: number,
): Promise<
  { service_id: number; unit_price_milli: number; text: string; provider_rate_milli: number | null }[]
> {
  const { rows } = await q.query<{
    service_id: number;
    unit_price_milli: number;
    text: string;
    provider_rate_milli: number | null;
  }>(
    `SELECT p.service_id, p.unit_price_milli, s.text, s.provider_rate_milli
       FROM member_service_prices p JOIN services s ON s.id = p.service_id
      WHERE p.member_id = $1 ORDER BY p.service_id`,
    [memberId],
  );
  return rows;
}

/** The member's fixed prices (their grade pin, discount and allowance are accounts' columns). */
export async function setServicePrices(
  tx: Queryable,
  memberId: number,
  prices: readonly { serviceId: number; unitPriceMilli: number }[],
): Promise<void> {
  await tx.query('DELETE FROM member_service_prices WHERE member_id = $1', [memberId]);
  if (prices.length === 0) return;
  await tx.query(
    `INSERT INTO member_service_prices (member_id, service_id, unit_price_milli)
     SELECT $1, * FROM unnest($2::int[], $3::bigint[])`,
    [memberId, prices.map((x) => x.serviceId), prices.map((x) => x.unitPriceMilli)],
  );
}

/** The list price and cost of services, for checking a member's fixed prices. */
export async function serviceCosts(
  q: Queryable,
  ids: readonly number[],
): Promise<Map<number, { cost: number | null; list: number }>> {
  if (ids.length === 0) return new Map();
  const { rows } = await q.query<{
    id: number;
    provider_rate_milli: number | null;
    unit_price_milli: number;
  }>('SELECT id, provider_rate_milli, unit_price_milli FROM services WHERE id = ANY($1::int[])', [[...ids]]);
  return new Map(rows.map((r) => [r.id, { cost: r.provider_rate_milli, list: r.unit_price_milli }]));
}

/** After an order: what it was given off the list price (the report's discount). Not money. */
export async function recordOrderDiscount(
  q: Queryable,
  o: { orderId: number; memberId: number; listUnitMilli: number; discountMilli: number; at: Date },
): Promise<void> {
  if (o.discountMilli > 0) {
    await q.query(
      `INSERT INTO order_discounts (order_id, member_id, list_unit_price_milli, discount_milli, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (order_id) DO NOTHING`,
      [o.orderId, o.memberId, o.listUnitMilli, o.discountMilli, o.at],
    );
  }
}
