import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminProviderRow } from '@smm/contract/admin-providers';
import { openDatabase, type Database } from '../../db/database.ts';
import { buildSweeps } from '../../jobs/sweeps.ts';
import type { Sweep } from '../../jobs/job-runner.ts';
import { startApiV2FakeServer, type ApiV2FakeServer } from '../../../test/fakes/api-v2-fake-server.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember } from '../../../test/helpers/members.ts';
import { providerApi } from '../../../test/helpers/provider-admin.ts';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/helpers/test-context.ts';
import { createOperatorNotifier } from '../notifications/operator-notifier.ts';
import { createProviderBalanceService, type ProviderBalanceService } from './provider-balance-service.ts';
import { createProviderRegistry } from '../fulfilment/provider-registry.ts';

const INTERVAL_MS = 60_000;
const SETTINGS = { stepMs: 60_000, partialRate: 0, cancelRate: 0, seed: 'provider-balance' };

describe('provider balances: the sweep and the low-balance notice', () => {
  const clock = manualClock();
  let ctx: TestContext;
  let api: ReturnType<typeof providerApi>;
  let fake: ApiV2FakeServer;
  let sweep: Sweep;
  /** What the fake panel answers to `balance` (USD, like many upstream panels). */
  let panelBalance = '500.00';

  beforeAll(async () => {
    fake = await startApiV2FakeServer({ clock, settings: SETTINGS, key: 'k-balance' });
    fake.override('balance', () => ({ kind: 'json', json: { balance: panelBalance, currency: 'USD' } }));
    ctx = await createTestContext({
      clock,
      demoCatalog: false,
      env: {
        PROVIDER_BALANCE_INTERVAL_MS: String(INTERVAL_MS),
        PROVIDER_TIMEOUT_MS: '1500',
        // A channel is configured, so a notice is queued in the outbox (it is never delivered here).
        OPERATOR_WEBHOOK_URL: 'http://127.0.0.1:9/hook',
      },
    });
    api = providerApi(ctx, await createTestMember(ctx, { isAdmin: true, clock }));
    const found = buildSweeps({
      db: ctx.db,
      clock,
      config: ctx.config,
      services: ctx.app.services,
      log: { error: () => undefined },
    }).find((s) => s.name === 'refresh-provider-balances');
    expect(found, 'the balance sweep is registered with the job runner').toBeDefined();
    sweep = found!;
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  const row = async (id: number) => (await api.list()).find((p) => p.id === id) as AdminProviderRow;
  const notices = async (providerId: number) =>
    (
      await ctx.db.query<{ text: string; data: Record<string, unknown> }>(
        `SELECT text, data FROM operator_notifications
          WHERE type = 'provider.low_balance' AND (data->>'providerId')::int = $1 ORDER BY id`,
        [providerId],
      )
    ).rows;
  const balanceCalls = () => fake.requestsOf('balance').length;
  /** One sweep run after the interval has passed. */
  const nextRun = async () => {
    clock.advance(INTERVAL_MS);
    await sweep.run();
  };
  let names = 0;
  const panel = (extra: Record<string, unknown> = {}) =>
    api.create({
      name: `잔액 패널 ${++names}`,
      kind: 'api_v2',
      apiUrl: fake.url,
      apiKey: 'k-balance',
      lowBalanceThreshold: 100,
      ...extra,
    });

  beforeEach(async () => {
    panelBalance = '500.00';
    // Earlier tests' providers stay enabled; turn them off so each test's sweep asks only its own.
    await ctx.db.query('UPDATE providers SET enabled = false');
  });

  it('reads each enabled provider once per interval and stores the balance with when it was read', async () => {
    const { id } = await panel();
    const calls = balanceCalls();
    await sweep.run();
    expect(balanceCalls()).toBe(calls + 1);
    expect(await row(id)).toMatchObject({
      balance: 500,
      currency: 'USD',
      balanceCheckedAt: clock.now().toISOString(),
      balanceError: null,
      lowBalance: false,
    });
    clock.advance(INTERVAL_MS - 1);
    await sweep.run();
    expect(balanceCalls(), 'not due before the interval').toBe(calls + 1);
    clock.advance(1);
    await sweep.run();
    expect(balanceCalls()).toBe(calls + 2);
  });

  it('notifies the operator once per crossing below the threshold, not on every read', async () => {
    const { id } = await panel();
    await sweep.run();
    expect(await notices(id)).toEqual([]);

    panelBalance = '99.99';
    await nextRun();
    expect(await row(id)).toMatchObject({ balance: 99.99, lowBalance: true });
    const first = await notices(id);
    expect(first).toHaveLength(1);
    expect(first[0]!.text).toBe(
      `[공급처 잔액 부족] 잔액 패널 ${names}의 잔액이 99.99 USD로 알림 기준 100 USD보다 낮습니다. 주문이 막히기 전에 공급처 계정을 충전해 주세요. (공급처 #${id})`,
    );
    expect(first[0]!.data).toMatchObject({ providerId: id, balance: 99.99, currency: 'USD', threshold: 100 });

    panelBalance = '20';
    await nextRun();
    expect(await notices(id), 'still below: no second notice').toHaveLength(1);

    panelBalance = '100.00';
    await nextRun();
    expect(await row(id)).toMatchObject({ balance: 100, lowBalance: false });
    panelBalance = '10';
    await nextRun();
    expect(await notices(id), 'a new crossing after recovering').toHaveLength(2);
  });

  it('keeps the last balance and says why when a read fails, without notifying', async () => {
    const { id } = await panel();
    await sweep.run();
    fake.failNext('balance', { kind: 'http', status: 503 });
    await nextRun();
    expect(await row(id)).toMatchObject({
      balance: 500,
      balanceError: '잔액 조회 실패: 공급처 서버에 오류가 났습니다. (HTTP 503) 잠시 후 다시 시도해 주세요.',
    });
    fake.failNext('balance', { kind: 'json', json: { balance: 'lots', currency: 'USD' } });
    await nextRun();
    expect((await row(id)).balanceError).toBe(
      '잔액 조회 실패: 공급처가 알려 준 잔액을 숫자로 읽을 수 없습니다: "lots"',
    );
    await nextRun();
    expect(await row(id)).toMatchObject({ balance: 500, balanceError: null });
    expect(await notices(id)).toEqual([]);
  });

  it('never notifies without a threshold, and a provider turned off is not asked', async () => {
    const { id } = await panel({ lowBalanceThreshold: null });
    panelBalance = '0.01';
    await sweep.run();
    expect(await row(id)).toMatchObject({ balance: 0.01, lowBalance: false });
    expect(await notices(id)).toEqual([]);

    await api.update(id, { enabled: false });
    const calls = balanceCalls();
    await nextRun();
    expect(balanceCalls()).toBe(calls);
  });

  it('reads a provider turned back on, or given a new connection, at the next run', async () => {
    const { id } = await panel();
    await sweep.run();
    await api.update(id, { enabled: false });
    await api.update(id, { enabled: true });
    const calls = balanceCalls();
    await sweep.run();
    expect(balanceCalls(), 'no interval to wait for').toBe(calls + 1);
    await api.update(id, { apiKey: 'k-balance-other-key' });
    await sweep.run();
    expect(balanceCalls()).toBe(calls + 2);
    expect(fake.requestsOf('balance').at(-1)?.key, 'the new key is used at once').toBe('k-balance-other-key');
  });
});

describe('provider balances in two processes at once', () => {
  const clock = manualClock();
  let ctx: TestContext;
  let secondDb: Database;
  let fake: ApiV2FakeServer;
  let workers: [ProviderBalanceService, ProviderBalanceService];

  beforeAll(async () => {
    fake = await startApiV2FakeServer({ clock, settings: SETTINGS, key: 'k-two' });
    fake.override('balance', () => ({ kind: 'json', json: { balance: '5', currency: 'USD' } }));
    ctx = await createTestContext({
      clock,
      demoCatalog: false,
      env: { OPERATOR_WEBHOOK_URL: 'http://127.0.0.1:9/hook' },
    });
    // On PostgreSQL the second worker has its own pool, as a second server process would.
    secondDb = TEST_DB === 'postgres' ? await openDatabase({ url: ctx.databaseUrl, poolSize: 5 }) : ctx.db;
    const options = {
      timeoutMs: 1500,
      balanceIntervalMs: INTERVAL_MS,
      simulator: SETTINGS,
      addresses: { allowPrivate: true },
    };
    const worker = (db: Database) =>
      createProviderBalanceService({
        db,
        clock,
        providers: createProviderRegistry({ db, clock, options }),
        options,
        notifier: createOperatorNotifier({ config: ctx.config, clock }),
      });
    workers = [worker(ctx.db), worker(secondDb)];
  });
  afterAll(async () => {
    if (secondDb !== ctx.db) await secondDb.close();
    await ctx.close();
    await fake.close();
  });

  it('asks each provider once per interval and queues one notice for one crossing', async () => {
    const api = providerApi(ctx, await createTestMember(ctx, { isAdmin: true, clock }));
    const providers = await Promise.all(
      [1, 2, 3].map((n) =>
        api.create({
          name: `동시 패널 ${n}`,
          kind: 'api_v2',
          apiUrl: fake.url,
          apiKey: 'k-two',
          lowBalanceThreshold: 10,
        }),
      ),
    );
    const asked = await Promise.all(workers.map((w) => w.refreshDue()));
    expect(asked.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(fake.requestsOf('balance')).toHaveLength(3);

    // Both record the same low reading at once: the row lock lets one of them notify.
    const id = providers[0]!.id;
    await Promise.all(
      workers.map((w, i) =>
        (i === 0 ? ctx.db : secondDb).transaction((tx) =>
          w.record(tx, id, { balance: '4', currency: 'USD' }),
        ),
      ),
    );
    const { rows } = await ctx.db.query<{ id: number; n: number }>(
      `SELECT (data->>'providerId')::int AS id, count(*)::int AS n FROM operator_notifications
        WHERE type = 'provider.low_balance' GROUP BY 1 ORDER BY 1`,
    );
    const ids = providers.map((p) => p.id).sort((a, b) => a - b);
    expect(rows).toEqual(ids.map((id) => ({ id, n: 1 })));
  });
});
