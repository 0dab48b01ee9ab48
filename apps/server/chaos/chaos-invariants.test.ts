import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { credit, debitIfCovered } from '../src/modules/ledger/ledger-repository.ts';
import { checkInvariants, type InvariantInput, type InvariantReport } from './chaos-invariants.ts';
import { openTestDatabase, type TestDatabase } from '../test/database/test-database.ts';

/** The chaos run's checker finds each planted fault, and nothing in a clean database. */
describe('the chaos run’s invariant checks', () => {
  let database: TestDatabase;
  let db: Database;
  let memberId: number;
  let serviceId: number;
  let providerId: number;

  beforeEach(async () => {
    database = await openTestDatabase('seeded');
    db = database.db;
    const member = await db.query<{ id: number }>(
      `INSERT INTO members (login_id, email, register_where) VALUES ('planted', 'planted@example.com', '기타') RETURNING id`,
    );
    memberId = Number(member.rows[0]!.id);
    await db.transaction((tx) =>
      credit(tx, {
        memberId,
        amountMilli: 100_000,
        reason: 'adjustment',
        refType: 'test',
        refId: null,
        key: 'planted:opening',
      }),
    );
    serviceId = Number(
      (await db.query<{ id: number }>(`SELECT id FROM services ORDER BY id LIMIT 1`)).rows[0]!.id,
    );
    const provider = await db.query<{ id: number }>(
      `INSERT INTO providers (name, kind, api_url, api_key) VALUES ('planted', 'api_v2', 'http://127.0.0.1:1/api/v2', 'k') RETURNING id`,
    );
    providerId = Number(provider.rows[0]!.id);
  });
  afterEach(async () => {
    await database.close();
  });

  /** A paid order of 10 units at 1 point each, sent upstream as `providerOrderId` and settled as given. */
  async function paidOrder(
    link: string,
    providerOrderId: string,
    settled: { status: number; refundMilli?: number },
  ) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO orders (member_id, service_id, link, amount, unit_price_milli, cost_milli, status,
                           provider_id, provider_order_id, submit_state, submitted_at)
       VALUES ($1, $2, $3, 10, 1000, 10000, $4, $5, $6, 'submitted', now()) RETURNING id`,
      [memberId, serviceId, link, settled.status, providerId, providerOrderId],
    );
    const id = Number(rows[0]!.id);
    await db.transaction(async (tx) => {
      await debitIfCovered(tx, {
        memberId,
        amountMilli: 10_000,
        reason: 'order',
        refType: 'order',
        refId: id,
        key: `order:${id}:debit`,
      });
      if (settled.refundMilli) {
        await tx.query(`UPDATE orders SET refunded_milli = $2, refunded_at = now() WHERE id = $1`, [
          id,
          settled.refundMilli,
        ]);
        await credit(tx, {
          memberId,
          amountMilli: settled.refundMilli,
          reason: 'refund',
          refType: 'order',
          refId: id,
          key: `order:${id}:refund`,
        });
      }
    });
    return id;
  }

  const add = (link: string, providerOrderId: string, delivered: number | null = 10) => ({
    providerId,
    providerOrderId,
    link,
    delivered,
  });
  const broken = (reports: InvariantReport[]) =>
    Object.fromEntries(reports.filter((r) => r.violations.length > 0).map((r) => [r.name, r.violations]));

  it('finds nothing wrong in a consistent database', async () => {
    const completed = await paidOrder('https://x.test/a', '1', { status: 2 });
    const canceled = await paidOrder('https://x.test/b', '2', { status: 5, refundMilli: 10_000 });
    const input: InvariantInput = {
      adds: [add('https://x.test/a', '1'), add('https://x.test/b', '2', 0)],
      acknowledged: [completed, canceled].map((orderId) => ({ orderId, memberId })),
    };
    expect(broken(await checkInvariants(db, input))).toEqual({});
  });

  it('reports a refund paid twice', async () => {
    const id = await paidOrder('https://x.test/a', '1', { status: 5, refundMilli: 10_000 });
    // A second credit under another key: the unique key cannot stop it, the checker must.
    await db.transaction((tx) =>
      credit(tx, {
        memberId,
        amountMilli: 10_000,
        reason: 'refund',
        refType: 'order',
        refId: id,
        key: `order:${id}:refund:again`,
      }),
    );
    const found = broken(
      await checkInvariants(db, { adds: [add('https://x.test/a', '1', 0)], acknowledged: [] }),
    );
    expect(Object.keys(found)).toEqual([
      'refunds and top-ups paid at most once, refunds only for the undelivered',
    ]);
    expect(Object.values(found)[0]).toEqual([
      `order ${id}: refunded 2 times`,
      `order ${id}: refund entries 20000 milli, order says 10000`,
    ]);
  });

  it('reports a refund of what the upstream delivered', async () => {
    const id = await paidOrder('https://x.test/a', '1', { status: 5, refundMilli: 10_000 });
    const found = broken(
      await checkInvariants(db, { adds: [add('https://x.test/a', '1', 10)], acknowledged: [] }),
    );
    expect(found).toEqual({
      'refunds and top-ups paid at most once, refunds only for the undelivered': [
        `order ${id}: refunded 10000 milli, the upstream delivered 10 of 10`,
      ],
    });
  });

  it('reports an order the upstream created twice, and two orders naming one upstream order', async () => {
    const first = await paidOrder('https://x.test/a', '1', { status: 2 });
    const adds = [add('https://x.test/a', '1'), add('https://x.test/a', '2')];
    expect(broken(await checkInvariants(db, { adds, acknowledged: [] }))).toEqual({
      'no store order created upstream twice': [
        `upstream ${providerId} created 2 orders for https://x.test/a, the store sent 1`,
      ],
    });
    const second = await paidOrder('https://x.test/b', '1', { status: 2 });
    const found = broken(
      await checkInvariants(db, { adds: [add('https://x.test/a', '1')], acknowledged: [] }),
    );
    expect(found['no store order created upstream twice']).toEqual([
      `orders ${first}, ${second} all name upstream order 1 of provider ${providerId}`,
      `order ${second} names upstream order 1, which provider ${providerId} holds for another link or not at all`,
    ]);
  });

  it('reports a balance that is not the sum of the ledger', async () => {
    await db.query(`UPDATE members SET point_milli = point_milli + 1 WHERE id = $1`, [memberId]);
    expect(broken(await checkInvariants(db, { adds: [], acknowledged: [] }))).toEqual({
      'balance = sum of ledger entries': [`member ${memberId}: balance 100001 milli, ledger 100000 milli`],
    });
  });

  it('reports an order left open without a flag, and an acknowledged order that does not exist', async () => {
    const open = await paidOrder('https://x.test/a', '1', { status: 1 });
    const found = broken(
      await checkInvariants(db, {
        adds: [add('https://x.test/a', '1', null)],
        acknowledged: [{ orderId: 987_654, memberId }],
      }),
    );
    expect(found).toEqual({
      'every order final or flagged (needs_operator)': [
        `order ${open}: status 1, submit submitted, not flagged`,
      ],
      'every acknowledged order exists': ['acknowledged order 987654 does not exist'],
    });
    await db.query(`UPDATE orders SET needs_operator = true WHERE id = $1`, [open]);
    expect(
      broken(await checkInvariants(db, { adds: [add('https://x.test/a', '1', null)], acknowledged: [] })),
    ).toEqual({});
  });
});
