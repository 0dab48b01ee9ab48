-- Issue 30: each rule of an order in one place. Migrations 0020, 0024 and 0032 wrote the rate-limit
-- count, the member's state, the conditional debit, the ledger entry, the price-revision check and
-- the order row into `place_order`'s statement, and the TypeScript repositories wrote the same SQL
-- again for the paths that run in a transaction of their own (auto-orders, mass orders, orders with
-- an idempotency record, operator adjustments, top-ups). Each rule is now one function here; the
-- repositories call them, and `place_order` is composed of them (docs/decisions/order-path.md).
-- All are PL/pgSQL, which keeps each session's plans (the embedded database plans every plain query
-- afresh), and run on PostgreSQL and PGlite alike.

-- The fixed-window count (rate-limit-repository.ts `countHit`): `p_hits` more hits in `p_bucket`,
-- in a window that starts at `p_at` when the stored one is over. One upsert, so concurrent hits
-- never read and write past each other. Answers the window's hits after these, and its start.
CREATE FUNCTION count_hit(p_bucket text, p_at timestamptz, p_window_seconds double precision, p_hits integer)
RETURNS TABLE (hits integer, window_start timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  INSERT INTO rate_limit_buckets AS b (bucket, window_start, hits) VALUES (p_bucket, p_at, p_hits)
  ON CONFLICT (bucket) DO UPDATE SET
    hits = CASE WHEN b.window_start <= p_at - make_interval(secs => p_window_seconds) THEN p_hits
                ELSE b.hits + p_hits END,
    window_start = CASE WHEN b.window_start <= p_at - make_interval(secs => p_window_seconds) THEN p_at
                        ELSE b.window_start END
  RETURNING b.hits, b.window_start;
END;
$$;

-- Whether a member may order (member-state-repository.ts): 'gone' when deleted or, for a signed-in
-- member (`p_token_version` given), when the token was revoked; 'blocked' when an operator blocked
-- them; else 'live'. With `p_lock`, inside the order's transaction: the row is locked as the debit
-- would lock it, so under READ COMMITTED a block or deletion still open elsewhere is waited for and
-- then seen, and one that starts later waits for the order (issue 37 item 2).
CREATE FUNCTION member_ordering_state(p_member_id bigint, p_token_version integer, p_lock boolean)
RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_deleted boolean;
  v_blocked boolean;
  v_token_version integer;
BEGIN
  IF p_lock THEN
    SELECT m.deleted_at IS NOT NULL, m.blocked_at IS NOT NULL, m.token_version
      INTO v_deleted, v_blocked, v_token_version
      FROM members m WHERE m.id = p_member_id FOR NO KEY UPDATE;
  ELSE
    SELECT m.deleted_at IS NOT NULL, m.blocked_at IS NOT NULL, m.token_version
      INTO v_deleted, v_blocked, v_token_version
      FROM members m WHERE m.id = p_member_id;
  END IF;
  IF NOT FOUND OR v_deleted OR (p_token_version IS NOT NULL AND v_token_version <> p_token_version) THEN
    RETURN 'gone';
  END IF;
  RETURN CASE WHEN v_blocked THEN 'blocked' ELSE 'live' END;
END;
$$;

-- The service as the order was priced (order-repository.ts): its row at `p_revision` (bumped by
-- every change of the row, migration 0012) on a visible path. An order priced from a read that a
-- change has since overtaken is written only after it is priced again.
CREATE FUNCTION service_as_priced(p_service_id integer, p_revision bigint) RETURNS boolean STABLE
LANGUAGE plpgsql AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM services s
      JOIN categories c ON c.id = s.category_id
      JOIN platforms p ON p.id = c.platform_id
     WHERE s.id = p_service_id AND s.revision = p_revision AND s.visible AND c.visible AND p.visible
  );
END;
$$;

