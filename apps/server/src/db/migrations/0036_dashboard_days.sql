-- The dashboard's closed KST days, stored once per store (issue 38; modules/dashboard/day-figures.ts).
-- Derived data: each row sums the ledger, the orders, the members and the orders' journal
-- (order_figure_entries) of one KST day that is over. Those rows never change once the day is over
-- (the ledger and the journal are append-only and book every later change on its own day; orders and
-- members keep the time they were created), so a stored day stays equal to its sums. Written only by
-- the dashboard module, with INSERT ... ON CONFLICT DO NOTHING, so two instances storing the same day
-- at once both succeed and keep one row.

-- day: days since 1970-01-01 KST (kst-day.ts). Amounts in milli-points; revenue and cost are the sums
-- of the day's dashboard_day_services rows, kept here so the daily chart reads one row a day.
CREATE TABLE dashboard_days (
  day integer PRIMARY KEY,
  order_milli bigint NOT NULL,
  refund_milli bigint NOT NULL,
  topup_milli bigint NOT NULL,
  orders integer NOT NULL CHECK (orders >= 0),
  new_members integer NOT NULL CHECK (new_members >= 0),
  revenue_milli bigint NOT NULL,
  cost_milli bigint NOT NULL,
  stored_at timestamptz NOT NULL DEFAULT now()
);

-- One row per service with journal rows that day (no row: nothing booked). Stored in the same
-- transaction as its day's dashboard_days row.
CREATE TABLE dashboard_day_services (
  day integer NOT NULL,
  service_id integer NOT NULL,
  orders integer NOT NULL,
  revenue_milli bigint NOT NULL,
  cost_milli bigint NOT NULL,
  PRIMARY KEY (day, service_id)
);
