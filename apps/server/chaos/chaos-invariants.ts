import { OPEN_ORDER_STATUSES } from '@smm/contract/order-status-groups';
import { OrderStatus } from '@smm/contract/enums';
import type { Queryable } from '../src/db/database.ts';

/** An `add` an upstream recorded, as the checker needs it (chaos-upstreams.ts gives these). */
export interface RecordedAdd {
  /** The store's provider id of the upstream. */
  providerId: number;
  providerOrderId: string;
  link: string;
  /** Units the upstream delivered, once its order is final; null while it is not. */
  delivered: number | null;
}

export interface AcknowledgedOrderRef {
  orderId: number;
  memberId: number;
}

export interface InvariantInput {
  adds: RecordedAdd[];
  acknowledged: AcknowledgedOrderRef[];
}

export interface InvariantReport {
  name: string;
  checked: number;
  violations: string[];
}

const OPEN = OPEN_ORDER_STATUSES.join(', ');
const n = (value: unknown) => Number(value);

/** Every member's balance is the sum of their ledger entries. */
async function balances(db: Queryable): Promise<InvariantReport> {
  const { rows } = await db.query<{ id: string; point_milli: string; ledger: string; members: string }>(
    `SELECT m.id, m.point_milli, COALESCE(l.total, 0) AS ledger, count(*) OVER () AS members
       FROM members m
       LEFT JOIN (SELECT member_id, sum(delta_milli) AS total FROM point_ledger GROUP BY member_id) l
         ON l.member_id = m.id`,
  );
  return {
    name: 'balance = sum of ledger entries',
    checked: rows.length,
    violations: rows
      .filter((r) => n(r.point_milli) !== n(r.ledger))
      .map((r) => `member ${r.id}: balance ${n(r.point_milli)} milli, ledger ${n(r.ledger)} milli`),
  };
}

/** No store order was created upstream twice, and each provider order id names one store order. */
async function singleSubmits(db: Queryable, adds: RecordedAdd[]): Promise<InvariantReport> {
  const violations: string[] = [];
  const shared = await db.query<{ provider_id: number; provider_order_id: string; ids: string[] }>(
    `SELECT provider_id, provider_order_id, array_agg(id ORDER BY id)::text[] AS ids FROM orders
      WHERE provider_order_id IS NOT NULL GROUP BY provider_id, provider_order_id HAVING count(*) > 1`,
  );
  for (const r of shared.rows)
    violations.push(
      `orders ${r.ids.join(', ')} all name upstream order ${r.provider_order_id} of provider ${r.provider_id}`,
    );
  // A link is one store order's (an auto-order's runs share theirs): the upstream may hold as many
  // orders of it as the store sent, never more.
  const sent = await db.query<{ provider_id: number; link: string; orders: string }>(
    `SELECT provider_id, link, count(*) AS orders FROM orders WHERE provider_id IS NOT NULL GROUP BY provider_id, link`,
  );
  const storeCount = new Map(sent.rows.map((r) => [`${r.provider_id} ${r.link}`, n(r.orders)]));
  const upstreamCount = new Map<string, number>();
  for (const add of adds) {
    const key = `${add.providerId} ${add.link}`;
    upstreamCount.set(key, (upstreamCount.get(key) ?? 0) + 1);
  }
  for (const [key, count] of upstreamCount) {
    const orders = storeCount.get(key) ?? 0;
    if (count > orders)
      violations.push(
        `upstream ${key.split(' ')[0]} created ${count} orders for ${key.split(' ')[1]}, the store sent ${orders}`,
      );
  }
  const recorded = await db.query<{
    id: string;
    provider_id: number;
    provider_order_id: string;
    link: string;
  }>(`SELECT id, provider_id, provider_order_id, link FROM orders WHERE provider_order_id IS NOT NULL`);
  const addsById = new Map(adds.map((a) => [`${a.providerId} ${a.providerOrderId}`, a]));
  // Only where the checker was given the upstreams' records (a planted database has none of some).
  const known = new Set(adds.map((a) => a.providerId));
  for (const r of recorded.rows) {
    if (!known.has(r.provider_id)) continue;
    const add = addsById.get(`${r.provider_id} ${r.provider_order_id}`);
    if (!add || add.link !== r.link)
      violations.push(
        `order ${r.id} names upstream order ${r.provider_order_id}, which provider ${r.provider_id} holds for another link or not at all`,
      );
  }
  return {
    name: 'no store order created upstream twice',
    checked: adds.length + recorded.rows.length,
    violations,
  };
}

/** Every order is final or flagged for the operator: none silently open. */
async function noneStuck(db: Queryable): Promise<InvariantReport> {
  const { rows } = await db.query<{
    id: string;
    status: number;
    submit_state: string;
    last_error: string | null;
    total: string;
  }>(
    `SELECT o.id, o.status, o.submit_state, o.last_error, t.total FROM (SELECT count(*) AS total FROM orders) t
       LEFT JOIN orders o ON o.status IN (${OPEN}) AND NOT o.needs_operator ORDER BY o.id`,
  );
  const stuck = rows.filter((r) => r.id !== null);
  return {
    name: 'every order final or flagged (needs_operator)',
    checked: n(rows[0]?.total ?? 0),
    violations: stuck.map(
      (r) =>
        `order ${r.id}: status ${r.status}, submit ${r.submit_state}, not flagged${r.last_error ? ` (${r.last_error})` : ''}`,
    ),
  };
}

