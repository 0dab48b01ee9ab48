import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { toMilli } from '@smm/contract/money';
import type { RunningServer } from '../../src/simulator/api-v2-http-server.ts';
import type { SimulatorSettings } from '../../src/simulator/simulator-engine.ts';
import { startSimulatorServer } from '../../src/simulator/simulator-server.ts';
import type { FulfilmentOptions } from '../../src/modules/fulfilment/fulfilment-options.ts';
import {
  createFulfilmentServices,
  type FulfilmentServices,
} from '../../src/modules/fulfilment/fulfilment-services.ts';
import {
  createRefillSyncService,
  type RefillSyncService,
} from '../../src/modules/order-requests/refill-sync-service.ts';
import { startApiV2FakeServer, type ApiV2FakeServer } from '../fakes/api-v2-fake-server.ts';
import { manualClock, type ManualClock } from './manual-clock.ts';
import { balanceAndLedger, createTestMember, type TestMember } from './members.ts';
import { createTestService } from './order-fixtures.ts';
import { createTestContext, type TestContext } from './test-context.ts';

export const STEP_MS = 60_000;
export const settingsWith = (
  rates: { partialRate?: number; cancelRate?: number } = {},
): SimulatorSettings => ({
  stepMs: STEP_MS,
  partialRate: rates.partialRate ?? 0,
  cancelRate: rates.cancelRate ?? 0,
  seed: 'fulfilment-test',
});

/**
 * Short timeouts and an interval the tests step over explicitly. The provider timeout is short enough
 * for the hanging-panel cases to stay quick, and long enough that a loaded two-core CI machine does
 * not turn a fast fake answer into a time-out.
 */
export const TEST_OPTIONS: Partial<FulfilmentOptions> = {
  timeoutMs: 1_500,
  syncIntervalMs: 10_000,
  backoffBaseMs: 30_000,
  backoffCapMs: 8 * 60_000,
  maxAttempts: 4,
};

export interface OrderState {
  status: number;
  submit_state: string;
  provider_order_id: string | null;
  attempts: number;
  needs_operator: boolean;
  last_error: string | null;
  refunded_milli: number;
  cost_milli: number;
  start_count: number | null;
  remains: number | null;
  next_attempt_at: Date | null;
}

export interface Harness {
  ctx: TestContext;
  clock: ManualClock;
  fulfilment: FulfilmentServices;
  /** The refill and cancel requests' sweep, on this harness's provider registry (modules/order-requests). */
  refillSync: RefillSyncService;
  providerId: number;
  /** Creates a service fulfilled by this harness's provider (unit price in points). */
  service(price: number, options?: { enableAuto?: boolean; providerServiceId?: string }): Promise<number>;
  member(points: number): Promise<TestMember>;
  /** Places an order through the member API, as the storefront does. */
  order(
    member: TestMember,
    body: { serviceId: number; amount: number; link?: string; runs?: number; interval?: number },
  ): Promise<number>;
  state(orderId: number): Promise<OrderState>;
  /** Balance and ledger agree, and the balance is `points`. */
  expectBalance(member: TestMember, points: number): Promise<void>;
}