-- The conditional debit (ledger-repository.ts `debitIfCovered`): takes `p_cost_milli` only while the
-- balance covers it, in one UPDATE, so concurrent debits of one balance never overdraw it (each
-- re-checks the balance after waiting on the row's lock). Answers the balance after, or NULL when
-- it does not cover the cost (nothing changed).
CREATE FUNCTION debit_if_covered(p_member_id bigint, p_cost_milli bigint) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
BEGIN
  UPDATE members m SET point_milli = m.point_milli - p_cost_milli
   WHERE m.id = p_member_id AND m.point_milli >= p_cost_milli
  RETURNING m.point_milli INTO v_balance;
  RETURN v_balance;
END;
$$;

-- The ledger entry of a movement (ledger-repository.ts): `p_delta_milli` with the balance it left,
-- `p_balance_after_milli` (what the debit or credit answered), keyed by `p_key` so that the same
-- movement is never booked twice (a second one raises a unique violation). Answers the row's id.
CREATE FUNCTION append_ledger(
  p_member_id bigint,
  p_delta_milli bigint,
  p_balance_after_milli bigint,
  p_reason text,
  p_ref_type text,
  p_ref_id bigint,
  p_key text,
  p_memo text
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  INSERT INTO point_ledger (member_id, delta_milli, balance_after_milli, reason, ref_type, ref_id,
                            idempotency_key, memo)
  VALUES (p_member_id, p_delta_milli, p_balance_after_milli, p_reason, p_ref_type, p_ref_id, p_key, p_memo)
  RETURNING id INTO v_id;
  RETURN v_id;
END;
$$;

-- The order row (order-repository.ts): a subscription starts active with no post delivered
-- (migration 0032's `subscription_start`). Answers its id.
CREATE FUNCTION insert_order(
  p_member_id bigint,
  p_service_id integer,
  p_auto_order_id bigint,
  p_link text,
  p_amount integer,
  p_unit_price_milli bigint,
  p_cost_milli bigint,
  p_at timestamptz,
  p_details jsonb
) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  INSERT INTO orders (member_id, service_id, auto_order_id, link, amount, unit_price_milli, cost_milli,
                      created_at, updated_at, details, subscription_state, posts_delivered)
  VALUES (p_member_id, p_service_id, p_auto_order_id, p_link, p_amount, p_unit_price_milli, p_cost_milli,
          p_at, p_at, p_details, subscription_start(p_details),
          CASE WHEN subscription_start(p_details) IS NULL THEN NULL ELSE 0 END)
  RETURNING id INTO v_id;
  RETURN v_id;
END;
$$;

-- A single order in one call (order-repository.ts `placeOrderInOneStatement`), composed of the rules
-- above in the order a transaction of the TypeScript paths takes them: the member's state with the
-- row locked; the hit, counted only for a live member (a revoked token spends nothing of its
-- member's limit); then, while the hit is within the limit and the service as priced, the debit, the
-- order and its ledger entry keyed `order:<id>:debit`. A free order moves no points and books no
-- entry. Nothing placed: the caller reads why from the other columns and confirms the session
-- before it answers. Signature and answer as in 0032, so its caller is unchanged.
CREATE OR REPLACE FUNCTION place_order(
  p_member_id bigint,
  p_service_id integer,
  p_link text,
  p_amount integer,
  p_unit_price_milli bigint,
  p_cost_milli bigint,
  p_at timestamptz,
  p_revision bigint,
  p_token_version integer,
  p_bucket text,
  p_window_seconds double precision,
  p_max_hits integer,
  p_count_hit boolean,
  p_details jsonb
) RETURNS TABLE (order_id bigint, service_as_priced boolean, hits integer, window_start timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_live boolean;
  v_hits integer;
  v_window_start timestamptz;
  v_priced boolean;
  v_balance bigint;
  v_order_id bigint;
BEGIN
  v_live := member_ordering_state(p_member_id, p_token_version, true) = 'live';
  IF v_live AND p_count_hit THEN
    SELECT c.hits, c.window_start INTO v_hits, v_window_start
      FROM count_hit(p_bucket, p_at, p_window_seconds, 1) c;
  END IF;
  v_priced := service_as_priced(p_service_id, p_revision);
  IF v_live AND v_priced AND COALESCE(v_hits, 0) <= p_max_hits THEN
    v_balance := CASE WHEN p_cost_milli = 0 THEN 0 ELSE debit_if_covered(p_member_id, p_cost_milli) END;
    IF v_balance IS NOT NULL THEN
      v_order_id := insert_order(p_member_id, p_service_id, NULL, p_link, p_amount, p_unit_price_milli,
                                 p_cost_milli, p_at, p_details);
      IF p_cost_milli > 0 THEN
        PERFORM append_ledger(p_member_id, -p_cost_milli, v_balance, 'order', 'order', v_order_id,
                              'order:' || v_order_id || ':debit', '');
      END IF;
    END IF;
  END IF;
  RETURN QUERY SELECT v_order_id, v_priced, v_hits, v_window_start;
END;
$$;
