-- Each change notification names its transaction too: '<table> <txid>' (docs/decisions/read-cache.md,
-- "One change, many copies"). Every pooled connection of a process listens, so one commit reaches the
-- process once per connection, at moments apart under load; a late copy emptied an entry loaded after
-- the first one, for nothing. With the transaction's id the process acts on the first copy only.
CREATE OR REPLACE FUNCTION read_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('read_cache_changes', TG_TABLE_NAME || ' ' || txid_current());
  RETURN NULL;
END;
$$;
