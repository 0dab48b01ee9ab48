/**
 * The data of `npm run bench:scale`: a store after a year of business, built in the database by set
 * statements (generate_series), so two million orders take a minute rather than hours of inserts.
 *
 * Shape (docs/benchmarks.md, "A year of business"):
 * - members joined over the year, the oldest first; orders pick a member with a heavy tail
 *   (member index = M x u^4: the first 0.1% of members place about 18% of the orders, the first 1%
 *   about 32%), so a few resellers have a hundred thousand orders and most members a handful;
 * - orders spread from the member's sign-up to now, in every status: the last three days hold the open
 *   ones (Pending, Processing, In progress), older ones are Completed, Partial or Canceled, with the
 *   refund a Partial or Canceled order earns;
 * - each member tops up at the start of every month they order in, enough for that month's spend and
 *   a little more, so the ledger's running balance never goes below zero; the ledger has every
 *   credit, debit and refund, and each member's balance is the sum of their entries;
 * - 3,000 services from two providers in 30 more categories, auto-orders, refill and cancel requests,
 *   failed and pending top-ups, notices and an operator audit log.
 *
 * Deterministic for a size: every step seeds PostgreSQL's random() in its own transaction, with
 * parallel query off so that one process draws the numbers in order.
 */
import type { Database, Queryable } from '../src/db/database.ts';

export interface ScaleSize {
  members: number;
  orders: number;
  services: number;
}

export interface ScaleFacts {
  operatorId: number;
  /** The member with the most orders (a heavy reseller) and a member with a median count. */
  heavyMemberId: number;
  typicalMemberId: number;
  rows: Record<string, number>;
}

async function step(db: Database, seed: number, sql: string, params: unknown[] = []): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(`SET LOCAL max_parallel_workers_per_gather = 0`);
    await tx.query(`SELECT setseed($1)`, [seed]);
    await tx.query(sql, params);
  });
}

