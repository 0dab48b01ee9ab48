-- Every committed change of what the public read cache serves (catalogue, settings, notices, FAQ,
-- registration sources) announces itself on the channel `read_cache_changes` with the table's name.
-- PostgreSQL delivers a notification only at commit, once per distinct payload in a transaction, to
-- every listening session of every server process, the writing session included
-- (docs/decisions/read-cache.md).
CREATE FUNCTION read_cache_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('read_cache_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER site_settings_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify();
CREATE TRIGGER platforms_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON platforms
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify();
CREATE TRIGGER categories_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify();
CREATE TRIGGER services_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify();
CREATE TRIGGER notices_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notices
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify();
CREATE TRIGGER qnas_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON qnas
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify();
CREATE TRIGGER register_sources_read_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON register_sources
  FOR EACH STATEMENT EXECUTE FUNCTION read_cache_notify();
