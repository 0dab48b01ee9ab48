import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations } from '../../db/migrate.ts';
import { openTestDatabase, type TestDatabase } from '../../../test/database/test-database.ts';

// Migration 0029 on a store that already has orders (docs/decisions/costs-and-profit.md, "Costs of
// the journal"): the journal gets the history the ledger tells, and orders sent to a provider their
// cost from the service's won rate for what was delivered.
let blank: TestDatabase;
const migrations = listMigrations();
const costs = migrations.find((m) => m.version === '0029_order_costs');

beforeAll(async () => {
  blank = await openTestDatabase('blank');
  for (const m of migrations) {
    if (m.version >= '0029') break;
    await blank.db.exec(m.sql);
  }
});
afterAll(() => blank.close());

describe('migration 0029 on orders placed before it', () => {
  it('books their revenue at creation and refund, and their cost when sent', async () => {
    const { db } = blank;
    await db.exec(`
      INSERT INTO members (id, login_id) VALUES (1, 'buyer');
      INSERT INTO platforms (id, text) VALUES (1, 'Instagram');
      INSERT INTO categories (id, platform_id, text) VALUES (1, 1, '팔로워');
      INSERT INTO providers (id, name, kind) VALUES (1, '시뮬레이터', 'simulator');
      INSERT INTO services (id, category_id, text, min_amount, max_amount, unit_price_milli, provider_id,
                            provider_service_id, provider_rate_milli)
        VALUES (1, 1, '팔로워', 1, 1000, 500, 1, '1', 250);
      -- 1: completed; 2: partial (30 of 100 left, 15 points refunded); 3: canceled and refunded;
      -- 4: never sent (no cost).
      INSERT INTO orders (id, member_id, service_id, link, amount, unit_price_milli, cost_milli, status, remains,
                          submit_state, provider_order_id, submitted_at, refunded_milli, refunded_at, created_at, updated_at)
      VALUES
        (1, 1, 1, 'l', 100, 500, 50000, 2, 0, 'submitted', 'p1', '2026-11-01 01:10Z', 0, NULL, '2026-11-01 01:00Z', '2026-11-03 00:00Z'),
        (2, 1, 1, 'l', 100, 500, 50000, 3, 30, 'submitted', 'p2', '2026-11-01 01:10Z', 15000, '2026-11-02 05:00Z', '2026-11-01 01:00Z', '2026-11-03 00:00Z'),
        (3, 1, 1, 'l', 100, 500, 50000, 5, 100, 'submitted', 'p3', '2026-11-01 01:10Z', 50000, '2026-11-02 05:00Z', '2026-11-01 01:00Z', '2026-11-03 00:00Z'),
        (4, 1, 1, 'l', 100, 500, 50000, 0, NULL, 'new', NULL, NULL, 0, NULL, '2026-11-01 01:00Z', '2026-11-01 01:00Z');
    `);
    await db.exec(costs?.sql ?? '');

    const { rows: orders } = await db.query<{ id: number; cost: number | null; currency: string | null }>(
      'SELECT id, provider_cost_milli AS cost, provider_currency AS currency FROM orders ORDER BY id',
    );
    expect(orders).toEqual([
      { id: 1, cost: 25_000, currency: 'KRW' },
      { id: 2, cost: 17_500, currency: 'KRW' },
      { id: 3, cost: 0, currency: 'KRW' },
      { id: 4, cost: null, currency: null },
    ]);
    const { rows: entries } = await db.query<{ order_id: number; at: string; revenue: number; cost: number }>(
      `SELECT order_id, to_char(booked_at AT TIME ZONE 'UTC', 'MM-DD HH24:MI') AS at,
              revenue_milli AS revenue, cost_milli AS cost
         FROM order_figure_entries ORDER BY order_id, booked_at, id`,
    );
    expect(entries).toEqual([
      { order_id: 1, at: '11-01 01:00', revenue: 50_000, cost: 0 },
      { order_id: 1, at: '11-01 01:10', revenue: 0, cost: 25_000 },
      { order_id: 2, at: '11-01 01:00', revenue: 50_000, cost: 0 },
      { order_id: 2, at: '11-01 01:10', revenue: 0, cost: 17_500 },
      { order_id: 2, at: '11-02 05:00', revenue: -15_000, cost: 0 },
      { order_id: 3, at: '11-01 01:00', revenue: 50_000, cost: 0 },
      { order_id: 3, at: '11-02 05:00', revenue: -50_000, cost: 0 },
      { order_id: 4, at: '11-01 01:00', revenue: 50_000, cost: 0 },
    ]);

    // From now on the trigger books each change at its own time.
    await db.query(
      `UPDATE orders SET provider_charge = 0.2, provider_cost_milli = 200, updated_at = '2026-11-05 00:00Z' WHERE id = 1`,
    );
    const { rows: later } = await db.query<{ revenue: number; cost: number }>(
      `SELECT revenue_milli AS revenue, cost_milli AS cost FROM order_figure_entries
        WHERE order_id = 1 AND booked_at = '2026-11-05 00:00Z'`,
    );
    expect(later).toEqual([{ revenue: 0, cost: -24_800 }]);
  });
});
