import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SETTINGS_MESSAGES } from '@smm/contract/admin-settings-messages';
import { MESSAGES } from '@smm/contract/messages';
import { SETUP_MESSAGES as M } from '@smm/contract/setup-messages';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { firstRunToken } from './first-run-token.ts';

// A real store's first start: migrated, no demo catalogue, no operator (issue 34 "First-run set-up").
let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext({ demoCatalog: false });
  token = firstRunToken(ctx.config.JWT_SECRET!);
});
afterAll(() => ctx.close());

const setup = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/setup', payload });
const valid = () => ({
  token,
  id: 'owner',
  password: 'owner-pass-1234',
  company: '  주식회사 첫가게 ',
  phone: '010-1234-5678',
  bankName: '신한은행',
  bankNumber: '110-123-456789',
  bankHolder: '김첫날',
});
const footprint = async () => {
  const { rows } = await ctx.db.query<{ members: number; settings: number; audit: number }>(
    `SELECT (SELECT count(*)::int FROM members) AS members, (SELECT count(*)::int FROM site_settings) AS settings,
            (SELECT count(*)::int FROM audit_log) AS audit`,
  );
  return rows[0];
};

describe('first-run set-up', () => {
  it('refuses a wrong token or bad input with a Korean message and changes nothing', async () => {
    expect((await ctx.app.inject({ url: '/api/setup' })).json()).toEqual({ needed: true });
    const before = await footprint();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...valid(), token: 'guess' }, 403, M.tokenInvalid],
      [{ ...valid(), token: `${token.slice(0, -1)}x` }, 403, M.tokenInvalid],
      [{ ...valid(), token: '' }, 400, M.tokenInvalid],
      [{ ...valid(), id: 'has space' }, 400, MESSAGES.register.idNoSpace],
      [{ ...valid(), password: 'short' }, 400, MESSAGES.identity.passwordMin],
      [{ ...valid(), company: ' ' }, 400, M.companyRequired],
      [{ ...valid(), phone: '전화' }, 400, ADMIN_SETTINGS_MESSAGES.phone],
      [{ ...valid(), bankNumber: '' }, 400, M.bankNumberRequired],
      [{ ...valid(), bankHolder: undefined }, 400, M.bankHolderRequired],
    ];
    for (const [body, status, message] of cases) {
      const response = await setup(body);
      expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({
        status,
        message,
      });
    }
    expect(await footprint()).toEqual(before);
  });

  it('makes the operator and the store essentials, audited, and signs in; then never again', async () => {
    // Two set-ups at once (two tabs, two server processes): exactly one makes an operator.
    const [response, other] = await Promise.all([setup(valid()), setup({ ...valid(), id: 'owner2' })]);
    const both = [response, other].map((r) => r.statusCode);
    expect(both.sort()).toEqual([201, 409]);
    if (response.statusCode !== 201) {
      // owner2 won the race: the rest of the test reads the same either way, under its name.
      expect(response.json()).toMatchObject({ message: M.alreadyDone });
    }
    const winner = response.statusCode === 201 ? response : other;
    const winnerId = response.statusCode === 201 ? 'owner' : 'owner2';
    const { accessToken } = winner.json<{ accessToken: string }>();
    const me = await ctx.app.inject({
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.json()).toEqual({ id: winnerId, isAdmin: true });

    const settings = await ctx.app.inject({ url: '/api/service/settings' });
    const values = Object.fromEntries(
      settings.json<{ key: string; value: string }[]>().map((s) => [s.key, s.value]),
    );
    expect(values).toMatchObject({
      COMPANY: '주식회사 첫가게',
      CEO_PHONE: '010-1234-5678',
      BANK_NAME: '신한은행',
      BANK_NUMBER: '110-123-456789',
      BANK_TEXT: '신한은행 110-123-456789 김첫날',
    });
    const { rows } = await ctx.db.query<{ action: string; operator_login: string }>(
      `SELECT a.action, m.login_id AS operator_login FROM audit_log a JOIN members m ON m.id = a.operator_id ORDER BY a.id`,
    );
    expect(rows).toEqual([
      { action: 'operator.setup', operator_login: winnerId },
      { action: 'settings.update', operator_login: winnerId },
    ]);

    expect((await ctx.app.inject({ url: '/api/setup' })).json()).toEqual({ needed: false });
    const before = await footprint();
    const again = await setup({ ...valid(), id: 'intruder' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: M.alreadyDone });
    expect(await footprint()).toEqual(before);
  });
});
