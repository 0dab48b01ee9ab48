-- Which members have prices of their own (modules/marketing/personal-pricing-members.ts) is kept in
-- each server's memory, so the reseller API v2's `services` can still answer the shared cached list
-- before Fastify for everyone else (docs/decisions/growth-levers.md). Any change that can give a
-- member prices of their own announces itself on the read cache's channel with the payload
-- `member_pricing <txid>`: a member's grade, pinned grade or own discount, a grade's discount, a
-- fixed price. A member's balance update (every order and top-up) notifies nobody.
CREATE FUNCTION member_pricing_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('read_cache_changes', 'member_pricing ' || txid_current());
  RETURN NULL;
END;
$$;

CREATE TRIGGER members_member_pricing_insert AFTER INSERT ON members
  FOR EACH ROW
  WHEN (NEW.grade_id IS NOT NULL OR NEW.pinned_grade_id IS NOT NULL OR NEW.discount_percent IS NOT NULL)
  EXECUTE FUNCTION member_pricing_notify();
CREATE TRIGGER members_member_pricing_update AFTER UPDATE ON members
  FOR EACH ROW
  WHEN (OLD.grade_id IS DISTINCT FROM NEW.grade_id
    OR OLD.pinned_grade_id IS DISTINCT FROM NEW.pinned_grade_id
    OR OLD.discount_percent IS DISTINCT FROM NEW.discount_percent)
  EXECUTE FUNCTION member_pricing_notify();
CREATE TRIGGER member_grades_member_pricing AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON member_grades
  FOR EACH STATEMENT EXECUTE FUNCTION member_pricing_notify();
CREATE TRIGGER member_service_prices_member_pricing AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON member_service_prices
  FOR EACH STATEMENT EXECUTE FUNCTION member_pricing_notify();
