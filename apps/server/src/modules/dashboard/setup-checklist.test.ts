import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupChecklist } from '@smm/contract/admin-setup-checklist';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';

// A real store from empty (migrated, no demo catalogue): the checklist follows the data.
let ctx: TestContext;
let operator: TestMember;
beforeAll(async () => {
  ctx = await createTestContext({ demoCatalog: false });
  operator = await createTestMember(ctx, { isAdmin: true });
});
afterAll(() => ctx.close());

const checklist = async () => {
  const response = await ctx.app.inject({ url: '/api/admin/setup-checklist', headers: operator.headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<SetupChecklist>();
  return { done: body.items.filter((i) => i.done).map((i) => i.id), ready: body.ready };
};
const setSetting = (key: string, value: string) =>
  ctx.db.query(
    `INSERT INTO site_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [key, value],
  );

describe('GET /api/admin/setup-checklist', () => {
  it('is for operators only', async () => {
    const member = await createTestMember(ctx);
    expect((await ctx.app.inject({ url: '/api/admin/setup-checklist' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/admin/setup-checklist', headers: member.headers })).statusCode,
    ).toBe(403);
  });

  it('ticks each item from the data, in order, until the store is ready', async () => {
    expect(await checklist()).toEqual({ done: [], ready: false });

    await ctx.db.query(
      `INSERT INTO providers (name, kind, api_url, api_key) VALUES ('패널', 'api_v2', 'http://127.0.0.1:9/api/v2', 'k')`,
    );
    await ctx.db.query(`INSERT INTO platforms (id, text) VALUES (1, '인스타그램')`);
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO categories (platform_id, text) VALUES (1, '팔로워') RETURNING id`,
    );
    await ctx.db.query(
      `INSERT INTO services (category_id, text, min_amount, max_amount, unit_price_milli, visible)
       VALUES ($1, '팔로워', 10, 1000, 26, false)`,
      [rows[0]!.id],
    );
    // A hidden service is not on sale.
    expect((await checklist()).done).toEqual(['provider']);
    await ctx.db.query('UPDATE services SET visible = true');
    await setSetting('BANK_NAME', '국민은행');
    expect((await checklist()).done).toEqual(['provider', 'services']);
    await setSetting('BANK_NUMBER', '123456-01-234567');
    await setSetting('COMPANY', '첫가게');
    await setSetting('CEO', '김첫날');
    // The business registration number is still missing: the company item waits for it.
    expect((await checklist()).done).toEqual(['provider', 'services', 'bank']);
    await setSetting('CORPORATION_NUMBER', '220-81-62517');
    await ctx.db.query(`INSERT INTO notices (content) VALUES ('오픈했습니다')`);
    expect(await checklist()).toEqual({
      done: ['provider', 'services', 'bank', 'company', 'notice'],
      ready: false,
    });

    const buyer = await createTestMember(ctx, { points: 1000 });
    const { rows: services } = await ctx.db.query<{ id: number }>('SELECT id FROM services');
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/service/order',
      headers: buyer.headers,
      payload: {
        serviceId: services[0]!.id,
        link: 'https://instagram.com/first',
        amount: 10,
        runs: 0,
        interval: 0,
      },
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(await checklist()).toEqual({
      done: ['provider', 'services', 'bank', 'company', 'notice', 'testOrder'],
      ready: true,
    });
  });
});
