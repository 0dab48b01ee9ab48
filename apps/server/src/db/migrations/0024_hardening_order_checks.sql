-- Issue 37 item 2: migration 0020's `place_order` skipped the blocked and deleted checks when
-- p_token_version was NULL (a reseller's key, confirmed by the API gate before the statement), so an
-- order admitted a moment before its member was blocked or deleted was still debited. The member's
-- state is now decided in the order's own statement for both paths: the debit's UPDATE requires a
-- member neither deleted nor blocked, and under READ COMMITTED it re-checks the row after waiting
-- on the lock of a block or deletion still open in another transaction. The token version is still
-- checked only for a signed-in member. The signature and the answer are unchanged, so the caller
-- (order-repository.ts `placeOrderInOneStatement`) is too; it words the refusal
-- (orders/ordering-refusal.ts). Everything else is 0020's function as it was.
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
  p_count_hit boolean
) RETURNS TABLE (order_id bigint, service_as_priced boolean, hits integer, window_start timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH live AS (
    SELECT EXISTS (
      SELECT 1 FROM members m
       WHERE m.id = p_member_id AND m.deleted_at IS NULL AND m.blocked_at IS NULL
         AND (p_token_version IS NULL OR m.token_version = p_token_version)
    ) AS ok
  ), hit AS (
    INSERT INTO rate_limit_buckets AS b (bucket, window_start, hits)
    SELECT p_bucket, p_at, 1 WHERE p_count_hit AND (SELECT l.ok FROM live l)
    ON CONFLICT (bucket) DO UPDATE SET
      hits = CASE WHEN b.window_start <= p_at - make_interval(secs => p_window_seconds) THEN 1 ELSE b.hits + 1 END,
      window_start = CASE WHEN b.window_start <= p_at - make_interval(secs => p_window_seconds)
                          THEN p_at ELSE b.window_start END
    RETURNING b.hits, b.window_start
  ), priced AS (
    SELECT EXISTS (
      SELECT 1 FROM services s
        JOIN categories c ON c.id = s.category_id
        JOIN platforms p ON p.id = c.platform_id
       WHERE s.id = p_service_id AND s.revision = p_revision AND s.visible AND c.visible AND p.visible
    ) AS ok
  ), debit AS (
    UPDATE members m SET point_milli = m.point_milli - p_cost_milli
     WHERE m.id = p_member_id AND m.point_milli >= p_cost_milli
       AND m.deleted_at IS NULL AND m.blocked_at IS NULL
       AND (p_token_version IS NULL OR m.token_version = p_token_version)
       AND (SELECT pr.ok FROM priced pr)
       AND COALESCE((SELECT h.hits FROM hit h), 0) <= p_max_hits
    RETURNING m.point_milli
  ), placed AS (
    INSERT INTO orders (member_id, service_id, auto_order_id, link, amount, unit_price_milli, cost_milli,
                        created_at, updated_at)
    SELECT p_member_id, p_service_id, NULL, p_link, p_amount, p_unit_price_milli, p_cost_milli, p_at, p_at
      FROM debit
    RETURNING orders.id
  ), booked AS (
    INSERT INTO point_ledger (member_id, delta_milli, balance_after_milli, reason, ref_type, ref_id,
                              idempotency_key, memo)
    SELECT p_member_id, -p_cost_milli, d.point_milli, 'order', 'order', o.id, 'order:' || o.id || ':debit', ''
      FROM placed o, debit d
     WHERE p_cost_milli > 0
  )
  SELECT (SELECT o.id FROM placed o), (SELECT pr.ok FROM priced pr), (SELECT h.hits FROM hit h),
         (SELECT h.window_start FROM hit h);
END;
$$;
