-- Costs and profit (issue 31; docs/decisions/costs-and-profit.md): what each order cost us in won,
-- and a journal of every change of an order's revenue and cost so the dashboard's closed days never
-- change (day-figures.ts keeps them).

-- Fixed when the order is first sent to its provider (fulfilment's submission claim):
--   provider_currency  the provider's currency then;
--   krw_per_unit       won per one unit of it then (exchange_rates; 1 for KRW; NULL: no rate was set);
--   unit_cost_milli    our won cost of one unit by the service's provider rate then, exact (the
--                      estimate until the provider reports its charge).
-- Written by the status sync:
--   provider_charge    the provider's `charge`, exactly as it wrote it, in provider_currency;
--   provider_cost_milli our cost in milli-points (won): from the charge at krw_per_unit, otherwise
--                      the estimate; NULL when neither is known (never sent, or no rate and no estimate).
ALTER TABLE orders
  ADD COLUMN provider_currency char(3),
  ADD COLUMN krw_per_unit numeric CHECK (krw_per_unit > 0),
  ADD COLUMN unit_cost_milli numeric CHECK (unit_cost_milli >= 0),
  ADD COLUMN provider_charge numeric CHECK (provider_charge >= 0),
  ADD COLUMN provider_cost_milli bigint CHECK (provider_cost_milli >= 0);

-- One row per change: placed (revenue = the price), refunded (revenue down, at refunded_at), costed
-- (cost up or down, at the order's updated_at, which every statement that costs an order sets).
-- Written only by the trigger below, so it can never miss a change whichever module makes it.
CREATE TABLE order_figure_entries (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL,
  service_id integer NOT NULL,
  booked_at timestamptz NOT NULL,
  placed smallint NOT NULL,
  revenue_milli bigint NOT NULL,
  cost_milli bigint NOT NULL
);
-- The dashboard sums a period's rows by day and by service from this index alone.
CREATE INDEX order_figure_entries_booked_idx ON order_figure_entries (booked_at)
  INCLUDE (service_id, placed, revenue_milli, cost_milli);

CREATE FUNCTION orders_book_figures() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  revenue_delta bigint;
  cost_delta bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO order_figure_entries (order_id, service_id, booked_at, placed, revenue_milli, cost_milli)
    VALUES (NEW.id, NEW.service_id, NEW.created_at, 1, NEW.cost_milli - NEW.refunded_milli,
            coalesce(NEW.provider_cost_milli, 0));
    RETURN NULL;
  END IF;
  revenue_delta := (NEW.cost_milli - NEW.refunded_milli) - (OLD.cost_milli - OLD.refunded_milli);
  IF revenue_delta <> 0 THEN
    INSERT INTO order_figure_entries (order_id, service_id, booked_at, placed, revenue_milli, cost_milli)
    VALUES (NEW.id, NEW.service_id, coalesce(NEW.refunded_at, NEW.updated_at), 0, revenue_delta, 0);
  END IF;
  cost_delta := coalesce(NEW.provider_cost_milli, 0) - coalesce(OLD.provider_cost_milli, 0);
  IF cost_delta <> 0 THEN
    INSERT INTO order_figure_entries (order_id, service_id, booked_at, placed, revenue_milli, cost_milli)
    VALUES (NEW.id, NEW.service_id, NEW.updated_at, 0, 0, cost_delta);
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER orders_figures_insert AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_book_figures();
CREATE TRIGGER orders_figures_update AFTER UPDATE OF cost_milli, refunded_milli, provider_cost_milli ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_book_figures();

-- Orders placed before this migration: their price and refunds as the ledger booked them, and, for
-- those sent to a provider, the cost their service's won rate per unit gives for what was delivered
-- (every provider was read as won until now), booked when they were sent.
UPDATE orders o
   SET provider_currency = 'KRW', krw_per_unit = 1, unit_cost_milli = s.provider_rate_milli,
       provider_cost_milli = s.provider_rate_milli * (CASE
         WHEN o.status = 5 THEN 0
         WHEN o.status = 3 THEN greatest(o.amount - least(coalesce(o.remains, 0), o.amount), 0)
         ELSE o.amount END)
  FROM services s
 WHERE s.id = o.service_id AND o.submit_state IN ('submitting', 'submitted', 'unknown')
   AND s.provider_rate_milli IS NOT NULL;
-- The UPDATE above ran the trigger once per order at its updated_at; replace those rows by the
-- history as it happened.
TRUNCATE order_figure_entries;
INSERT INTO order_figure_entries (order_id, service_id, booked_at, placed, revenue_milli, cost_milli)
SELECT id, service_id, created_at, 1, cost_milli, 0 FROM orders;
INSERT INTO order_figure_entries (order_id, service_id, booked_at, placed, revenue_milli, cost_milli)
SELECT id, service_id, coalesce(refunded_at, updated_at), 0, -refunded_milli, 0 FROM orders WHERE refunded_milli > 0;
INSERT INTO order_figure_entries (order_id, service_id, booked_at, placed, revenue_milli, cost_milli)
SELECT id, service_id, coalesce(submitted_at, created_at), 0, 0, provider_cost_milli
  FROM orders WHERE provider_cost_milli > 0;
