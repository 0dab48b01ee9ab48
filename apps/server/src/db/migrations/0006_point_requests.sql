-- Top-up requests paid by bank transfer (spec 3 "Point top-up request", 4 "Request status").
-- status: 0 pending, 1 accepted, 2 rejected. A request is credited once: the only way to status 1 is
-- `UPDATE ... WHERE status = 0`, and the ledger key point_request:<id>:credit is the backstop.
CREATE TABLE point_requests (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  depositor_name text NOT NULL,
  -- Top-ups are whole won, but points are money and live in milli like every other point column.
  point_milli bigint NOT NULL CHECK (point_milli > 0),
  -- Won to transfer: the points, or ceil(1.1 x points) for a tax invoice; what a deposit must match.
  pay_amount bigint NOT NULL CHECK (pay_amount > 0),
  fee_type smallint NOT NULL CHECK (fee_type IN (0, 1, 2)),
  fee_value jsonb,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  created_at timestamptz NOT NULL,
  -- Fixed at creation, so the 3 hours promised on the deposit card hold even if the rule changes.
  expires_at timestamptz NOT NULL,
  response_at timestamptz,
  -- Who decided and how: an operator (decided_by), the bank-deposit webhook, or the expiry sweep.
  decided_via text CHECK (decided_via IN ('operator', 'webhook', 'expiry')),
  decided_by bigint REFERENCES members (id),
  reason text,
  CHECK ((status = 0) = (response_at IS NULL)),
  CHECK ((status = 0) = (decided_via IS NULL))
);
CREATE INDEX point_requests_member_idx ON point_requests (member_id, id DESC);
CREATE INDEX point_requests_status_idx ON point_requests (status, id DESC);
-- The expiry sweep and the deposit matcher only look at pending rows.
CREATE INDEX point_requests_pending_expiry_idx ON point_requests (expires_at) WHERE status = 0;
CREATE INDEX point_requests_pending_match_idx ON point_requests (pay_amount, depositor_name) WHERE status = 0;

-- Deposits reported by the optional bank webhook. deposit_id is unique so a repeated delivery
-- changes nothing; outcome is what the first delivery decided and what every repeat answers.
CREATE TABLE bank_deposits (
  id bigserial PRIMARY KEY,
  deposit_id text NOT NULL UNIQUE,
  depositor_name text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  deposited_at timestamptz,
  received_at timestamptz NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('matched', 'ambiguous', 'unmatched')),
  point_request_id bigint UNIQUE REFERENCES point_requests (id)
);
-- The operator's to-do list: deposits no request was linked to.
CREATE INDEX bank_deposits_unlinked_idx ON bank_deposits (id DESC) WHERE point_request_id IS NULL;