/** Each refund paid at most once, and only for what was not delivered. */
async function refunds(db: Queryable, adds: RecordedAdd[]): Promise<InvariantReport> {
  const violations: string[] = [];
  const { rows } = await db.query<{
    id: string;
    status: number;
    amount: number;
    remains: number | null;
    unit_price_milli: string;
    cost_milli: string;
    refunded_milli: string;
    provider_id: number | null;
    provider_order_id: string | null;
    entries: string;
    entries_milli: string;
    by_hand: boolean;
  }>(
    `SELECT o.id, o.status, o.amount, o.remains, o.unit_price_milli, o.cost_milli, o.refunded_milli,
            o.provider_id, o.provider_order_id,
            count(l.id) AS entries, COALESCE(sum(l.delta_milli), 0) AS entries_milli,
            EXISTS (SELECT 1 FROM audit_log a WHERE a.target_type = 'order' AND a.target_id = o.id::text) AS by_hand
       FROM orders o
       LEFT JOIN point_ledger l ON l.ref_type = 'order' AND l.ref_id = o.id AND l.reason = 'refund'
      GROUP BY o.id`,
  );
  const addsById = new Map(adds.map((a) => [`${a.providerId} ${a.providerOrderId}`, a]));
  for (const r of rows) {
    const refunded = n(r.refunded_milli);
    const unit = n(r.unit_price_milli);
    if (n(r.entries) > 1) violations.push(`order ${r.id}: refunded ${r.entries} times`);
    if (n(r.entries_milli) !== refunded)
      violations.push(`order ${r.id}: refund entries ${n(r.entries_milli)} milli, order says ${refunded}`);
    if (refunded > n(r.cost_milli))
      violations.push(`order ${r.id}: refunded ${refunded} of a ${n(r.cost_milli)} charge`);
    const undelivered =
      r.status === OrderStatus.Canceled
        ? r.amount
        : r.status === OrderStatus.Partial
          ? Math.min(r.remains ?? 0, r.amount)
          : 0;
    if (refunded > undelivered * unit)
      violations.push(
        `order ${r.id}: status ${r.status} refunded ${refunded} milli for ${undelivered} undelivered units`,
      );
    const add =
      r.provider_order_id === null ? undefined : addsById.get(`${r.provider_id} ${r.provider_order_id}`);
    if (add && add.delivered !== null && !r.by_hand && refunded > (r.amount - add.delivered) * unit)
      violations.push(
        `order ${r.id}: refunded ${refunded} milli, the upstream delivered ${add.delivered} of ${r.amount}`,
      );
  }
  const auto = await db.query<{
    id: string;
    refunded_milli: string;
    limit_milli: string;
    entries: string;
    entries_milli: string;
  }>(
    `SELECT a.id, a.refunded_milli, (a.runs - a.runs_placed)::bigint * a.amount * a.unit_price_milli AS limit_milli,
            count(l.id) AS entries, COALESCE(sum(l.delta_milli), 0) AS entries_milli
       FROM auto_orders a
       LEFT JOIN point_ledger l ON l.ref_type = 'auto_order' AND l.ref_id = a.id AND l.reason = 'refund'
      GROUP BY a.id`,
  );
  for (const a of auto.rows) {
    if (n(a.entries) > 1) violations.push(`auto-order ${a.id}: refunded ${a.entries} times`);
    if (n(a.entries_milli) !== n(a.refunded_milli))
      violations.push(
        `auto-order ${a.id}: refund entries ${n(a.entries_milli)} milli, auto-order says ${n(a.refunded_milli)}`,
      );
    if (n(a.refunded_milli) > n(a.limit_milli))
      violations.push(
        `auto-order ${a.id}: refunded ${n(a.refunded_milli)} milli for runs worth ${n(a.limit_milli)} not placed`,
      );
  }
  const topups = await db.query<{ id: string; status: number; credits: string }>(
    `SELECT p.id, p.status, count(l.id) AS credits FROM point_requests p
       LEFT JOIN point_ledger l ON l.ref_type = 'point_request' AND l.ref_id = p.id AND l.reason = 'topup'
        AND l.idempotency_key NOT LIKE '%:bonus'
      GROUP BY p.id`,
  );
  for (const t of topups.rows) {
    const expected = t.status === 1 ? 1 : 0;
    if (n(t.credits) !== expected)
      violations.push(`top-up ${t.id}: status ${t.status}, credited ${t.credits} times`);
  }
  return {
    name: 'refunds and top-ups paid at most once, refunds only for the undelivered',
    checked: rows.length + auto.rows.length + topups.rows.length,
    violations,
  };
}

/** Every order the store acknowledged (a 2xx with its id; an auto-order's first run) exists, for that member. */
async function acknowledgedExist(
  db: Queryable,
  acknowledged: AcknowledgedOrderRef[],
): Promise<InvariantReport> {
  const { rows } = await db.query<{ id: string; member_id: string }>(
    `SELECT id, member_id FROM orders WHERE id = ANY($1::bigint[])`,
    [acknowledged.map((a) => a.orderId)],
  );
  const owners = new Map(rows.map((r) => [n(r.id), n(r.member_id)]));
  const violations = acknowledged.flatMap((a) => {
    const owner = owners.get(a.orderId);
    if (owner === undefined) return [`acknowledged order ${a.orderId} does not exist`];
    return owner === a.memberId
      ? []
      : [`acknowledged order ${a.orderId} belongs to member ${owner}, not ${a.memberId}`];
  });
  return { name: 'every acknowledged order exists', checked: acknowledged.length, violations };
}

/** All the run's invariants, each with what it checked and what broke it. */
export async function checkInvariants(db: Queryable, input: InvariantInput): Promise<InvariantReport[]> {
  return [
    await balances(db),
    await singleSubmits(db, input.adds),
    await noneStuck(db),
    await refunds(db, input.adds),
    await acknowledgedExist(db, input.acknowledged),
  ];
}
