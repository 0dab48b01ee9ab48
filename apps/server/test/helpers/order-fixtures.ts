import { toMilli } from '@smm/contract/money';
import type { TestMember } from './members.ts';
import type { TestContext } from './test-context.ts';

export interface TestServiceOptions {
  min?: number;
  max?: number;
  /** Unit price in points (decimal). */
  price?: number;
  enableAuto?: boolean;
  readOnly?: boolean;
  visible?: boolean;
  /** Put the service under a hidden platform (a hidden path hides the service). */
  hiddenPlatform?: boolean;
}

/** Inserts a service with exactly the properties a test needs, under a category of its own. */
export async function createTestService(ctx: TestContext, options: TestServiceOptions = {}): Promise<number> {
  // Platform 1 is visible and 9 hidden in the demo catalogue; both exist in every test database.
  const platform = options.hiddenPlatform ? 9 : 1;
  const category = await ctx.db.query<{ id: number }>(
    `INSERT INTO categories (platform_id, text) VALUES ($1, '테스트 카테고리') RETURNING id`,
    [platform],
  );
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO services (category_id, text, min_amount, max_amount, unit_price_milli, enable_auto, is_read_only, visible)
     VALUES ($1, '테스트 서비스', $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      category.rows[0]!.id,
      options.min ?? 10,
      options.max ?? 1000,
      toMilli(options.price ?? 1),
      options.enableAuto ?? false,
      options.readOnly ?? false,
      options.visible ?? true,
    ],
  );
  return rows[0]!.id;
}

/** Sets one site setting (e.g. ENABLE_SERVICE_CHECK), as the operator console would. */
export async function setSetting(ctx: TestContext, key: string, value: string): Promise<void> {
  await ctx.db.query(
    `INSERT INTO site_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [key, value],
  );
}

/** Counts of a member's order rows, auto-order rows and ledger rows: "nothing changed" checks. */
export async function orderFootprint(
  ctx: TestContext,
  memberId: number,
): Promise<{ orders: number; autoOrders: number; ledger: number }> {
  const { rows } = await ctx.db.query<{ orders: number; autoOrders: number; ledger: number }>(
    `SELECT (SELECT count(*)::int FROM orders WHERE member_id = $1) AS orders,
            (SELECT count(*)::int FROM auto_orders WHERE member_id = $1) AS "autoOrders",
            (SELECT count(*)::int FROM point_ledger WHERE member_id = $1) AS ledger`,
    [memberId],
  );
  return rows[0]!;
}

/** Places an order through the member's own `POST /api/service/order`; its id. */
export async function placeTestOrder(
  ctx: TestContext,
  member: TestMember,
  serviceId: number,
  amount: number,
): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/service/order',
    headers: member.headers,
    payload: { serviceId, link: 'https://x.com/p/1', amount },
  });
  if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
  return res.json<{ orderId: number }>().orderId;
}
