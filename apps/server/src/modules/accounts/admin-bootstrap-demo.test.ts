import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { bootstrapAdmin } from './admin-bootstrap.ts';
import { bootstrapDemoOperator, DEMO_OPERATOR_ID, demoOperatorNotice } from './admin-bootstrap-demo.ts';

// Each test gets a database of its own: whether an operator exists decides what happens.
let ctx: TestContext;
beforeEach(async () => {
  ctx = await createTestContext({ demoCatalog: false });
});
afterEach(() => ctx.close());

const on = { demoOperator: true };

async function operators(): Promise<string[]> {
  const { rows } = await ctx.db.query<{ login_id: string }>('SELECT login_id FROM members WHERE is_admin');
  return rows.map((r) => r.login_id);
}

describe('the demo operator', () => {
  it('is made once with a generated password printed only by the start that made it, and signs in', async () => {
    const first = await bootstrapDemoOperator(ctx.db, on);
    expect(first).toEqual({
      kind: 'created',
      loginId: DEMO_OPERATOR_ID,
      password: expect.stringMatching(/^[\w-]{16}$/) as unknown,
    });
    const password = first.kind === 'created' ? first.password : '';
    expect(demoOperatorNotice(first)).toBe(
      `demo operator created: sign in at /login with id "${DEMO_OPERATOR_ID}" and password "${password}", then open /admin (set ADMIN_ID and ADMIN_PASSWORD for your own operator)`,
    );

    const second = await bootstrapDemoOperator(ctx.db, on);
    expect(second).toEqual({ kind: 'exists', loginId: DEMO_OPERATOR_ID });
    expect(demoOperatorNotice(second)).toBe(
      `demo operator "${DEMO_OPERATOR_ID}" exists (its password was printed on the first start)`,
    );
    expect(await operators()).toEqual([DEMO_OPERATOR_ID]);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { id: DEMO_OPERATOR_ID, password },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ accessToken: string }>().accessToken;
    const dashboard = await ctx.app.inject({
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(dashboard.statusCode).toBe(200);
  });

  it('is not made when the setting is off (ADMIN_ID set, PostgreSQL, DEMO_OPERATOR=false)', async () => {
    expect(await bootstrapDemoOperator(ctx.db, { demoOperator: false })).toEqual({ kind: 'skipped' });
    expect(demoOperatorNotice({ kind: 'skipped' })).toBeNull();
    expect(await operators()).toEqual([]);
  });

  it('is not made for a shop that already has an operator', async () => {
    await bootstrapAdmin(ctx.db, { ADMIN_ID: 'boss', ADMIN_PASSWORD: 'a-long-password' });
    expect(await bootstrapDemoOperator(ctx.db, on)).toEqual({ kind: 'skipped' });
    expect(await operators()).toEqual(['boss']);
  });
});