async function count(db: Queryable, table: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

async function buildCatalogue(db: Database, size: ScaleSize): Promise<void> {
  await step(
    db,
    0.11,
    `INSERT INTO providers (name, kind, api_url, api_key, enabled, balance, balance_currency)
     VALUES ('규모 공급처 A', 'api_v2', 'http://127.0.0.1:9/api/v2', 'scale-a', false, 1200.5, 'USD'),
            ('규모 공급처 B', 'api_v2', 'http://127.0.0.1:9/api/v2', 'scale-b', false, 830.25, 'USD')`,
  );
  await step(
    db,
    0.12,
    `INSERT INTO categories (platform_id, text, sort_order)
     SELECT p.id, p.text || ' 확장 ' || g, 100 + g
       FROM generate_series(1, 30) g
       JOIN (SELECT id, text, row_number() OVER (ORDER BY id) - 1 AS k, count(*) OVER () AS n FROM platforms) p
         ON p.k = g % p.n`,
  );
  // Unit prices from 0.026 points (a view) to about 50 points (a premium follower), log-uniform.
  await step(
    db,
    0.13,
    `WITH c AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM categories WHERE sort_order > 100),
          p AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM providers WHERE name LIKE '규모%'),
          s AS (SELECT g, round(26 * exp(random() * ln(2000)))::bigint AS price FROM generate_series(1, $1) g)
     INSERT INTO services (category_id, text, min_amount, max_amount, unit_price_milli, provider_id,
                           provider_service_id, provider_rate_per_1000, provider_rate_milli, sort_order,
                           enable_auto, provider_refill, provider_cancel)
     SELECT c.id, '규모 서비스 ' || s.g || ' (' || (ARRAY['팔로워','좋아요','조회수','댓글','구독자'])[1 + s.g % 5] || ')',
            10, 100000, s.price, p.id, (1000 + s.g)::text, round(s.price / 1300.0, 5),
            round(s.price / 1.3)::bigint, s.g, s.g % 10 = 0, s.g % 3 = 0, s.g % 4 = 0
       FROM s
       JOIN c ON c.k = s.g % 30
       JOIN p ON p.k = s.g % 2`,
    [size.services],
  );
}

async function buildMembers(db: Database, size: ScaleSize): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO members (login_id, email, is_admin, register_where, created_at)
     VALUES ('scale-operator', 'operator@example.com', true, '기타', now() - interval '400 days') RETURNING id`,
  );
  const operatorId = rows[0]?.id ?? 0;
  // Members join over 335 days, the lowest index first (the heavy resellers are the old ones).
  await step(
    db,
    0.21,
    `INSERT INTO members (login_id, email, phone_number, register_where, created_at)
     SELECT 'member' || g, 'member' || g || '@example.com', '010' || lpad((20000000 + g)::text, 8, '0'),
            (ARRAY['검색','지인 추천','블로그·카페','SNS 광고','기타'])[1 + g % 5],
            now() - interval '365 days' + ((g - 1)::float8 / $1) * interval '335 days' + random() * interval '1 day'
       FROM generate_series(1, $1) g`,
    [size.members],
  );
  return operatorId;
}

/** The drawn orders, before they are written: who, what, when, and their fate. */
async function drawOrders(db: Database, size: ScaleSize): Promise<void> {
  await db.exec(`DROP TABLE IF EXISTS scale_draws`);
  await step(
    db,
    0.31,
    `CREATE UNLOGGED TABLE scale_draws AS
     WITH d AS (
       SELECT g, floor($1 * power(random(), 4))::int AS member_k, floor($2 * power(random(), 2))::int AS service_k,
              random() AS at_u, random() AS fate_u, random() AS remains_u,
              (100 * (1 + floor(random() * 50)))::int AS amount
         FROM generate_series(1, $3) g
     ),
     m AS (SELECT id, created_at, row_number() OVER (ORDER BY id) - 1 AS k FROM members WHERE NOT is_admin),
     s AS (SELECT id, unit_price_milli, provider_id, row_number() OVER (ORDER BY id) - 1 AS k
             FROM services WHERE provider_id IS NOT NULL)
     SELECT d.g, m.id AS member_id, s.id AS service_id, s.unit_price_milli, s.provider_id, d.amount,
            m.created_at + d.at_u * (now() - m.created_at) AS created_at, d.fate_u, d.remains_u
       FROM d JOIN m ON m.k = d.member_k JOIN s ON s.k = d.service_k`,
    [size.members, size.services, size.orders],
  );
}

async function writeOrders(db: Database): Promise<void> {
  // Open statuses only in the last three days; older orders ended (Completed, Partial, Canceled).
  await step(
    db,
    0.32,
    `INSERT INTO orders (member_id, service_id, link, amount, unit_price_milli, cost_milli, status, start_count,
                         remains, created_at, updated_at, provider_id, provider_order_id, provider_status,
                         submit_state, submitted_at, next_attempt_at, refunded_milli, refunded_at, needs_operator)
     SELECT member_id, service_id, link, amount, unit_price_milli, cost, status, 1000 + g % 5000,
            remains, created_at, created_at + interval '2 hours', provider_id, 'P' || g, provider_status,
            'submitted', created_at + interval '5 seconds',
            CASE WHEN status IN (0, 1, 4) THEN now() + random() * interval '1 minute' END,
            refund, CASE WHEN refund > 0 THEN created_at + interval '3 hours' END, g % 10000 = 0
       FROM (
         SELECT x.*, x.unit_price_milli * x.amount AS cost,
                CASE x.status WHEN 3 THEN floor(x.amount * x.remains_u * 0.5)::int WHEN 5 THEN x.amount
                              WHEN 2 THEN 0 ELSE x.amount END AS remains,
                CASE x.status WHEN 3 THEN x.unit_price_milli * floor(x.amount * x.remains_u * 0.5)::int
                              WHEN 5 THEN x.unit_price_milli * x.amount ELSE 0 END AS refund,
                (ARRAY['Pending','In progress','Completed','Partial','Processing','Canceled'])[x.status + 1] AS provider_status,
                (ARRAY['https://www.instagram.com/p/', 'https://www.youtube.com/watch?v=', 'https://www.tiktok.com/@'])[1 + x.g % 3]
                  || substr(md5(x.member_id::text || '-' || (x.g % 7)), 1, 11) AS link
           FROM (
             SELECT d.*,
                    CASE WHEN d.created_at > now() - interval '3 days' THEN
                           CASE WHEN d.fate_u < 0.10 THEN 0 WHEN d.fate_u < 0.15 THEN 4 WHEN d.fate_u < 0.50 THEN 1
                                WHEN d.fate_u < 0.90 THEN 2 WHEN d.fate_u < 0.95 THEN 3 ELSE 5 END
                         ELSE CASE WHEN d.fate_u < 0.86 THEN 2 WHEN d.fate_u < 0.92 THEN 3 ELSE 5 END
                    END AS status
               FROM scale_draws d
           ) x
       ) o
      ORDER BY created_at`,
  );
}

async function writeAutoOrders(db: Database): Promise<void> {
  await step(
    db,
    0.41,
    `INSERT INTO auto_orders (member_id, service_id, link, amount, runs, interval_minutes, unit_price_milli,
                              cost_milli, status, completed, runs_placed, created_at, updated_at)
     SELECT member_id, service_id, 'https://www.instagram.com/p/auto' || g, amount, 5, 1440, unit_price_milli,
            unit_price_milli * amount * 5, 1, 5, 5, created_at, created_at + interval '5 days'
       FROM scale_draws
      WHERE g % 200 = 0 AND created_at < now() - interval '6 days'
      ORDER BY created_at`,
  );
}

/**
 * Top-ups and the ledger: a member's spend of a month is covered by one top-up approved before their
 * first debit of that month, so every running balance stays at or above zero.
 */
async function writeMoney(db: Database, operatorId: number): Promise<void> {
  await db.exec(`DROP TABLE IF EXISTS scale_debits`);
  await step(
    db,
    0.51,
    `CREATE UNLOGGED TABLE scale_debits AS
     SELECT member_id, 'order' AS ref_type, id AS ref_id, cost_milli AS amount, created_at FROM orders
     UNION ALL
     SELECT member_id, 'auto_order', id, cost_milli, created_at FROM auto_orders`,
  );
  await step(
    db,
    0.52,
    `INSERT INTO point_requests (member_id, depositor_name, point_milli, pay_amount, fee_type, status, created_at,
                                 expires_at, response_at, decided_via, decided_by)
     SELECT t.member_id, '입금자' || t.member_id, t.point_milli, t.point_milli / 1000, 2, 1, t.requested_at,
            t.requested_at + interval '3 hours', t.requested_at + (t.first_at - t.requested_at) / 2, 'operator', $1
       FROM (
         SELECT s.member_id, s.first_at,
                (ceil(s.spend / 10000000.0) * 10000000 + 10000000)::bigint AS point_milli,
                greatest(m.created_at, s.first_at - interval '2 hours') AS requested_at
           FROM (SELECT member_id, date_trunc('month', created_at) AS month, sum(amount) AS spend,
                        min(created_at) AS first_at
                   FROM scale_debits GROUP BY 1, 2) s
           JOIN members m ON m.id = s.member_id
       ) t
      ORDER BY t.requested_at`,
    [operatorId],
  );
  // Requests that expired unpaid, and a queue of pending ones for the operator.
  await step(
    db,
    0.53,
    `INSERT INTO point_requests (member_id, depositor_name, point_milli, pay_amount, fee_type, status, created_at,
                                 expires_at, response_at, decided_via, reason)
     SELECT member_id, depositor_name, point_milli, pay_amount, 2, 2, created_at - interval '1 day',
            created_at - interval '21 hours', created_at - interval '21 hours', 'expiry', 'expired'
       FROM point_requests WHERE id % 10 = 0`,
  );
  await step(
    db,
    0.54,
    `INSERT INTO point_requests (member_id, depositor_name, point_milli, pay_amount, fee_type, created_at, expires_at)
     SELECT m.id, '입금자' || m.id, 50000000, 50000, 2, now() - g * interval '5 minutes',
            now() - g * interval '5 minutes' + interval '3 hours'
       FROM generate_series(1, 25) g JOIN members m ON m.id = (SELECT min(id) FROM members WHERE NOT is_admin) + g * 37`,
  );
  await step(
    db,
    0.55,
    `INSERT INTO point_ledger (member_id, delta_milli, balance_after_milli, reason, ref_type, ref_id, idempotency_key,
                               created_at)
     SELECT member_id, delta, sum(delta) OVER (PARTITION BY member_id ORDER BY created_at, kind, ref_id),
            reason, ref_type, ref_id, ref_type || ':' || ref_id || ':' || suffix, created_at
       FROM (
         SELECT member_id, point_milli AS delta, 'topup' AS reason, 'point_request' AS ref_type, id AS ref_id,
                'credit' AS suffix, response_at AS created_at, 0 AS kind
           FROM point_requests WHERE status = 1
         UNION ALL
         SELECT member_id, -amount, 'order', ref_type, ref_id, 'debit', created_at, 1 FROM scale_debits
         UNION ALL
         SELECT member_id, refunded_milli, 'refund', 'order', id, 'refund', refunded_at, 2
           FROM orders WHERE refunded_milli > 0
       ) e
      ORDER BY created_at, kind, ref_id`,
  );
  await step(
    db,
    0.56,
    `UPDATE members m SET point_milli = l.total
       FROM (SELECT member_id, sum(delta_milli) AS total FROM point_ledger GROUP BY member_id) l
      WHERE l.member_id = m.id`,
  );
}

async function writeOperatorRecords(db: Database, operatorId: number): Promise<void> {
  await step(
    db,
    0.61,
    `INSERT INTO order_requests (order_id, kind, source, state, open, provider_refill_id, refill_status, created_at,
                                 updated_at)
     SELECT id, CASE WHEN status = 2 THEN 'refill' ELSE 'cancel' END, CASE WHEN id % 2 = 0 THEN 'web' ELSE 'api' END,
            CASE WHEN id % 3 = 0 THEN 'refused' ELSE 'accepted' END, false,
            CASE WHEN status = 2 AND id % 3 <> 0 THEN 'R' || id END,
            CASE WHEN status = 2 AND id % 3 <> 0 THEN 'Completed' END,
            created_at + interval '1 day', created_at + interval '1 day'
       FROM orders WHERE id % 97 = 0 AND status IN (2, 5)`,
  );
  await step(
    db,
    0.62,
    `INSERT INTO notices (title, content, is_top, created_at, updated_at, sort_order)
     SELECT '공지 ' || g, '규모 측정용 공지사항 ' || g || '번입니다.', g % 10 = 0, now() - g * interval '7 days',
            now() - g * interval '7 days', g
       FROM generate_series(1, 50) g`,
  );
  // The log of a year: each approval, then operator edits of members, orders and the catalogue.
  await step(
    db,
    0.63,
    `INSERT INTO audit_log (operator_id, action, target_type, target_id, before, after, created_at)
     SELECT $1::bigint, 'point_request.approve', 'point_request', id::text, '{"status":0}'::jsonb, '{"status":1}'::jsonb, response_at
       FROM point_requests WHERE status = 1
     UNION ALL
     SELECT $1::bigint, (ARRAY['member.adjust','order.cancel_refund','order.mark_partial','service.update','member.block'])[1 + g % 5],
            (ARRAY['member','order','order','service','member'])[1 + g % 5], (1 + g % 5000)::text,
            '{"before":true}'::jsonb, '{"after":true}'::jsonb, now() - random() * interval '365 days'
       FROM generate_series(1, 20000) g
     ORDER BY 7`,
    [operatorId],
  );
}

async function memberOfRank(db: Queryable, rank: 'heaviest' | 'median'): Promise<number> {
  const { rows } = await db.query<{ member_id: number }>(
    rank === 'heaviest'
      ? `SELECT member_id FROM orders GROUP BY member_id ORDER BY count(*) DESC LIMIT 1`
      : `SELECT member_id FROM (SELECT member_id, count(*) AS n FROM orders GROUP BY member_id) c
          ORDER BY n, member_id OFFSET (SELECT count(DISTINCT member_id) / 2 FROM orders) LIMIT 1`,
  );
  return rows[0]?.member_id ?? 0;
}

/** Builds the whole store; `log` hears each step and its time. */
export async function buildScaleData(
  db: Database,
  size: ScaleSize,
  log: (line: string) => void,
): Promise<ScaleFacts> {
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await work();
    log(`  ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  await timed('catalogue', () => buildCatalogue(db, size));
  const operatorId = await timed('members', () => buildMembers(db, size));
  await timed('orders drawn', () => drawOrders(db, size));
  await timed('orders', () => writeOrders(db));
  await timed('auto-orders', () => writeAutoOrders(db));
  await timed('top-ups and ledger', () => writeMoney(db, operatorId));
  await timed('requests, notices, audit log', () => writeOperatorRecords(db, operatorId));
  await db.exec(`DROP TABLE scale_draws; DROP TABLE scale_debits`);
  // A store a year old has been vacuumed: PostgreSQL's autovacuum passes over a table after enough
  // inserts too, which marks its old pages all-visible, so that a count or a probe reads an index alone.
  // A bulk load leaves them unmarked (46,803 heap reads in counting a week at 2,000,000 orders).
  await timed('vacuum and analyze', () => db.exec('VACUUM ANALYZE'));
  return readScaleFacts(db);
}

/** The facts of a store built before (`--reuse`): its operator, members of rank and row counts. */
export async function readScaleFacts(db: Database): Promise<ScaleFacts> {
  const { rows: operators } = await db.query<{ id: number }>(
    `SELECT id FROM members WHERE login_id = 'scale-operator'`,
  );
  const rows: Record<string, number> = {};
  for (const table of [
    'members',
    'services',
    'orders',
    'auto_orders',
    'point_requests',
    'point_ledger',
    'order_requests',
    'audit_log',
  ]) {
    rows[table] = await count(db, table);
  }
  return {
    operatorId: operators[0]?.id ?? 0,
    heavyMemberId: await memberOfRank(db, 'heaviest'),
    typicalMemberId: await memberOfRank(db, 'median'),
    rows,
  };
}
