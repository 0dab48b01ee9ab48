import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember } from '../../test/helpers/members.ts';
import { createTestService } from '../../test/helpers/order-fixtures.ts';
import { createTestContext, type TestContext } from '../../test/helpers/test-context.ts';

// Migration 0038: the console's link search reads order_links, which the triggers on orders keep
// equal to the orders' links, whoever writes the orders and however many rows a statement writes.
let ctx: TestContext;
let memberId: number;
let serviceId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  memberId = (await createTestMember(ctx)).id;
  serviceId = await createTestService(ctx, { price: 1 });
});
afterAll(() => ctx.close());

const insertOrders = async (links: string[]) =>
  (
    await ctx.db.query<{ id: string }>(
      `INSERT INTO orders (member_id, service_id, link, amount, unit_price_milli, cost_milli, status)
       SELECT $1, $2, link, 10, 1000, 10000, 0 FROM unnest($3::text[]) WITH ORDINALITY AS l (link, n)
       ORDER BY n RETURNING id`,
      [memberId, serviceId, links],
    )
  ).rows.map((r) => Number(r.id));

const linksOf = async (ids: number[]) =>
  (
    await ctx.db.query<{ order_id: string; link: string }>(
      'SELECT order_id, link FROM order_links WHERE order_id = ANY($1::bigint[]) ORDER BY order_id',
      [ids],
    )
  ).rows.map((r) => [Number(r.order_id), r.link]);

describe('order_links', () => {
  it('holds the link of every order one statement inserts', async () => {
    const links = Array.from({ length: 500 }, (_, i) => `https://www.instagram.com/p/bulk${i}/`);
    const ids = await insertOrders(links);
    expect(await linksOf(ids)).toEqual(ids.map((id, i) => [id, links[i]]));
  });

  it('follows a link changed by hand, and a status sync leaves it alone', async () => {
    const [id] = await insertOrders(['https://www.tiktok.com/@before']);
    await ctx.db.query(`UPDATE orders SET link = 'https://www.tiktok.com/@after' WHERE id = $1`, [id]);
    await ctx.db.query('UPDATE orders SET status = 1, remains = 3 WHERE id = $1', [id]);
    expect(await linksOf([id!])).toEqual([[id, 'https://www.tiktok.com/@after']]);
  });

  it('drops the links of deleted orders and keeps the rest', async () => {
    const ids = await insertOrders(['https://x.com/a1', 'https://x.com/a2', 'https://x.com/a3']);
    await ctx.db.query('DELETE FROM orders WHERE id = ANY($1::bigint[])', [ids.slice(0, 2)]);
    expect(await linksOf(ids)).toEqual([[ids[2], 'https://x.com/a3']]);
  });

  it('has a row for every order and none without one', async () => {
    const { rows } = await ctx.db.query<{ missing: number; extra: number }>(
      `SELECT (SELECT count(*)::int FROM orders o WHERE NOT EXISTS
                (SELECT 1 FROM order_links l WHERE l.order_id = o.id AND l.link = o.link)) AS missing,
              (SELECT count(*)::int FROM order_links l WHERE NOT EXISTS
                (SELECT 1 FROM orders o WHERE o.id = l.order_id)) AS extra`,
    );
    expect(rows[0]).toEqual({ missing: 0, extra: 0 });
  });
});
