-- Retention (docs/decisions/retention-and-backups.md). The ledger and the audit log stay
-- append-only for everything the application does; the one exception is the retention sweep, which
-- marks its own transaction (SET LOCAL smm.retention_purge = 'on') and may then delete:
--   * ledger rows of a DELETED member only (a live member's balance stays equal to its ledger);
--   * audit log rows (the sweep deletes only those past the retention period of the terms).
CREATE OR REPLACE FUNCTION point_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('smm.retention_purge', true) = 'on'
     AND EXISTS (SELECT 1 FROM members WHERE id = OLD.member_id AND deleted_at IS NOT NULL) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'point_ledger is append-only';
END;
$$;

CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('smm.retention_purge', true) = 'on' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;

-- What the sweep looks for, without reading whole tables.
CREATE INDEX members_deleted_idx ON members (deleted_at) WHERE deleted_at IS NOT NULL;
CREATE INDEX point_requests_response_idx ON point_requests (response_at) WHERE response_at IS NOT NULL;
CREATE INDEX bank_deposits_received_idx ON bank_deposits (received_at);
CREATE INDEX audit_log_created_idx ON audit_log (created_at);
CREATE INDEX operator_notifications_created_idx ON operator_notifications (created_at);
CREATE INDEX retired_login_ids_retired_idx ON retired_login_ids (retired_at);
