-- Every movement of points is one append-only row here (design.md "Data and money").
-- Invariant: members.point_milli = sum(delta_milli) of that member's rows.
CREATE TABLE point_ledger (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  delta_milli bigint NOT NULL CHECK (delta_milli <> 0),
  balance_after_milli bigint NOT NULL CHECK (balance_after_milli >= 0),
  reason text NOT NULL CHECK (reason IN ('topup', 'order', 'refund', 'adjustment')),
  ref_type text NOT NULL,
  ref_id bigint,
  -- Makes credits and refunds exactly-once: the same key can never be booked twice.
  idempotency_key text NOT NULL UNIQUE,
  memo text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX point_ledger_member_idx ON point_ledger (member_id, id DESC);

-- Ledger rows are never changed or removed.
CREATE FUNCTION point_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'point_ledger is append-only';
END;
$$;
CREATE TRIGGER point_ledger_no_update BEFORE UPDATE OR DELETE ON point_ledger
  FOR EACH ROW EXECUTE FUNCTION point_ledger_append_only();
