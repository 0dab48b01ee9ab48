-- Idempotent reseller orders (docs/decisions/idempotency.md): one row per member and
-- Idempotency-Key, written in the same transaction as the order and its debit, so a key is
-- recorded exactly when an order was charged. The primary key is what makes a concurrent second
-- request with the same key wait for the first and then find its answer.
CREATE TABLE idempotency_keys (
  member_id bigint NOT NULL REFERENCES members (id),
  idem_key text NOT NULL CHECK (length(idem_key) BETWEEN 1 AND 100),
  -- SHA-256 hex of the canonical order the request asked for (API version included).
  request_hash text NOT NULL,
  -- The first answer. Null only inside the order's own transaction, between claim and record.
  response_status int,
  response_body jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, idem_key)
);

-- The 24-hour sweep deletes by age.
CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
