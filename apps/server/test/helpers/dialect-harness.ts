import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { OPEN_ORDER_STATUSES } from '@smm/contract/order-status-groups';
import type { RunningServer } from '../../src/simulator/api-v2-http-server.ts';
import { parseDialect } from '../../src/simulator/simulator-dialect.ts';
import { startSimulatorServer } from '../../src/simulator/simulator-server.ts';
import { memorySimulatorStore, type SimulatorStore } from '../../src/simulator/simulator-store.ts';
import type { ManualClock } from './manual-clock.ts';
import type { TestMember } from './members.ts';
import {
  createHarness,
  expectLedgersBalanced,
  settingsWith,
  STEP_MS,
  type Harness,
} from './fulfilment-harness.ts';

/** A simulator in one dialect that the suite's provider row points at, and the adds it recorded. */
export interface DialectPanel {
  server: RunningServer;
  store: SimulatorStore;
  /** Every `add` the panel recorded: a second one for the same store order is a double submit. */
  adds: { link: string; quantity: number }[];
}

export interface DialectSuite {
  h: Harness;
  serviceId: number;
  member: TestMember;
  /** Starts the real HTTP simulator with `quirks` (SIMULATOR_DIALECT's syntax) and points the provider at it. */
  panel(quirks: string, fates?: { partialRate?: number; cancelRate?: number }): Promise<DialectPanel>;
  /** Places an order of 100 units (50 points) with its own link. */
  order(): Promise<number>;
  /** Moves the clock past the simulator's three steps and the sync interval, then syncs. */
  finish(): Promise<void>;
}

let links = 0;

/**
 * One database and store for a file; each test starts its own simulator (closed after it), so a
 * dialect is just a different panel at the same provider row. The ledger is checked after each test.
 */
export function useDialectSuite(clock: ManualClock, options: { slowMs?: number } = {}): DialectSuite {
  const servers: RunningServer[] = [];
  const suite = {
    async panel(quirks, fates = {}) {
      const { dialect, problems } = parseDialect(quirks);
      if (problems.length > 0) throw new Error(problems.join('; '));
      const base = memorySimulatorStore();
      const adds: DialectPanel['adds'] = [];
      const store: SimulatorStore = {
        ...base,
        insert: (order) => {
          adds.push({ link: order.link, quantity: order.quantity });
          return base.insert(order);
        },
      };
      const server = await startSimulatorServer({
        settings: settingsWith(fates),
        clock,
        key: 'test-key',
        dialect,
        store,
        slowMs: options.slowMs,
      });
      servers.push(server);
      await suite.h.ctx.db.query('UPDATE providers SET api_url = $2 WHERE id = $1', [
        suite.h.providerId,
        server.url,
      ]);
      return { server, store, adds };
    },
    order: () =>
      suite.h.order(suite.member, {
        serviceId: suite.serviceId,
        amount: 100,
        link: `https://www.instagram.com/p/dialect${++links}/`,
      }),
    async finish() {
      clock.advance(3 * STEP_MS + suite.h.fulfilment.options.syncIntervalMs);
      await suite.h.fulfilment.statusSync.syncOrderStatuses();
    },
  } as DialectSuite;
  beforeAll(async () => {
    suite.h = await createHarness({ apiUrl: 'http://127.0.0.1:9/api/v2' }, clock);
    suite.serviceId = await suite.h.service(0.5);
  });
  afterAll(() => suite.h.ctx.close());
  beforeEach(async () => {
    suite.member = await suite.h.member(100);
  });
  afterEach(async () => {
    await expectLedgersBalanced(suite.h.ctx);
    await Promise.all(servers.splice(0).map((s) => s.close()));
    // The next test's panel numbers its orders from 1 again: the orders left open here must not be
    // synced against it (the checks above are done; nothing is refunded).
    await suite.h.ctx.db.query(
      `UPDATE orders SET status = ${OrderStatus.Canceled}, submit_state = 'failed'
        WHERE status IN (${OPEN_ORDER_STATUSES.join(', ')})`,
    );
  });
  return suite;
}
