-- The owners of api keys are kept in each server's memory (modules/auth/api-key-directory.ts): a
-- change of what a key lookup answers announces itself on the read cache's channel with the payload
-- `members` (docs/decisions/read-cache.md, "API keys"). Only for a row that had a key, and only when
-- the key, the block, the deletion, the login id or the operator flag changes: the balance update of
-- every order and top-up notifies nobody. Row-level, so the WHEN clause can tell; PostgreSQL still
-- delivers one notification per transaction (equal payloads are folded), at commit.
CREATE FUNCTION api_key_owner_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('read_cache_changes', 'members');
  RETURN NULL;
END;
$$;

CREATE TRIGGER members_api_key_owner_update AFTER UPDATE ON members
  FOR EACH ROW
  WHEN (OLD.api_key_hash IS NOT NULL AND (
    OLD.api_key_hash IS DISTINCT FROM NEW.api_key_hash
    OR OLD.blocked_at IS DISTINCT FROM NEW.blocked_at
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
    OR OLD.login_id IS DISTINCT FROM NEW.login_id
    OR OLD.is_admin IS DISTINCT FROM NEW.is_admin))
  EXECUTE FUNCTION api_key_owner_notify();
CREATE TRIGGER members_api_key_owner_delete AFTER DELETE ON members
  FOR EACH ROW WHEN (OLD.api_key_hash IS NOT NULL)
  EXECUTE FUNCTION api_key_owner_notify();
CREATE TRIGGER members_api_key_owner_truncate AFTER TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION api_key_owner_notify();
