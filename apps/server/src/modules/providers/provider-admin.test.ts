import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PROVIDER_MESSAGES as M } from '@smm/contract/admin-providers-messages';
import { OrderStatus } from '@smm/contract/enums';
import { createTestMember, type TestMember } from '../../../test/helpers/members.ts';
import { createTestService } from '../../../test/helpers/order-fixtures.ts';
import { providerApi, providerAudit } from '../../../test/helpers/provider-admin.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';

const KEY = 'secret-key-0123456789abcd';
const PANEL = { name: '메인 패널', kind: 'api_v2', apiUrl: 'https://panel.example/api/v2', apiKey: KEY };

describe('operator providers: add, edit, turn off and on', () => {
  let ctx: TestContext;
  let operator: TestMember;
  let api: ReturnType<typeof providerApi>;
  const storedKey = async (id: number) =>
    (await ctx.db.query<{ api_key: string | null }>('SELECT api_key FROM providers WHERE id = $1', [id]))
      .rows[0]!.api_key;
  const providerCount = async () =>
    (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM providers')).rows[0]!.n;

  beforeAll(async () => {
    ctx = await createTestContext();
    operator = await createTestMember(ctx, { isAdmin: true });
    api = providerApi(ctx, operator);
  });
  afterAll(() => ctx.close());

  it('answers 401 to the anonymous and 403 to members on every route', async () => {
    const member = await createTestMember(ctx);
    for (const [method, url] of [
      ['GET', '/api/admin/providers'],
      ['POST', '/api/admin/providers'],
      ['PATCH', '/api/admin/providers/1'],
      ['POST', '/api/admin/providers/1/test'],
      ['GET', '/api/admin/providers/1/services'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
      expect((await ctx.app.inject({ method, url, headers: member.headers })).statusCode).toBe(403);
    }
  });

  it('adds an API v2 panel: the key is stored, answered only masked, and audited only masked', async () => {
    const response = await api.call('POST', '/providers', { ...PANEL, lowBalanceThreshold: 50000 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.body).not.toContain(KEY);
    const row = response.json<{ id: number }>();
    expect(row).toMatchObject({
      name: '메인 패널',
      kind: 'api_v2',
      apiUrl: PANEL.apiUrl,
      apiKeyMasked: '••••abcd',
      enabled: true,
      balance: null,
      balanceCheckedAt: null,
      lowBalanceThreshold: 50000,
      lowBalance: false,
    });
    expect(await storedKey(row.id)).toBe(KEY);

    const list = await api.call('GET', '/providers');
    expect(list.body).not.toContain(KEY);
    expect(list.json<{ id: number }[]>().map((p) => p.id)).toContain(row.id);
    const one = await api.call('GET', `/providers/${row.id}`);
    expect(one.json()).toEqual(row);

    const audit = await providerAudit(ctx, row.id);
    expect(audit).toEqual([
      {
        action: 'provider.create',
        before: null,
        after: {
          name: '메인 패널',
          kind: 'api_v2',
          apiUrl: PANEL.apiUrl,
          apiKey: '••••abcd',
          enabled: true,
          lowBalanceThreshold: 50000,
          currency: 'KRW',
        },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(KEY);
  });

  it('adds the built-in simulator with no URL or key', async () => {
    const row = await api.create({ name: '내장 시뮬레이터', kind: 'simulator', enabled: false });
    expect(row).toMatchObject({ kind: 'simulator', apiUrl: null, apiKeyMasked: null, enabled: false });
  });

  it.each([
    [{ ...PANEL, name: ' ' }, M.nameRequired],
    [{ ...PANEL, kind: 'smm_v3' }, M.kindInvalid],
    [{ ...PANEL, apiUrl: 'ftp://panel.example/api' }, M.urlInvalid],
    [{ ...PANEL, apiUrl: 'panel.example' }, M.urlInvalid],
    [{ ...PANEL, apiUrl: undefined }, M.urlRequired],
    [{ ...PANEL, apiKey: undefined }, M.keyRequired],
    [{ ...PANEL, apiKey: '' }, M.keyRequired],
    [{ ...PANEL, lowBalanceThreshold: -5 }, M.thresholdInvalid],
    [{ ...PANEL, apiKeyMasked: 'x' }, M.unknownField],
  ])('refuses to add %j with its Korean message and adds nothing', async (body, message) => {
    const before = await providerCount();
    const response = await api.call('POST', '/providers', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message });
    expect(await providerCount()).toBe(before);
  });

  it('refuses a second provider of the same name (ignoring case and spaces)', async () => {
    await api.create({ name: 'Panel B', kind: 'simulator' });
    const before = await providerCount();
    const response = await api.call('POST', '/providers', { name: ' panel b ', kind: 'simulator' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: M.nameTaken });
    expect(await providerCount()).toBe(before);
  });

  it('edits only what is given; an empty key keeps the stored one; a new key is audited as changed', async () => {
    const { id } = await api.create({ ...PANEL, name: '편집 패널' });
    const renamed = await api.update(id, { name: '편집 패널 2', apiKey: '', lowBalanceThreshold: 1000.5 });
    expect(renamed).toMatchObject({ name: '편집 패널 2', apiUrl: PANEL.apiUrl, lowBalanceThreshold: 1000.5 });
    expect(await storedKey(id)).toBe(KEY);

    const noUrl = await api.call('PATCH', `/providers/${id}`, { apiUrl: '' });
    expect(noUrl.json()).toMatchObject({ statusCode: 400, message: M.urlRequired });

    const rekeyed = await api.update(id, { apiKey: 'another-key-000000wxyz' });
    expect(rekeyed.apiKeyMasked).toBe('••••wxyz');
    expect(await storedKey(id)).toBe('another-key-000000wxyz');

    const audit = await providerAudit(ctx, id);
    expect(audit.map((a) => a.action)).toEqual(['provider.create', 'provider.update', 'provider.update']);
    expect(audit[1]!.after).not.toHaveProperty('apiKeyChanged');
    expect(audit[2]).toMatchObject({
      before: { apiKey: '••••abcd' },
      after: { apiKey: '••••wxyz', apiKeyChanged: true },
    });
    expect(JSON.stringify(audit)).not.toContain('another-key');
  });

  it('writes and audits nothing when nothing differs', async () => {
    const { id } = await api.create({ ...PANEL, name: '그대로 패널' });
    const same = await api.update(id, { name: '그대로 패널', apiKey: KEY, enabled: true });
    expect(same.name).toBe('그대로 패널');
    expect((await providerAudit(ctx, id)).map((a) => a.action)).toEqual(['provider.create']);
  });

  it('turns a provider off and on with their own audit names', async () => {
    const { id } = await api.create({ name: '끄고 켜기', kind: 'simulator' });
    expect((await api.update(id, { enabled: false })).enabled).toBe(false);
    expect((await api.update(id, { enabled: true })).enabled).toBe(true);
    const audit = await providerAudit(ctx, id);
    expect(audit.slice(1).map((a) => a.action)).toEqual(['provider.disable', 'provider.enable']);
    expect(audit[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    expect(audit[2]).toMatchObject({ before: { enabled: false }, after: { enabled: true } });
  });

  it('turns the simulator into a panel only with a URL and a key, and a panel into the simulator without them', async () => {
    const { id } = await api.create({ name: '바꾸기', kind: 'simulator' });
    const noUrl = await api.call('PATCH', `/providers/${id}`, { kind: 'api_v2' });
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json()).toMatchObject({ message: M.urlRequired });
    const noKey = await api.call('PATCH', `/providers/${id}`, { kind: 'api_v2', apiUrl: PANEL.apiUrl });
    expect(noKey.json()).toMatchObject({ statusCode: 400, message: M.keyRequired });
    expect((await api.list()).find((p) => p.id === id)).toMatchObject({ kind: 'simulator' });

    const panel = await api.update(id, { kind: 'api_v2', apiUrl: PANEL.apiUrl, apiKey: KEY });
    expect(panel).toMatchObject({ kind: 'api_v2', apiUrl: PANEL.apiUrl, apiKeyMasked: '••••abcd' });
    const back = await api.update(id, { kind: 'simulator' });
    expect(back).toMatchObject({ kind: 'simulator', apiUrl: null, apiKeyMasked: null });
    expect(await storedKey(id)).toBeNull();
  });

  it('forgets the balance of the old account when the connection changes, not when only the name does', async () => {
    const { id } = await api.create({ ...PANEL, name: '잔액 패널' });
    const readBalance = () =>
      ctx.db.query(
        `UPDATE providers SET balance = 123.45, balance_currency = 'USD', currency = 'USD', balance_checked_at = now(),
                balance_next_check_at = now() + interval '1 hour', low_balance_notified = true WHERE id = $1`,
        [id],
      );
    await readBalance();
    expect(await api.update(id, { name: '잔액 패널 2' })).toMatchObject({ balance: 123.45, currency: 'USD' });
    const moved = await api.update(id, { apiUrl: 'https://other.example/api/v2' });
    // The currency is the provider's setting, not a reading: it stays until the next balance read.
    expect(moved).toMatchObject({ balance: null, currency: 'USD', balanceCheckedAt: null });
    const { rows } = await ctx.db.query<{ next: Date | null; notified: boolean }>(
      'SELECT balance_next_check_at AS next, low_balance_notified AS notified FROM providers WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ next: null, notified: false });
  });

  it('refuses to change the kind while orders sent to the provider are open', async () => {
    const { id } = await api.create({ ...PANEL, name: '주문 있는 패널' });
    const member = await createTestMember(ctx, { points: 1000 });
    const serviceId = await createTestService(ctx, { price: 1, min: 10, max: 1000 });
    await ctx.db.query(`UPDATE services SET provider_id = $2, provider_service_id = '1' WHERE id = $1`, [
      serviceId,
      id,
    ]);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/service/order',
      headers: member.headers,
      payload: { serviceId, amount: 10, link: 'https://www.instagram.com/p/kind/', runs: 0, interval: 0 },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json<{ orderId: number }>().orderId;
    await ctx.db.query(
      `UPDATE orders SET provider_id = $2, submit_state = 'submitted', provider_order_id = '77' WHERE id = $1`,
      [orderId, id],
    );
    const refused = await api.call('PATCH', `/providers/${id}`, { kind: 'simulator' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: M.kindLocked });
    // The URL may still move (a panel that changed its domain keeps its orders).
    await api.update(id, { apiUrl: 'https://moved.example/api/v2' });

    await ctx.db.query('UPDATE orders SET status = $2 WHERE id = $1', [orderId, OrderStatus.Completed]);
    expect(await api.update(id, { kind: 'simulator' })).toMatchObject({ kind: 'simulator' });
  });

  it('answers 404 for a provider that does not exist and 400 for a bad id or an empty change', async () => {
    const missing = await api.call('PATCH', '/providers/999999', { name: '없음' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: M.notFound });
    expect((await api.call('GET', '/providers/999999')).statusCode).toBe(404);
    expect((await api.call('POST', '/providers/999999/test')).statusCode).toBe(404);
    expect((await api.call('GET', '/providers/abc')).statusCode).toBe(400);
    const { id } = await api.create({ name: '빈 변경', kind: 'simulator' });
    const empty = await api.call('PATCH', `/providers/${id}`, {});
    expect(empty.json()).toMatchObject({ statusCode: 400, message: M.nothingToChange });
  });
});
