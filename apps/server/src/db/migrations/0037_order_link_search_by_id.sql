-- The console's link search kept to a window of ids (issue 38; docs/benchmarks.md, "A year of
-- business"). Migration 0035's trigram index finds every order whose link holds the term's telling
-- piece; when thousands of orders share a link (a heavy reseller's profile: 6,364 of 2,000,000
-- orders) that is every one of them, 19,381 rows read and 200 ms, for a page of 100. This index holds
-- each order's id beside its link's trigrams, so a search first asks only the newest 20,000 and
-- 200,000 ids below the page's cursor (modules/orders/admin-order-repository.ts) and reads the rows of
-- that window alone: 6 to 36 ms for that link. It serves the whole-list search as 0035's did, which
-- it replaces. btree_gin gives GIN its operator class for the id; the embedded database loads the
-- extension at open (db/pglite-settings.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin SCHEMA public;

CREATE INDEX orders_link_trgm_id_idx ON orders USING gin (lower(link) public.gin_trgm_ops, id);
DROP INDEX orders_link_trgm_idx;

-- The planner learns how common a word is only from the statistics of the index's expression, which
-- ANALYZE gathers (as in 0035): without them the console's search for `instagram` (a third of all
-- orders) read them through the index, 2.7 s at 2,000,000 orders, instead of walking the newest ids.
ANALYZE orders;
