import type { Database } from '../../db/database.ts';
import { createReadCache } from '../../fast-path/read-cache.ts';

/**
 * The live members whose prices are not the list prices (a grade or own discount above 0, or a
 * fixed price), kept in memory for the reseller API v2's `services`: everyone else gets the shared
 * cached list, answered before Fastify. Migration 0031's triggers announce `member_pricing` on any
 * change that can add a member, and the set is loaded again (docs/decisions/growth-levers.md). A
 * member in the set whose rule still gives list prices (a cost floor) only gets a list of their own.
 */
export interface PersonalPricingMembers {
  /** Whether the member has prices of their own (loaded once per change). */
  has(memberId: number): Promise<boolean>;
  /**
   * `has` at once, for a request answered before Fastify: undefined while the set is not in memory
   * (loading, after a change, without a live feed), and a load is started.
   */
  hasNow(memberId: number): boolean | undefined;
  close(): void;
}

const KEY = 'ids';

export function createPersonalPricingMembers(deps: { db: Database }): PersonalPricingMembers {
  const { db } = deps;
  const cache = createReadCache(db, { tables: ['member_pricing'] });
  const load = () =>
    cache.get(KEY, async () => {
      // The rule of member-price-rule.ts `ruleOf`: the own discount, else the grade's.
      const { rows } = await db.query<{ id: number }>(
        `SELECT m.id FROM members m
           LEFT JOIN member_grades g ON g.id = COALESCE(m.pinned_grade_id, m.grade_id)
          WHERE m.deleted_at IS NULL
            AND (COALESCE(m.discount_percent, g.discount_percent, 0) > 0
                 OR EXISTS (SELECT 1 FROM member_service_prices p WHERE p.member_id = m.id))`,
      );
      return new Set(rows.map((r) => Number(r.id)));
    });
  return {
    async has(memberId) {
      return (await load()).has(memberId);
    },
    hasNow(memberId) {
      const ids = cache.peek(KEY) as Set<number> | undefined;
      if (ids) return ids.has(memberId);
      // Without a live feed `get` reads through: the route's own `has` does that once.
      if (db.changesLive()) load().catch(() => undefined);
      return undefined;
    },
    close: () => cache.close(),
  };
}
