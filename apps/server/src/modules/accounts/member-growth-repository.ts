import type { Queryable } from '../../db/database.ts';

// The growth columns of members (docs/decisions/growth-levers.md): the marketing module decides when
// they change and reads them; accounts, which owns the members table, writes them.

/**
 * Recomputes the spend over the period and the grade of the given members (all live members when
 * null), in one statement. Spend: points paid for orders less refunds booked since `since`, never
 * below 0. Only rows that change are written.
 */
export async function recalculateGrades(
  q: Queryable,
  since: Date,
  memberIds: readonly number[] | null,
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `WITH spend AS (
       SELECT m.id,
              GREATEST(0, -COALESCE((SELECT sum(l.delta_milli) FROM point_ledger l
                                      WHERE l.member_id = m.id AND l.reason IN ('order', 'refund')
                                        AND l.created_at >= $1), 0))::bigint AS spend_milli
         FROM members m
        WHERE m.deleted_at IS NULL AND ($2::bigint[] IS NULL OR m.id = ANY($2::bigint[]))
     ), graded AS (
       SELECT s.id, s.spend_milli,
              (SELECT g.id FROM member_grades g WHERE g.min_spend_milli <= s.spend_milli
                ORDER BY g.min_spend_milli DESC LIMIT 1) AS grade_id
         FROM spend s
     )
     UPDATE members m SET period_spend_milli = graded.spend_milli, grade_id = graded.grade_id
       FROM graded
      WHERE m.id = graded.id
        AND (m.period_spend_milli <> graded.spend_milli OR m.grade_id IS DISTINCT FROM graded.grade_id)
      RETURNING m.id`,
    [since, memberIds === null ? null : [...memberIds]],
  );
  return rows.length;
}

/**
 * Adds one placed order's charge to the member's spend and grades the member by the new spend: one
 * row, however long the member's history. Recomputing the spend from the ledger after every order
 * read every ledger row of the member (point_ledger_member_idx), so a reseller's order cost grew with
 * the reseller's history (docs/benchmarks.md, "What the grade after an order cost"). What this sum
 * does not see, refunds and spend leaving the period, the hourly sweep (`recalculateGrades` for
 * everyone) puts right; the operator's new grade list recalculates everyone at once.
 */
export async function addOrderSpend(q: Queryable, memberId: number, amountMilli: number): Promise<void> {
  await q.query(
    `UPDATE members m SET period_spend_milli = m.period_spend_milli + $2,
            grade_id = (SELECT g.id FROM member_grades g WHERE g.min_spend_milli <= m.period_spend_milli + $2
                         ORDER BY g.min_spend_milli DESC LIMIT 1)
      WHERE m.id = $1 AND m.deleted_at IS NULL`,
    [memberId, amountMilli],
    { name: 'add-order-spend' },
  );
}

/** The operator's grade pin, discount and below-cost allowance of one member. */
export async function setPricingTerms(
  tx: Queryable,
  memberId: number,
  p: { pinnedGradeId: number | null; discountPercent: number | null; allowBelowCost: boolean },
): Promise<void> {
  await tx.query(
    'UPDATE members SET pinned_grade_id = $2, discount_percent = $3, allow_below_cost = $4 WHERE id = $1',
    [memberId, p.pinnedGradeId, p.discountPercent, p.allowBelowCost],
  );
}
