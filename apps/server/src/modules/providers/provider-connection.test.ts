import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCatalog } from '@smm/contract/admin-import';
import type { AdminProviderRow, ProviderTestResult } from '@smm/contract/admin-providers';
import { startApiV2FakeServer, type ApiV2FakeServer } from '../../../test/fakes/api-v2-fake-server.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { createTestMember } from '../../../test/helpers/members.ts';
import { providerApi, providerAudit } from '../../../test/helpers/provider-admin.ts';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import type { RunningServer } from '../../simulator/api-v2-http-server.ts';
import { startSimulatorServer } from '../../simulator/simulator-server.ts';

// "Test connection" and the upstream service list against real HTTP panels: the standalone
// simulator's server and the fault-injecting fake, with a short provider timeout.
const TIMEOUT_MS = 1500;
const SETTINGS = { stepMs: 60_000, partialRate: 0, cancelRate: 0, seed: 'provider-connection' };
const KEY = 'simulator-key-0001';

describe('provider connection test and upstream services', () => {
  const clock = manualClock();
  let ctx: TestContext;
  let api: ReturnType<typeof providerApi>;
  let simulator: RunningServer;
  let fake: ApiV2FakeServer;

  beforeAll(async () => {
    simulator = await startSimulatorServer({
      settings: SETTINGS,
      clock,
      key: KEY,
      host: '127.0.0.1',
      port: 0,
    });
    fake = await startApiV2FakeServer({ clock, settings: SETTINGS, key: KEY });
    ctx = await createTestContext({ clock, env: { PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS) } });
    api = providerApi(ctx, await createTestMember(ctx, { isAdmin: true, clock }));
  });
  afterAll(async () => {
    await ctx.close();
    await simulator.close();
    await fake.close();
  });

  let names = 0;
  const panel = (apiUrl: string, extra: Record<string, unknown> = {}) =>
    api.create({ name: `패널 ${++names}`, kind: 'api_v2', apiUrl, apiKey: KEY, ...extra });
  const testOf = async (id: number) => {
    const response = await api.test(id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProviderTestResult>();
  };
  const rowOf = async (id: number) => (await api.list()).find((p) => p.id === id) as AdminProviderRow;

  it('reads the balance, currency and service count of the standalone simulator over HTTP, and stores the balance', async () => {
    const { id } = await panel(simulator.url);
    expect(await testOf(id)).toEqual({
      ok: true,
      balance: 1_000_000,
      currency: 'KRW',
      serviceCount: 5,
      checkedAt: clock.now().toISOString(),
    });
    expect(await rowOf(id)).toMatchObject({
      balance: 1_000_000,
      currency: 'KRW',
      balanceCheckedAt: clock.now().toISOString(),
      balanceError: null,
    });
    const audit = await providerAudit(ctx, id);
    expect(audit.at(-1)).toEqual({
      action: 'provider.test',
      before: null,
      after: { ok: true, balance: 1_000_000, currency: 'KRW', serviceCount: 5 },
    });
  });

  it('lists the upstream services as the panel wrote them, with their won cost', async () => {
    const { id } = await panel(simulator.url);
    const response = await api.services(id);
    expect(response.statusCode, response.body).toBe(200);
    const catalog = response.json<ProviderCatalog>();
    expect(catalog.services).toHaveLength(5);
    expect(catalog.services[0]).toEqual({
      providerServiceId: '1',
      name: 'Followers (simulated)',
      type: 'Default',
      category: 'Followers',
      rate: '900.00',
      rateReadable: true,
      min: 1,
      max: 10_000_000,
      dripfeed: false,
      refill: true,
      cancel: true,
      unitCost: 0.9,
      importedServiceId: null,
      importedServiceName: null,
    });
  });

  it('takes the currency of a dollar panel from its balance answer', async () => {
    const dollars = await startSimulatorServer({
      settings: SETTINGS,
      clock,
      key: KEY,
      host: '127.0.0.1',
      port: 0,
      currency: 'USD',
    });
    try {
      const { id, currency } = await panel(dollars.url);
      expect(currency).toBe('KRW');
      expect(await testOf(id)).toMatchObject({ ok: true, currency: 'USD' });
      expect(await rowOf(id)).toMatchObject({ currency: 'USD', balance: 1_000_000 });
      // Rates in dollars: the followers' 900 won per 1000 are about 0.64 dollars.
      const catalog = (await api.services(id)).json<ProviderCatalog>();
      expect(catalog.provider).toMatchObject({ currency: 'USD', krwPerUnit: null });
      expect(catalog.services[0]).toMatchObject({ rate: '0.64', unitCost: null });
    } finally {
      await dollars.close();
    }
  });

  it("shows the panel's refusal of a wrong key in Korean, stores it as the balance error, and lists no services", async () => {
    const { id } = await panel(simulator.url, { apiKey: 'wrong-key-123456' });
    const result = await testOf(id);
    expect(result).toMatchObject({
      ok: false,
      message: '잔액 조회 실패: API 키가 올바르지 않다고 공급처가 답했습니다: "Invalid API key"',
    });
    expect(await rowOf(id)).toMatchObject({ balance: null, balanceError: result.ok ? null : result.message });
    const services = await api.services(id);
    expect(services.statusCode).toBe(502);
    expect(services.json<{ message: string }>().message).toContain('Invalid API key');
    expect((await providerAudit(ctx, id)).at(-1)).toMatchObject({
      action: 'provider.test',
      after: { ok: false, message: result.ok ? '' : result.message },
    });
  });

  it('gives up on a panel that does not answer within the provider timeout', async () => {
    const { id } = await panel(fake.url);
    fake.failNext('balance', { kind: 'hang' });
    fake.failNext('services', { kind: 'hang' });
    expect(await testOf(id)).toMatchObject({
      ok: false,
      message: '잔액 조회 실패: 공급처가 1.5초 안에 응답하지 않았습니다. 잠시 후 다시 시도해 주세요.',
    });
  });

  it.each([
    [
      { kind: 'http', status: 503 } as const,
      '잔액 조회 실패: 공급처 서버에 오류가 났습니다. (HTTP 503) 잠시 후 다시 시도해 주세요.',
    ],
    [
      { kind: 'http', status: 404 } as const,
      '잔액 조회 실패: 공급처가 HTTP 404로 답했습니다. API 주소를 확인해 주세요.',
    ],
    [
      { kind: 'garbage' } as const,
      '잔액 조회 실패: 공급처의 응답이 SMM 패널 API v2 형식이 아닙니다. API 주소가 API v2 주소인지 확인해 주세요.',
    ],
    [
      { kind: 'error', message: 'Account suspended' } as const,
      '잔액 조회 실패: 공급처가 요청을 거절했습니다: "Account suspended"',
    ],
  ])('explains a panel answering %j', async (fault, message) => {
    const { id } = await panel(fake.url);
    fake.failNext('balance', fault);
    expect(await testOf(id)).toMatchObject({ ok: false, message });
  });

  it('explains an address where nothing listens', async () => {
    const { id } = await panel('http://127.0.0.1:9/api/v2');
    expect(await testOf(id)).toMatchObject({
      ok: false,
      message:
        '잔액 조회 실패: 공급처 서버에 연결할 수 없습니다. API 주소와 포트를 확인해 주세요. (ECONNREFUSED)',
    });
  });

  it('keeps the balance it read when only the service list fails', async () => {
    const { id } = await panel(fake.url);
    fake.failNext('services', { kind: 'http', status: 500 });
    expect(await testOf(id)).toMatchObject({
      ok: false,
      message: '서비스 목록 조회 실패: 공급처 서버에 오류가 났습니다. (HTTP 500) 잠시 후 다시 시도해 주세요.',
    });
    expect(await rowOf(id)).toMatchObject({ balance: 1_000_000, currency: 'KRW', balanceError: null });
  });

  it('tests a provider that is turned off, and the built-in simulator', async () => {
    const off = await panel(simulator.url, { enabled: false });
    expect(await testOf(off.id)).toMatchObject({ ok: true, serviceCount: 5 });
    const builtIn = await api.create({ name: '내장 시뮬레이터', kind: 'simulator' });
    expect(await testOf(builtIn.id)).toMatchObject({
      ok: true,
      balance: 1_000_000,
      currency: 'KRW',
      serviceCount: 5,
    });
    expect((await api.services(builtIn.id)).json<ProviderCatalog>().total).toBe(5);
  });

  it('answers 404 for the services of a provider that does not exist', async () => {
    const response = await api.services(999_999);
    expect(response.statusCode).toBe(404);
  });
});
