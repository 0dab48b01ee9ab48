import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { systemClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { apiKeyHash } from './modules/accounts/account-secrets.ts';
import { createFulfilmentServices } from './modules/fulfilment/fulfilment-services.ts';
import { openTestDatabase, TEST_DB, type TestDatabase } from '../test/database/test-database.ts';
import { createTestMember, type TestMember } from '../test/helpers/members.ts';
import { createTestService } from '../test/helpers/order-fixtures.ts';
import type { TestContext } from '../test/helpers/test-context.ts';
import {
  startServerProcess,
  startSimulatorProcess,
  type ChildServer,
} from '../test/helpers/child-processes.ts';

// Two server processes on one PostgreSQL database, each running every sweep every 100 ms, with the
// standalone simulator as their provider over HTTP: what docs/deploy.md sets up, in miniature.
const JWT_SECRET = 'two-instances-secret-that-is-long-enough';
const FINAL = [OrderStatus.Completed, OrderStatus.Partial, OrderStatus.Canceled] as number[];
const ORDERS = 200;

interface Reseller extends TestMember {
  apiKey: string;
}

let database: TestDatabase;
let ctx: TestContext;
let simulator: ChildServer;
let a: ChildServer;
let b: ChildServer;
let serviceId: number;
const members: Reseller[] = [];

describe.runIf(TEST_DB === 'postgres')('two instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    database = await openTestDatabase('seeded');
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET, DATABASE_URL: database.url! });
    ctx = {
      app: undefined as never,
      db: database.db,
      databaseUrl: database.url,
      config,
      close: () => database.close(),
    };
    simulator = await startSimulatorProcess({
      SIMULATOR_STEP_MS: '100',
      SIMULATOR_PARTIAL_RATE: '0.2',
      SIMULATOR_CANCEL_RATE: '0.2',
    });
    const provider = await database.db.query<{ id: number }>(
      `INSERT INTO providers (name, kind, api_url, api_key) VALUES ('시뮬레이터 패널', 'api_v2', $1, 'any-key') RETURNING id`,
      [simulator.url],
    );
    serviceId = await createTestService(ctx, { price: 1, min: 10, max: 10_000 });
    await database.db.query(
      `UPDATE services SET provider_id = $2, provider_service_id = '1', provider_rate_milli = 500 WHERE id = $1`,
      [serviceId, provider.rows[0]!.id],
    );
    for (let i = 0; i < 8; i++) {
      const member = await createTestMember(ctx, { points: 10_000 });
      const apiKey = `two-instances-key-${i}-${Date.now().toString(36)}`;
      await database.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [
        member.id,
        apiKeyHash(apiKey),
      ]);
      members.push({ ...member, apiKey });
    }
    const env = {
      DATABASE_URL: database.url!,
      JWT_SECRET,
      NODE_ENV: 'production',
      JOBS_INTERVAL_MS: '100',
      LOG_LEVEL: 'info',
      METRICS_ENABLED: 'true',
    };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b, simulator].map((child) => child?.stop('SIGKILL')));
    await database?.close();
  });

  it('answers ready on both, and a change made through one is in the next answer of the other', async () => {
    for (const instance of [a, b]) {
      const ready = await fetch(`${instance.url}/api/ready`);
      expect(ready.status).toBe(200);
    }
    // A top-up requested through B and approved by the operator through A: B's next answer has it.
    const member = members[0]!;
    const requested = await post(
      b,
      '/api/service/point',
      { name: '홍길동', point: 5000, feeType: 2 },
      member.headers,
    );
    expect(requested.status, await requested.clone().text()).toBe(201);
    const admin = await createTestMember(ctx, { isAdmin: true });
    const { rows } = await database.db.query<{ id: number }>(
      'SELECT id FROM point_requests WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
      [member.id],
    );
    const approved = await post(a, `/api/admin/point-requests/${rows[0]!.id}/approve`, {}, admin.headers);
    expect(approved.status, await approved.clone().text()).toBe(200);
    const profile = await fetch(`${b.url}/api/auth/profile`, { headers: member.headers });
    expect(((await profile.json()) as { point: number }).point).toBe(15_000);
    // A settings change (no console endpoint for it yet, so through the database) and a catalogue one.
    await database.db.query(`UPDATE site_settings SET value = '두 인스턴스 상사' WHERE key = 'COMPANY'`);
    await database.db.query(`UPDATE services SET text = '두 인스턴스 서비스' WHERE id = $1`, [serviceId]);
    for (const instance of [a, b]) {
      const settings = (await (await fetch(`${instance.url}/api/service/settings`)).json()) as {
        key: string;
        value: string;
      }[];
      expect(settings.find((s) => s.key === 'COMPANY')?.value).toBe('두 인스턴스 상사');
      const services = (await (await fetch(`${instance.url}/api/service/services`)).json()) as {
        id: number;
        text: string;
      }[];
      expect(services.find((s) => s.id === serviceId)?.text).toBe('두 인스턴스 서비스');
    }
    // An operator's price change through A: B's next list and next order carry it, though B has
    // just read the service for an order of its own (its short order-path read is warm).
    const charged = async (orderId: number) =>
      (
        await database.db.query<{ cost: number }>('SELECT cost_milli AS cost FROM orders WHERE id = $1', [
          orderId,
        ])
      ).rows[0]!.cost;
    const before = await placeOrder(b, 'member', member, 'https://www.instagram.com/p/price-before/');
    expect(await charged(before)).toBe(10_000);
    const reprice = (price: number) =>
      fetch(`${a.url}/api/admin/services/${serviceId}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...admin.headers },
        body: JSON.stringify({ price }),
      });
    expect((await reprice(2.5)).status).toBe(200);
    const listed = (await (await fetch(`${b.url}/api/service/services`)).json()) as {
      id: number;
      point: number;
    }[];
    expect(listed.find((s) => s.id === serviceId)?.point).toBe(2.5);
    const after = await placeOrder(b, 'member', member, 'https://www.instagram.com/p/price-after/');
    expect(await charged(after)).toBe(25_000);
    expect((await reprice(1)).status).toBe(200);
  });

  it(`takes ${ORDERS} orders across both, survives losing one, and settles every order once`, async () => {
    const acknowledged = new Map<number, { channel: string; via: string }>();
    let bKilled = false;
    let next = 0;
    const placeOne = async (i: number) => {
      const channel = (['member', 'v1', 'v2'] as const)[i % 3]!;
      const member = members[i % members.length]!;
      // Like a load balancer: round robin, and only the live instance once B is gone.
      for (let attempt = 0; attempt < 3; attempt++) {
        const target = i % 2 === 1 && !bKilled ? b : a;
        try {
          const id = await placeOrder(target, channel, member, `https://www.instagram.com/p/two${i}/`);
          acknowledged.set(id, { channel, via: target === a ? 'a' : 'b' });
          return;
        } catch (error) {
          if (target === a) throw error;
        }
      }
      throw new Error(`order ${i} was refused by both instances`);
    };
    const worker = async () => {
      while (next < ORDERS) {
        const i = next++;
        if (i === ORDERS / 2) {
          // Mid-run, with sweeps in flight and requests open: no drain, no goodbye.
          bKilled = true;
          void b.stop('SIGKILL');
        }
        await placeOne(i);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(acknowledged.size).toBe(ORDERS);
    const vias = [...acknowledged.values()];
    expect(vias.filter((v) => v.via === 'b').length).toBeGreaterThan(20);
    for (const channel of ['member', 'v1', 'v2']) expect(vias.some((v) => v.channel === channel)).toBe(true);

    // Orders B had claimed when it died stay 'submitting' until their lease (90 s) runs out; we
    // shorten that wait here, and A's next sweep flags them for the operator, never resending.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const orphans = await database.db.query<{ id: number }>(
      `UPDATE orders SET next_attempt_at = now() WHERE submit_state = 'submitting' RETURNING id`,
    );
    const orphanIds = orphans.rows.map((r) => r.id);
    if (orphanIds.length > 0) {
      await vi.waitFor(
        async () => {
          const { rows } = await database.db.query(
            `SELECT 1 FROM orders WHERE id = ANY($1) AND submit_state <> 'unknown'`,
            [orphanIds],
          );
          expect(rows).toHaveLength(0);
        },
        { timeout: 20_000, interval: 200 },
      );
      // The operator, unsure whether the provider has them, cancels and refunds them.
      const operator = createFulfilmentServices({
        db: database.db,
        clock: systemClock,
        config: ctx.config,
      });
      for (const id of orphanIds)
        expect(await operator.operatorResolution.cancelAndRefund(id, 'lost with B')).toBe(true);
    }

    await vi.waitFor(
      async () => {
        const { rows } = await database.db.query<{ open: number }>(
          `SELECT count(*)::int AS open FROM orders WHERE NOT (status = ANY($1))`,
          [FINAL],
        );
        expect(rows[0]!.open).toBe(0);
      },
      { timeout: 60_000, interval: 250 },
    );

    const { rows: orders } = await database.db.query<{
      id: number;
      provider_order_id: string | null;
      cost_milli: number;
      refunded_milli: number;
      debits: number;
      debited: number;
      refunds: number;
      refunded: number;
    }>(
      `SELECT o.id, o.provider_order_id, o.cost_milli, o.refunded_milli,
                (SELECT count(*) FROM point_ledger l WHERE l.idempotency_key = 'order:' || o.id || ':debit')::int AS debits,
                (SELECT COALESCE(-sum(delta_milli), 0) FROM point_ledger l WHERE l.idempotency_key = 'order:' || o.id || ':debit')::bigint AS debited,
                (SELECT count(*) FROM point_ledger l WHERE l.idempotency_key = 'order:' || o.id || ':refund')::int AS refunds,
                (SELECT COALESCE(sum(delta_milli), 0) FROM point_ledger l WHERE l.idempotency_key = 'order:' || o.id || ':refund')::bigint AS refunded
           FROM orders o WHERE o.service_id = $1`,
      [serviceId],
    );
    // Nothing acknowledged is lost (an order B took but never answered may exist on top).
    const stored = new Set(orders.map((o) => o.id));
    for (const id of acknowledged.keys()) expect(stored.has(id), `order ${id}`).toBe(true);
    for (const order of orders) {
      expect(order, `order ${order.id}`).toMatchObject({ debits: 1, debited: order.cost_milli });
      expect(order.refunds, `refunds of order ${order.id}`).toBe(order.refunded_milli > 0 ? 1 : 0);
      expect(order.refunded).toBe(order.refunded_milli);
    }
    // No provider order twice: ids are unique, and the simulator received at most one add per
    // order we recorded plus the orphans (whose add may or may not have reached it).
    const providerIds = orders.flatMap((o) => (o.provider_order_id ? [o.provider_order_id] : []));
    expect(new Set(providerIds).size).toBe(providerIds.length);
    const probe = await fetch(simulator.url, {
      method: 'POST',
      body: new URLSearchParams({
        key: 'k',
        action: 'add',
        service: '1',
        link: 'https://x.com/probe',
        quantity: '10',
      }),
    });
    const addsReceived = Number(((await probe.json()) as { order: number | string }).order) - 1;
    expect(addsReceived).toBeGreaterThanOrEqual(providerIds.length);
    expect(addsReceived).toBeLessThanOrEqual(providerIds.length + orphanIds.length);
    expect(orders.some((o) => o.refunded_milli > 0)).toBe(true);

    const balances = await database.db.query<{ id: number; balance: number; ledger: number }>(
      `SELECT m.id, m.point_milli AS balance,
                (SELECT COALESCE(sum(delta_milli), 0) FROM point_ledger l WHERE l.member_id = m.id)::bigint AS ledger
           FROM members m`,
    );
    for (const row of balances.rows) expect(row.balance, `member ${row.id}`).toBe(row.ledger);

    // A carried on, and its log (JSON lines) never shows a member's token or api key.
    expect((await fetch(`${a.url}/api/ready`)).status).toBe(200);
    const metrics = await (await fetch(`${a.url}/metrics`)).text();
    expect(metrics).toMatch(
      /smm_provider_call_duration_seconds_count\{provider="api_v2:\d+",action="add",outcome="ok"\} \d+/,
    );
    expect(metrics).toMatch(/smm_sweep_duration_seconds_count\{sweep="submit-orders",outcome="ok"\} \d+/);
    for (const member of members) {
      expect(a.output()).not.toContain(member.apiKey);
      expect(a.output()).not.toContain(member.token);
    }
  }, 180_000);
});

function post(instance: ChildServer, path: string, body: object, headers: Record<string, string> = {}) {
  return fetch(`${instance.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/** Places one order through the member API, v1 or v2; returns our order id. Throws when not acknowledged. */
async function placeOrder(
  instance: ChildServer,
  channel: string,
  member: Reseller,
  link: string,
): Promise<number> {
  const amount = 10;
  if (channel === 'member') {
    const res = await post(
      instance,
      '/api/service/order',
      { serviceId, link, amount, runs: 0, interval: 0 },
      member.headers,
    );
    if (res.status !== 200) throw new Error(`member order: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { orderId: number }).orderId;
  }
  if (channel === 'v1') {
    const res = await post(
      instance,
      '/api/v1/order',
      { serviceId, link, amount },
      { 'api-key': member.apiKey },
    );
    if (res.status !== 200) throw new Error(`v1 order: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { wId: number }).wId;
  }
  const res = await post(instance, '/api/v2', {
    key: member.apiKey,
    action: 'add',
    service: serviceId,
    link,
    quantity: amount,
  });
  const body = (await res.json()) as { order?: number; error?: string };
  if (!body.order) throw new Error(`v2 order: ${JSON.stringify(body)}`);
  return Number(body.order);
}
