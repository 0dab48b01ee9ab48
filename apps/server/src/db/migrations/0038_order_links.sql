-- The console's link search, in a table of its own (issue 38; docs/benchmarks.md, "A year of
-- business" and "What the search index cost the status sweep").
--
-- Migrations 0035 and 0037 indexed lower(orders.link) with trigrams. Every update of an order that
-- is not HOT (a status sync changes indexed columns, so most are not) writes a new entry into every
-- index of orders, and the trigram index takes some thirty per link: the status sweep of 100,000
-- orders cost PostgreSQL 143 to 147 ms of CPU per 1,000 orders with it and 83 to 91 without. A link
-- never changes once the order is placed, so its trigrams are written once, here.
--
-- The index holds the order's id beside the trigrams (btree_gin, loaded by 0037), so a search can
-- still ask for the newest 50,000 or 200,000 ids below the page's cursor alone
-- (modules/orders/admin-order-repository.ts).
CREATE TABLE order_links (
  order_id bigint PRIMARY KEY,
  link text NOT NULL
);
INSERT INTO order_links (order_id, link) SELECT id, link FROM orders;
CREATE INDEX order_links_trgm_idx ON order_links USING gin (lower(link) public.gin_trgm_ops, order_id);
DROP INDEX orders_link_trgm_id_idx;

-- Written by the database alone, as an index is. The triggers run once per statement over the
-- statement's rows (transition tables), so a bulk insert of orders adds one INSERT ... SELECT, not a
-- trigger call and a foreign-key check per row (a per-row trigger made bulk inserts four times
-- dearer). There is no foreign key for the same reason; the delete and truncate triggers keep the
-- table to the orders that exist.
CREATE FUNCTION orders_add_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_links (order_id, link) SELECT id, link FROM added_orders;
  RETURN NULL;
END
$$;
CREATE TRIGGER orders_links_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS added_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_add_links();

CREATE FUNCTION orders_drop_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_links WHERE order_id IN (SELECT id FROM removed_orders);
  RETURN NULL;
END
$$;
CREATE TRIGGER orders_links_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS removed_orders FOR EACH STATEMENT EXECUTE FUNCTION orders_drop_links();

CREATE FUNCTION orders_truncate_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_links;
  RETURN NULL;
END
$$;
CREATE TRIGGER orders_links_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION orders_truncate_links();

-- A link changed by hand (nothing in the application changes one) is changed here too. The trigger
-- fires only for an UPDATE that sets the link, so a status sync never calls it.
CREATE FUNCTION orders_change_link() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE order_links SET link = NEW.link WHERE order_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER orders_links_update AFTER UPDATE OF link ON orders
  FOR EACH ROW WHEN (OLD.link IS DISTINCT FROM NEW.link) EXECUTE FUNCTION orders_change_link();

-- The planner learns how common a word is from the statistics of the index's expression.
ANALYZE order_links;
