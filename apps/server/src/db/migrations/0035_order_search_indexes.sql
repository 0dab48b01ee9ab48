-- The console's order search (issue 38; docs/benchmarks.md, "A year of business"): `q` matches part
-- of the link (ILIKE '%...%'), the order id or the provider's order id. At 500,000 orders each
-- search read every order (540 ms p95).
-- The link's trigrams are indexed on lower(link), not on link: the search narrows by the term's most
-- telling piece (its post id or user name) through this index and checks the whole term on the rows
-- it finds, so the words every link shares ('https', 'www', 'instagram') cost no index reads
-- (modules/orders/order-search.ts). pg_trgm comes from migration 0026.
CREATE INDEX orders_link_trgm_idx ON orders USING gin (lower(link) public.gin_trgm_ops);

-- An operator pastes a provider's order id when a provider asks about one.
CREATE INDEX orders_provider_order_id_idx ON orders (provider_order_id);

-- The planner knows how many links hold a word only from the statistics of the index's expression,
-- which ANALYZE gathers; without them it took 'instagram' (a third of all orders) for a rare word and
-- read a third of the table through the index (1.2 s at 500,000 orders) instead of the newest ids.
ANALYZE orders;
