-- The console's link search, in a table of its own (issue 38; docs/benchmarks.md, "A year of
-- business", "A link thousands of orders share" and "What the search index cost the status sweep").
--
-- Migration 0035 indexed lower(orders.link) with trigrams. Every update of an order that is not HOT
-- (a status sync changes indexed columns, so most are not) writes a new entry into every index of
-- orders, and the trigram index takes some thirty per link: the status sweep of 100,000 orders cost
-- PostgreSQL 143 to 147 ms of CPU per 1,000 orders with it and 88 to 91 without. A link never
-- changes once the order is placed, so its trigrams are written once, here, by the trigger below.
--
-- The index holds the order's id beside the trigrams (btree_gin gives GIN its operator class for
-- the id), so a search can ask for the newest 50,000 or 200,000 ids below the page's cursor alone
-- (modules/orders/admin-order-repository.ts): a link thousands of orders share (6,364 of
-- 2,000,000) is then read a window at a time instead of every one of them. The embedded database
-- loads the extension at open (db/pglite-settings.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin SCHEMA public;

CREATE TABLE order_links (
  order_id bigint PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  link text NOT NULL
);
INSERT INTO order_links (order_id, link) SELECT id, link FROM orders;
CREATE INDEX order_links_trgm_idx ON order_links USING gin (lower(link) public.gin_trgm_ops, order_id);
DROP INDEX orders_link_trgm_idx;

-- Written by the database alone, as an index is: each new order's link, and a link changed by hand.
CREATE FUNCTION orders_keep_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_links (order_id, link) VALUES (NEW.id, NEW.link)
    ON CONFLICT (order_id) DO UPDATE SET link = EXCLUDED.link;
  RETURN NULL;
END
$$;
CREATE TRIGGER orders_link_insert AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_keep_link();
CREATE TRIGGER orders_link_update AFTER UPDATE OF link ON orders
  FOR EACH ROW WHEN (OLD.link IS DISTINCT FROM NEW.link) EXECUTE FUNCTION orders_keep_link();

-- The planner learns how common a word is from the statistics of the index's expression.
ANALYZE order_links;
