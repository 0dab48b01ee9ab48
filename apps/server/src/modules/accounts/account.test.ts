import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { MESSAGES } from '@smm/contract/messages';
import { toMilli } from '@smm/contract/money';
import { balanceAndLedger } from '../../../test/helpers/members.ts';
import { createTestService, orderFootprint } from '../../../test/helpers/order-fixtures.ts';
import {
  createAccountsTestContext,
  registerAndLogin,
  setSettings,
  type AccountsTestContext,
} from '../../../test/helpers/accounts-context.ts';
import { credit, debitIfCovered } from '../ledger/ledger-repository.ts';
import { apiKeyHash } from './account-secrets.ts';

let ctx: AccountsTestContext;
beforeAll(async () => {
  ctx = await createAccountsTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => setSettings(ctx.db, { ENABLE_REFERRAL: 'true', ENABLE_PHONE_NUMBER: 'false' }));

type Headers = { authorization: string };
const profile = (headers: Headers) => ctx.app.inject({ url: '/api/auth/profile', headers });
const post = (url: string, headers?: Headers, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const memberIdOf = async (loginId: string) =>
  (await ctx.db.query<{ id: number }>('SELECT id FROM members WHERE login_id = $1', [loginId])).rows[0]!.id;
/** How the public API finds a member by key: sha256 hex of the key's UTF-8 bytes (pins the shared format). */
const memberIdByKey = async (key: string) =>
  (
    await ctx.db.query<{ id: number }>(
      `SELECT id FROM members WHERE api_key_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [key],
    )
  ).rows[0]?.id;

describe('GET /api/auth/profile', () => {
  it('answers point as a decimal, id, the api key, referral code and isAdmin', async () => {
    const m = await registerAndLogin(ctx, { id: 'sam' });
    const id = await memberIdOf('sam');
    await ctx.db.transaction((tx) =>
      credit(tx, {
        memberId: id,
        amountMilli: toMilli(1234.5),
        reason: 'adjustment',
        refType: 'test',
        refId: null,
        key: `t:${id}`,
      }),
    );
    const res = await profile(m.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      point: number;
      id: string;
      apiKey: string;
      referralCode: null;
      isAdmin: boolean;
    }>();
    expect(body).toMatchObject({
      point: 1234.5,
      id: 'sam',
      referralCode: null,
      isAdmin: false,
      socialProvider: null,
    });
    expect(body.apiKey).toMatch(/^smm_[A-Za-z0-9_-]{43}$/);
    expect(await memberIdByKey(body.apiKey)).toBe(id);
    const stored = await ctx.db.query<{ api_key_hash: string }>(
      'SELECT api_key_hash FROM members WHERE id = $1',
      [id],
    );
    expect(stored.rows[0]?.api_key_hash).toBe(apiKeyHash(body.apiKey));
  });
});

describe('POST /api/auth/change-password', () => {
  it('answers 409 when the current password is wrong, and 400 when it is empty', async () => {
    const m = await registerAndLogin(ctx);
    const wrong = await post('/api/auth/change-password', m.headers, {
      currentPassword: 'not-it',
      newPassword: 'x1-long-enough',
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ message: MESSAGES.password.currentWrong });
    const empty = await post('/api/auth/change-password', m.headers, {
      currentPassword: '',
      newPassword: 'x1-long-enough',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: MESSAGES.password.currentRequired });
    expect((await profile(m.headers)).statusCode).toBe(200);
  });

  it('answers 400 in Korean to an over-long password and keeps the old one', async () => {
    const m = await registerAndLogin(ctx);
    for (const body of [
      { currentPassword: 'p'.repeat(201), newPassword: 'x1-long-enough' },
      { currentPassword: m.password, newPassword: 'p'.repeat(201) },
    ]) {
      const res = await post('/api/auth/change-password', m.headers, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: MESSAGES.identity.passwordTooLong });
    }
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { id: m.loginId, password: m.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('replaces the API key with the password: the old key finds nobody, /account shows the new one', async () => {
    const m = await registerAndLogin(ctx, { id: 'rotor', password: 'first-pass-1' });
    const id = await memberIdOf('rotor');
    const oldKey = (await profile(m.headers)).json<{ apiKey: string }>().apiKey;
    const changed = await post('/api/auth/change-password', m.headers, {
      currentPassword: 'first-pass-1',
      newPassword: 'second-pass-2',
    });
    expect(changed.statusCode).toBe(200);
    expect(await memberIdByKey(oldKey)).toBeUndefined();
    const again = await post('/api/auth/login', undefined, { id: 'rotor', password: 'second-pass-2' });
    const headers = { authorization: `Bearer ${again.json<{ accessToken: string }>().accessToken}` };
    const newKey = (await profile(headers)).json<{ apiKey: string }>().apiKey;
    expect(newKey).not.toBe(oldKey);
    expect(await memberIdByKey(newKey)).toBe(id);
  });

  it('answers 401 to the anonymous before looking at the body', async () => {
    expect((await post('/api/auth/change-password', undefined, {})).statusCode).toBe(401);
  });
});

describe('POST /api/auth/api-key', () => {
  it('renews the key: the new one finds the member, the old one finds nobody', async () => {
    const m = await registerAndLogin(ctx);
    const old = (await profile(m.headers)).json<{ apiKey: string }>().apiKey;
    const res = await post('/api/auth/api-key', m.headers);
    expect(res.statusCode).toBe(200);
    const { apiKey } = res.json<{ apiKey: string }>();
    expect(apiKey).not.toBe(old);
    expect((await profile(m.headers)).json()).toMatchObject({ apiKey });
    expect(await memberIdByKey(apiKey)).toBe(await memberIdOf(m.loginId));
    expect(await memberIdByKey(old)).toBeUndefined();
  });
});

describe('POST /api/auth/referral-code', () => {
  it('issues one code, shown on the profile; a second request answers 409', async () => {
    const m = await registerAndLogin(ctx);
    const res = await post('/api/auth/referral-code', m.headers);
    expect(res.statusCode).toBe(200);
    const { referralCode } = res.json<{ referralCode: string }>();
    expect(referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await profile(m.headers)).json()).toMatchObject({ referralCode });
    const again = await post('/api/auth/referral-code', m.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: AUTH_MESSAGES.referral.exists });
  });

  it('is refused while ENABLE_REFERRAL is off', async () => {
    const m = await registerAndLogin(ctx);
    await setSettings(ctx.db, { ENABLE_REFERRAL: 'false' });
    const res = await post('/api/auth/referral-code', m.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.referral.disabled });
  });
});

describe('DELETE /api/auth/account', () => {
  it('keeps the ledger under a pseudonymous member, removes personal data and retires the id', async () => {
    const m = await registerAndLogin(ctx, { id: 'tina' });
    await post('/api/auth/referral-code', m.headers);
    const id = await memberIdOf('tina');
    await ctx.db.query(`UPDATE members SET phone_number = '01055556666' WHERE id = $1`, [id]);
    await ctx.db.transaction(async (tx) => {
      await credit(tx, {
        memberId: id,
        amountMilli: 5000,
        reason: 'topup',
        refType: 'test',
        refId: null,
        key: `topup:${id}`,
      });
      await debitIfCovered(tx, {
        memberId: id,
        amountMilli: 1500,
        reason: 'order',
        refType: 'test',
        refId: null,
        key: `order:${id}`,
      });
    });

    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: m.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const { rows } = await ctx.db.query<Record<string, unknown>>('SELECT * FROM members WHERE id = $1', [id]);
    expect(rows[0]).toMatchObject({
      login_id: null,
      password_hash: null,
      email: null,
      phone_number: null,
      referral_code: null,
      api_key_hash: null,
      api_key_cipher: null,
      point_milli: 3500,
    });
    expect(rows[0]?.deleted_at).not.toBeNull();
    expect(await balanceAndLedger(ctx, id)).toEqual({ balance: 3500, ledger: 3500 });
    const ledger = await ctx.db.query('SELECT id FROM point_ledger WHERE member_id = $1', [id]);
    expect(ledger.rows).toHaveLength(2);

    const login = await post('/api/auth/login', undefined, { id: 'tina', password: m.password });
    expect(login.statusCode).toBe(404);
    expect((await profile(m.headers)).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: m.headers })).statusCode,
    ).toBe(401);

    // The id is kept from reuse for the retention period (register.test.ts); after it, a new member.
    ctx.clock.advance(5 * 366 * 24 * 60 * 60 * 1000);
    const again = await registerAndLogin(ctx, { id: 'tina', password: 'new-life-1' });
    expect((await profile(again.headers)).json()).toMatchObject({ id: 'tina', point: 0 });
    expect(await memberIdOf('tina')).not.toBe(id);
    await ctx.db.query(`UPDATE members SET phone_number = '01055556666' WHERE login_id = 'tina'`);
  });

  it('keeps the order and payment records (orders, top-up requests) under the pseudonymous member', async () => {
    const m = await registerAndLogin(ctx, { id: 'uma' });
    const id = await memberIdOf('uma');
    await ctx.db.transaction((tx) =>
      credit(tx, {
        memberId: id,
        amountMilli: toMilli(100),
        reason: 'topup',
        refType: 'test',
        refId: null,
        key: `topup:${id}`,
      }),
    );
    const serviceId = await createTestService(ctx, { min: 10, max: 100, price: 1 });
    const order = await post('/api/service/order', m.headers, {
      serviceId,
      link: 'https://www.instagram.com/uma',
      amount: 10,
      runs: 0,
      interval: 0,
    });
    expect(order.statusCode).toBe(200);
    const topUp = await post('/api/service/point', m.headers, { name: '우마', point: 5000, feeType: 2 });
    expect(topUp.statusCode).toBe(201);
    const before = await orderFootprint(ctx, id);
    const requests = `SELECT id, depositor_name, point_milli, status FROM point_requests WHERE member_id = $1`;
    const requestsBefore = (await ctx.db.query(requests, [id])).rows;
    expect(before.orders).toBe(1);
    expect(requestsBefore).toHaveLength(1);

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: m.headers })).statusCode,
    ).toBe(200);

    expect(await orderFootprint(ctx, id)).toEqual(before);
    expect((await ctx.db.query(requests, [id])).rows).toEqual(requestsBefore);
    expect(await balanceAndLedger(ctx, id)).toEqual({ balance: toMilli(90), ledger: toMilli(90) });
    const orderHistory = await ctx.app.inject({ url: '/api/service/order-history', headers: m.headers });
    expect(orderHistory.statusCode).toBe(401);
  });

  it('answers 401 to the anonymous', async () => {
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/auth/account' })).statusCode).toBe(401);
  });
});