/** A test database with a provider row pointing at `apiUrl` (API v2) or the in-process simulator. */
export async function createHarness(
  provider: { apiUrl: string } | 'in-process',
  clock = manualClock(),
): Promise<Harness> {
  // The sweeps are under test, not the order limit: some tests place 130 orders for one member
  // in one (manual) minute.
  const ctx = await createTestContext({ clock, env: { RATE_LIMIT_ORDERS_PER_MINUTE: '100000' } });
  const { rows } = await ctx.db.query<{ id: number }>(
    provider === 'in-process'
      ? `INSERT INTO providers (name, kind) VALUES ('시뮬레이터', 'simulator') RETURNING id`
      : `INSERT INTO providers (name, kind, api_url, api_key) VALUES ('테스트 패널', 'api_v2', $1, 'test-key') RETURNING id`,
    provider === 'in-process' ? [] : [provider.apiUrl],
  );
  const providerId = rows[0]!.id;
  const fulfilment = createFulfilmentServices(
    { db: ctx.db, clock, config: ctx.config },
    { ...TEST_OPTIONS, simulator: settingsWith() },
  );
  return {
    ctx,
    clock,
    fulfilment,
    refillSync: createRefillSyncService({
      db: ctx.db,
      clock,
      options: fulfilment.options,
      providers: fulfilment.providers,
    }),
    providerId,
    async service(price, options = {}) {
      const id = await createTestService(ctx, {
        price,
        min: 1,
        max: 100_000,
        enableAuto: options.enableAuto ?? false,
      });
      await ctx.db.query(
        'UPDATE services SET provider_id = $2, provider_service_id = $3, provider_rate_milli = $4 WHERE id = $1',
        [id, providerId, options.providerServiceId ?? '1', Math.floor(toMilli(price) / 2)],
      );
      return id;
    },
    member: (points) => createTestMember(ctx, { points, clock }),
    async order(member, body) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/service/order',
        headers: member.headers,
        payload: { link: 'https://www.instagram.com/p/abc/', runs: 0, interval: 0, ...body },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ orderId: number }>().orderId;
    },
    async state(orderId) {
      const { rows: found } = await ctx.db.query<OrderState>(
        `SELECT status, submit_state, provider_order_id, attempts, needs_operator, last_error, refunded_milli, cost_milli,
                start_count, remains, next_attempt_at
           FROM orders WHERE id = $1`,
        [orderId],
      );
      return found[0]!;
    },
    async expectBalance(member, points) {
      expect(await balanceAndLedger(ctx, member.id)).toEqual({
        balance: toMilli(points),
        ledger: toMilli(points),
      });
    },
  };
}

export async function startSimulator(
  clock: ManualClock,
  rates: { partialRate?: number; cancelRate?: number } = {},
): Promise<RunningServer> {
  return startSimulatorServer({ settings: settingsWith(rates), clock, key: 'test-key' });
}

export async function startFake(
  clock: ManualClock,
  rates: { partialRate?: number; cancelRate?: number } = {},
): Promise<ApiV2FakeServer> {
  return startApiV2FakeServer({ clock, settings: settingsWith(rates), key: 'test-key' });
}

/** The ledger rows booked under one idempotency key (0 or 1). */
export async function ledgerRows(
  ctx: TestContext,
  key: string,
): Promise<{ delta_milli: number; reason: string }[]> {
  const { rows } = await ctx.db.query<{ delta_milli: number; reason: string }>(
    'SELECT delta_milli, reason FROM point_ledger WHERE idempotency_key = $1',
    [key],
  );
  return rows;
}

/**
 * The money invariant after a scenario: for every member, the balance equals the sum of their
 * ledger rows (design.md "Data and money"). Fulfilment tests run it after each test.
 */
export async function expectLedgersBalanced(ctx: TestContext): Promise<void> {
  const { rows } = await ctx.db.query<{ id: number; balance: number; ledger: number }>(
    `SELECT m.id, m.point_milli AS balance, COALESCE(l.total, 0)::bigint AS ledger
       FROM members m LEFT JOIN (SELECT member_id, sum(delta_milli) AS total FROM point_ledger GROUP BY member_id) l
         ON l.member_id = m.id
      WHERE m.point_milli <> COALESCE(l.total, 0)`,
  );
  expect(rows, 'members whose balance differs from their ledger').toEqual([]);
}

/** What a fake-panel suite shares; fields are set by its hooks, so read them inside tests. */
export interface FakePanelSuite {
  fake: ApiV2FakeServer;
  h: Harness;
  serviceId: number;
  /** A fresh member with 100 points for each test. */
  member: TestMember;
}

/**
 * Registers the hooks of a file whose tests order against the fault-injecting fake panel: one fake,
 * harness and service (at `unitPrice`) per file, a new member per test, the ledger checked after each.
 */
export function useFakePanelSuite(clock: ManualClock, unitPrice: number): FakePanelSuite {
  const suite = {} as FakePanelSuite;
  beforeAll(async () => {
    suite.fake = await startFake(clock);
    suite.h = await createHarness({ apiUrl: suite.fake.url }, clock);
    suite.serviceId = await suite.h.service(unitPrice);
  });
  afterAll(async () => {
    await suite.h.ctx.close();
    await suite.fake.close();
  });
  afterEach(() => expectLedgersBalanced(suite.h.ctx));
  beforeEach(async () => {
    suite.member = await suite.h.member(100);
  });
  return suite;
}
