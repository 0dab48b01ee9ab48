-- Orders and auto-orders (spec sections 3 to 5, design.md "Orders and fulfilment").
-- Fulfilment adds its provider columns in a later migration; nothing here assumes a provider.

-- An auto-order is paid in full when accepted (unit price x amount x runs) and places one child
-- order per run. `completed` counts runs whose orders reached a final state (2, 3 or 5);
-- `runs_placed` counts child orders created so far; `next_run_at` is when the next one is due.
CREATE TABLE auto_orders (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  service_id integer NOT NULL REFERENCES services (id),
  link text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  runs integer NOT NULL CHECK (runs > 1),
  interval_minutes integer NOT NULL CHECK (interval_minutes >= 60),
  -- Snapshot at order time: later runs are placed at the price that was paid.
  unit_price_milli bigint NOT NULL CHECK (unit_price_milli >= 0),
  cost_milli bigint NOT NULL CHECK (cost_milli >= 0),
  -- 0 active, 1 completed, 2 canceled, 3 partial (spec section 4).
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 3),
  completed integer NOT NULL DEFAULT 0 CHECK (completed >= 0 AND completed <= runs),
  runs_placed integer NOT NULL DEFAULT 0 CHECK (runs_placed >= 0 AND runs_placed <= runs),
  next_run_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auto_orders_member_idx ON auto_orders (member_id, id DESC);
-- The run sweep looks only at active auto-orders that are due.
CREATE INDEX auto_orders_due_idx ON auto_orders (next_run_at) WHERE status = 0;

CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  service_id integer NOT NULL REFERENCES services (id),
  -- Set on the runs of an auto-order; their money was debited once against the auto-order.
  auto_order_id bigint REFERENCES auto_orders (id),
  link text NOT NULL,
  amount integer NOT NULL CHECK (amount > 0),
  -- Snapshot at order time, so a refund of the unworked part uses the price that was paid.
  unit_price_milli bigint NOT NULL CHECK (unit_price_milli >= 0),
  cost_milli bigint NOT NULL CHECK (cost_milli >= 0),
  -- 0 pending, 1 in progress, 2 completed, 3 partial, 4 processing, 5 canceled (spec section 4).
  status smallint NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 5),
  start_count integer,
  remains integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Order history: a member's rows newest first, paged by id (keyset).
CREATE INDEX orders_member_idx ON orders (member_id, id DESC);
CREATE INDEX orders_auto_order_idx ON orders (auto_order_id) WHERE auto_order_id IS NOT NULL;
