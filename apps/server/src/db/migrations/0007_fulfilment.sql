-- Fulfilment (design.md "Orders and fulfilment", docs/decisions/fulfilment.md): providers, which
-- provider fulfils each service, and the submission and refund state of every order.

-- A provider is the built-in simulator or an SMM panel speaking API v2. api_key is a secret: it is
-- sent to the panel and never appears in any member-facing answer.
CREATE TABLE providers (
  id serial PRIMARY KEY,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('simulator', 'api_v2')),
  api_url text,
  api_key text,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (kind <> 'api_v2' OR (api_url IS NOT NULL AND api_key IS NOT NULL))
);

-- A service without a provider is sold but not sent anywhere: its orders wait for the operator.
-- provider_rate_milli is what the provider charges us per unit, in milli-points (profit figures).
ALTER TABLE services
  ADD COLUMN provider_id integer REFERENCES providers (id),
  ADD COLUMN provider_service_id text,
  ADD COLUMN provider_rate_milli bigint CHECK (provider_rate_milli >= 0),
  ADD CONSTRAINT services_provider_mapping CHECK ((provider_id IS NULL) = (provider_service_id IS NULL));

-- submit_state: new -> submitting (claimed, committed before the call) -> submitted (provider order
-- id known), or failed (definitely refused, order canceled and refunded), or unknown (the add may
-- have reached the provider and its answer was lost: never resent automatically, needs_operator).
-- next_attempt_at is when a sweep next looks at the order: the next submit attempt while new, the
-- lease while submitting, the next status sync while submitted; NULL means now.
ALTER TABLE orders
  ADD COLUMN provider_id integer REFERENCES providers (id),
  ADD COLUMN provider_order_id text,
  ADD COLUMN provider_status text,
  ADD COLUMN submit_state text NOT NULL DEFAULT 'new'
    CHECK (submit_state IN ('new', 'submitting', 'submitted', 'unknown', 'failed')),
  ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN submitted_at timestamptz,
  ADD COLUMN last_error text,
  -- Refunded so far; refunded_at is set by the one state change that refunds (Partial or Canceled).
  ADD COLUMN refunded_milli bigint NOT NULL DEFAULT 0 CHECK (refunded_milli >= 0),
  ADD COLUMN refunded_at timestamptz,
  ADD COLUMN needs_operator boolean NOT NULL DEFAULT false,
  ADD CONSTRAINT orders_refund_within_cost CHECK (refunded_milli <= cost_milli),
  ADD CONSTRAINT orders_submitted_has_id CHECK (submit_state <> 'submitted' OR provider_order_id IS NOT NULL);

-- One partial index per sweep, in the order the sweep claims.
CREATE INDEX orders_submit_due_idx ON orders (next_attempt_at NULLS FIRST, id) WHERE submit_state = 'new' AND status = 0;
CREATE INDEX orders_submitting_idx ON orders (next_attempt_at) WHERE submit_state = 'submitting';
CREATE INDEX orders_sync_due_idx ON orders (next_attempt_at NULLS FIRST, id)
  WHERE submit_state = 'submitted' AND status IN (0, 1, 4);
CREATE INDEX orders_needs_operator_idx ON orders (id DESC) WHERE needs_operator;

-- Runs not placed are refunded once when an auto-order is canceled (status 2).
ALTER TABLE auto_orders
  ADD COLUMN refunded_milli bigint NOT NULL DEFAULT 0 CHECK (refunded_milli >= 0),
  ADD COLUMN refunded_at timestamptz,
  ADD COLUMN last_error text,
  ADD CONSTRAINT auto_orders_refund_within_cost CHECK (refunded_milli <= cost_milli);
CREATE INDEX auto_orders_refund_due_idx ON auto_orders (id) WHERE status = 2 AND refunded_at IS NULL;

-- The in-process simulator's own "panel" orders (src/simulator), shared by every server process.
CREATE TABLE simulator_orders (
  id bigserial PRIMARY KEY,
  service text NOT NULL,
  link text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  rate numeric NOT NULL,
  placed_at timestamptz NOT NULL,
  canceled_at timestamptz
);
