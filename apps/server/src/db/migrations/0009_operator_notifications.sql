-- Operator notifications (docs/decisions/operator-console.md "Notifications"): an outbox written in
-- the transaction of the event (a new top-up request, an order needing the operator) and delivered
-- by a sweep, so a slow or broken webhook never blocks or fails the member's request.

-- One row per event and configured channel, so a channel that fails is retried alone.
CREATE TABLE operator_notifications (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('webhook', 'telegram')),
  -- A dotted event name such as 'point_request.created' or 'order.needs_operator'.
  type text NOT NULL,
  text text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  -- Counted when claimed; next_attempt_at is the next try (or the lease while a send is in flight).
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL,
  last_error text,
  delivered_at timestamptz,
  -- Given up after the last attempt; the row stays as the record of what was not delivered.
  failed_at timestamptz
);
CREATE INDEX operator_notifications_due_idx ON operator_notifications (next_attempt_at, id)
  WHERE delivered_at IS NULL AND failed_at IS NULL;
