-- The operator console (docs/decisions/operator-console.md): an append-only audit log of every
-- operator action, and blocking a member without deleting anything of theirs.

-- One row per operator action: who, what, on which record, the values before and after. Like the
-- ledger it is never changed or removed, so it can settle any later dispute about who did what.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  operator_id bigint NOT NULL REFERENCES members (id),
  -- A dotted verb such as 'point_request.approve', 'member.adjust', 'order.cancel_refund'.
  action text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$'),
  target_type text NOT NULL,
  target_id text NOT NULL,
  before jsonb,
  after jsonb,
  memo text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, id DESC);
CREATE INDEX audit_log_operator_idx ON audit_log (operator_id, id DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

-- A blocked member keeps every row; their tokens, logins and API keys are refused while set.
ALTER TABLE members ADD COLUMN blocked_at timestamptz;

-- The dashboard counts the day's new members and sums the day's ledger by reason.
CREATE INDEX members_created_idx ON members (created_at);
CREATE INDEX point_ledger_created_idx ON point_ledger (created_at);
CREATE INDEX orders_created_idx ON orders (created_at);
