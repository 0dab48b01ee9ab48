import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { openDatabase, type Database } from '../../db/database.ts';
import { createFulfilmentServices, type FulfilmentServices } from './fulfilment-services.ts';
import type { ApiV2FakeServer } from '../../../test/fakes/api-v2-fake-server.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';
import { balanceAndLedger, type TestMember } from '../../../test/helpers/members.ts';
import { TEST_DB } from '../../../test/helpers/test-context.ts';
import {
  createHarness,
  settingsWith,
  startFake,
  TEST_OPTIONS,
  type Harness,
  expectLedgersBalanced,
} from '../../../test/helpers/fulfilment-harness.ts';

// Two workers, as two server processes would be: on PostgreSQL each has its own connection pool on
// the same database and they really run at the same time; on PGlite they share the one connection.
const clock = manualClock();
let fake: ApiV2FakeServer;
let h: Harness;
let secondDb: Database;
let workers: [FulfilmentServices, FulfilmentServices];
let serviceId: number;

beforeAll(async () => {
  fake = await startFake(clock);
  h = await createHarness({ apiUrl: fake.url }, clock);
  serviceId = await h.service(0.333);
  if (TEST_DB === 'postgres') {
    secondDb = await openDatabase({ url: h.ctx.databaseUrl, poolSize: 10 });
  } else {
    secondDb = h.ctx.db;
  }
  // Small batches and no lease between checks, so the two workers keep meeting on the same rows.
  const options = { ...TEST_OPTIONS, submitBatch: 3, syncIntervalMs: 0, simulator: settingsWith() };
  workers = [
    createFulfilmentServices({ db: h.ctx.db, clock, config: h.ctx.config }, options),
    createFulfilmentServices({ db: secondDb, clock, config: h.ctx.config }, options),
  ];
});
afterAll(async () => {
  if (secondDb !== h.ctx.db) await secondDb.close();
  await h.ctx.close();
  await fake.close();
});
afterEach(() => expectLedgersBalanced(h.ctx));

const both = <T>(run: (worker: FulfilmentServices) => Promise<T>) => Promise.all(workers.map((w) => run(w)));

describe('two workers on one database', () => {
  const members: TestMember[] = [];
  const orders: { id: number; memberIndex: number; link: string }[] = [];

  it('send every new order exactly once', async () => {
    for (let m = 0; m < 4; m++) members.push(await h.member(1000));
    for (let i = 0; i < 40; i++) {
      const link = `https://www.instagram.com/p/race${i}/`;
      orders.push({
        id: await h.order(members[i % 4]!, { serviceId, amount: 300, link }),
        memberIndex: i % 4,
        link,
      });
    }
    await both(async (w) => {
      for (let round = 0; round < 10; round++) await w.submission.submitDueOrders();
    });
    for (const order of orders) {
      expect(fake.requestsOf('add').filter((r) => r.link === order.link)).toHaveLength(1);
      expect((await h.state(order.id)).submit_state).toBe('submitted');
    }
  });

  it('sync at the same time and refund each Partial and Canceled order once', async () => {
    // Even provider ids end Canceled, odd ones Partial with 100 of 300 undelivered.
    fake.override('status', (fields) => ({
      kind: 'json',
      json: Object.fromEntries(
        (fields.orders ?? '')
          .split(',')
          .map((id) => [
            id,
            Number(id) % 2 === 0
              ? { status: 'Cancelled', remains: '300' }
              : { status: 'Partial', remains: '100' },
          ]),
      ),
    }));
    await both(async (w) => {
      for (let round = 0; round < 5; round++) await w.statusSync.syncOrderStatuses();
    });
    fake.override('status', null);

    // 300 x 0.333 = 99.9 points per order; a Partial gives back 100 x 0.333 = 33.3.
    const refunds = new Map<number, number>();
    for (const order of orders) {
      const state = await h.state(order.id);
      const expected = Number(state.provider_order_id) % 2 === 0 ? 99_900 : 33_300;
      expect([OrderStatus.Canceled, OrderStatus.Partial]).toContain(state.status);
      expect(state.refunded_milli).toBe(expected);
      const { rows } = await h.ctx.db.query('SELECT 1 FROM point_ledger WHERE idempotency_key = $1', [
        `order:${order.id}:refund`,
      ]);
      expect(rows).toHaveLength(1);
      refunds.set(order.memberIndex, (refunds.get(order.memberIndex) ?? 0) + expected);
    }
    for (const [index, member] of members.entries()) {
      const { balance, ledger } = await balanceAndLedger(h.ctx, member.id);
      expect(balance).toBe(ledger);
      expect(balance).toBe(1_000_000 - 10 * 99_900 + refunds.get(index)!);
    }
  });

  it('apply the same final answer to the same order at once, and only one refunds', async () => {
    const member = await h.member(1000);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push(await h.order(member, { serviceId, amount: 300 }));
    await workers[0].submission.submitDueOrders();
    const canceled = {
      status: OrderStatus.Canceled,
      rawStatus: 'Canceled',
      startCount: null,
      remains: 300,
      charge: null,
    };
    const results = await Promise.all(
      ids.flatMap((id) =>
        workers.flatMap((w) => [0, 1].map(() => w.settlement.applyProviderState(id, canceled))),
      ),
    );
    expect(results.filter((r) => r === OrderStatus.Canceled)).toHaveLength(ids.length);
    const { balance, ledger } = await balanceAndLedger(h.ctx, member.id);
    expect(balance).toBe(ledger);
    expect(balance).toBe(1_000_000);
  });
});
