-- Refill and cancel through the provider (issue 15; docs/decisions/refill-cancel.md).

-- The refill window: a Completed order of a service with provider_refill may ask for a refill for
-- this many days after it was placed. provider_refill / provider_cancel (0011) say whether the
-- service offers either at all; the import fills them and the operator edits them.
ALTER TABLE services
  ADD COLUMN refill_days integer NOT NULL DEFAULT 30 CHECK (refill_days BETWEEN 1 AND 3650);

-- One row per refill or cancel request of an order, by the member (storefront or API v2).
-- state: sending (committed before the provider is asked) -> accepted (the provider took it),
-- refused (the provider or a rule said no; error says why, in Korean) or failed (the call's outcome
-- is unknown, e.g. a timeout; the member may ask again). open: the request still blocks a second
-- one: while sending; an accepted refill until its refill_status is final; an accepted cancel until
-- the order is final. refill_status is the provider's word, synced by the refill status sweep,
-- which also uses next_check_at as its lease.
CREATE TABLE order_requests (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('refill', 'cancel')),
  source text NOT NULL CHECK (source IN ('web', 'api')),
  state text NOT NULL DEFAULT 'sending' CHECK (state IN ('sending', 'accepted', 'refused', 'failed')),
  open boolean NOT NULL DEFAULT true,
  provider_refill_id text,
  refill_status text,
  error text,
  next_check_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT order_requests_open_states CHECK (NOT open OR state IN ('sending', 'accepted')),
  CONSTRAINT order_requests_refill_id CHECK (kind = 'refill' OR provider_refill_id IS NULL)
);
CREATE INDEX order_requests_order_idx ON order_requests (order_id, id DESC);
-- At most one open request per order: the second one is refused (409) before this is reached.
CREATE UNIQUE INDEX order_requests_one_open_idx ON order_requests (order_id) WHERE open;
-- The refill status sweep's claim.
CREATE INDEX order_requests_refill_due_idx ON order_requests (next_check_at NULLS FIRST, id)
  WHERE open AND kind = 'refill' AND state = 'accepted';

-- The simulator's refills: one per order, restarted by a new request.
ALTER TABLE simulator_orders ADD COLUMN refilled_at timestamptz;
