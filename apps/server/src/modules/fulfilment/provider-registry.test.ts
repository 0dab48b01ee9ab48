import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.ts';
import { startApiV2FakeServer, type ApiV2FakeServer } from '../../../test/fakes/api-v2-fake-server.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember } from '../../../test/helpers/members.ts';
import { providerApi } from '../../../test/helpers/provider-admin.ts';
import { createTestContext, TEST_DB, type TestContext } from '../../../test/helpers/test-context.ts';
import { createProviderRegistry, type ProviderRegistry } from './provider-registry.ts';

// The console writes through one server process; the sweeps of another (on PostgreSQL: its own
// pool on the same database) must use the new provider, URL, key or enabled flag on their very next
// run. The registry keeps nothing between runs, so that is what this checks.
const SETTINGS = { stepMs: 60_000, partialRate: 0, cancelRate: 0, seed: 'provider-registry' };

describe('the provider registry sees console changes at once, in another process too', () => {
  const clock = manualClock();
  let ctx: TestContext;
  let otherDb: Database;
  let registry: ProviderRegistry;
  let first: ApiV2FakeServer;
  let second: ApiV2FakeServer;

  beforeAll(async () => {
    first = await startApiV2FakeServer({ clock, settings: SETTINGS });
    second = await startApiV2FakeServer({ clock, settings: SETTINGS });
    ctx = await createTestContext({ clock, demoCatalog: false });
    otherDb = TEST_DB === 'postgres' ? await openDatabase({ url: ctx.databaseUrl, poolSize: 3 }) : ctx.db;
    registry = createProviderRegistry({
      db: otherDb,
      clock,
      options: { timeoutMs: 1500, simulator: SETTINGS, addresses: { allowPrivate: true } },
    });
  });
  afterAll(async () => {
    if (otherDb !== ctx.db) await otherDb.close();
    await ctx.close();
    await first.close();
    await second.close();
  });

  it('uses an added provider, its new URL and key, and stops and resumes with enabled', async () => {
    const api = providerApi(ctx, await createTestMember(ctx, { isAdmin: true, clock }));
    expect(await registry.forRun().get(12345)).toBeNull();

    const { id } = await api.create({
      name: '레지스트리 패널',
      kind: 'api_v2',
      apiUrl: first.url,
      apiKey: 'key-one',
    });
    await registry
      .forRun()
      .get(id)
      .then((p) => p?.balance());
    expect(first.requestsOf('balance').map((r) => r.key)).toEqual(['key-one']);

    await api.update(id, { apiUrl: second.url, apiKey: 'key-two' });
    await registry
      .forRun()
      .get(id)
      .then((p) => p?.balance());
    expect(second.requestsOf('balance').map((r) => r.key)).toEqual(['key-two']);
    expect(first.requestsOf('balance')).toHaveLength(1);

    await api.update(id, { enabled: false });
    expect(await registry.forRun().get(id)).toBeNull();
    await api.update(id, { enabled: true });
    expect(await registry.forRun().get(id)).not.toBeNull();

    await api.update(id, { kind: 'simulator' });
    // Now the built-in simulator: answered in process, no request reaches either panel.
    expect(await (await registry.forRun().get(id))?.balance()).toEqual({
      balance: '1000000.00',
      currency: 'KRW',
    });
    expect(first.requests.length + second.requests.length).toBe(2);
  });

  it('keeps one run on the provider it started with', async () => {
    const api = providerApi(ctx, await createTestMember(ctx, { isAdmin: true, clock }));
    const { id } = await api.create({
      name: '실행 중 패널',
      kind: 'api_v2',
      apiUrl: first.url,
      apiKey: 'run-key',
    });
    const run = registry.forRun();
    expect(await run.get(id)).not.toBeNull();
    await api.update(id, { enabled: false });
    // A run reads each provider once (its batch's calls agree); the next run sees the change.
    expect(await run.get(id)).not.toBeNull();
    expect(await registry.forRun().get(id)).toBeNull();
  });
});
