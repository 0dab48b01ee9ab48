-- Service types (issue 32, docs/decisions/service-types.md).

-- The service's type among the 15 of the de-facto API v2 docs: which fields an order of it takes, how
-- it is priced and what the provider is sent. Imported with the service, editable by the operator;
-- provider_type (0028) keeps the upstream word as the provider wrote it. Existing rows take the type
-- their provider_type names (case, spaces, '_' and '-' ignored), else 'Default'.
ALTER TABLE services
  ADD COLUMN type text NOT NULL DEFAULT 'Default' CHECK (type IN (
    'Default', 'Package', 'Custom Comments', 'Custom Comments Package', 'Mentions with Hashtags',
    'Mentions Custom List', 'Mentions Hashtag', 'Mentions User Followers', 'Mentions Media Likers',
    'Comment Likes', 'Comment Replies', 'Poll', 'Invites from Groups', 'SEO', 'Subscriptions'));
UPDATE services s SET type = t.name
  FROM (VALUES ('Default'), ('Package'), ('Custom Comments'), ('Custom Comments Package'),
               ('Mentions with Hashtags'), ('Mentions Custom List'), ('Mentions Hashtag'),
               ('Mentions User Followers'), ('Mentions Media Likers'), ('Comment Likes'),
               ('Comment Replies'), ('Poll'), ('Invites from Groups'), ('SEO'), ('Subscriptions')) AS t(name)
 WHERE s.provider_type IS NOT NULL
   AND lower(regexp_replace(s.provider_type, '[[:space:]_-]+', '', 'g')) = lower(replace(t.name, ' ', ''))
   AND t.name <> 'Default';

-- What an order was placed with besides link and quantity (service-type-rules.ts `OrderDetails`:
-- the type and its normalised fields); NULL for a Default order. The provider's parameters are
-- derived from it at submission, so one record says what was sold and what was sent.
-- A subscription's life at the provider (active until the provider ends it: expired, canceled or
-- completed) and the posts delivered so far; both NULL for any other order.
ALTER TABLE orders
  ADD COLUMN details jsonb CHECK (details IS NULL OR jsonb_typeof(details) = 'object'),
  ADD COLUMN subscription_state text CHECK (subscription_state IN ('active', 'expired', 'canceled', 'completed')),
  ADD COLUMN posts_delivered integer CHECK (posts_delivered >= 0),
  ADD CONSTRAINT orders_subscription_only CHECK (
    (COALESCE(details ->> 'type', 'Default') = 'Subscriptions') = (subscription_state IS NOT NULL)
    AND (subscription_state IS NULL) = (posts_delivered IS NULL));

-- The state a new order starts in: 'active' for a subscription, NULL otherwise.
CREATE FUNCTION subscription_start(p_details jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_details ->> 'type' = 'Subscriptions' THEN 'active' END
$$;

-- place_order (0020, 0024) takes the order's details; everything else is 0024's function as it was.
DROP FUNCTION place_order(bigint, integer, text, integer, bigint, bigint, timestamptz, bigint, integer, text,
                          double precision, integer, boolean);
CREATE FUNCTION place_order(
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
                        created_at, updated_at, details, subscription_state, posts_delivered)
    SELECT p_member_id, p_service_id, NULL, p_link, p_amount, p_unit_price_milli, p_cost_milli, p_at, p_at,
           p_details, subscription_start(p_details), CASE WHEN subscription_start(p_details) IS NULL THEN NULL ELSE 0 END
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

-- The in-process simulator keeps the type parameters each `add` carried (quantity, comments,
-- answer_number, ...), so tests and the demo can see exactly what the provider received.
ALTER TABLE simulator_orders ADD COLUMN fields jsonb NOT NULL DEFAULT '{}';
