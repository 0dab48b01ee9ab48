-- The operator's catalogue (docs/decisions/operator-console.md "Catalogue").

-- Every change of a service row bumps its revision, whoever makes it (the console, an import, a
-- price sync, a hand-written UPDATE). The order path may price an order from a short-lived cached
-- read of the service; the INSERT that charges it requires the revision it read, so an order placed
-- after a change is never charged the old price nor accepted for a service hidden since.
ALTER TABLE services ADD COLUMN revision bigint NOT NULL DEFAULT 0;

CREATE FUNCTION services_next_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END;
$$;
CREATE TRIGGER services_revision BEFORE UPDATE ON services
  FOR EACH ROW EXECUTE FUNCTION services_next_revision();

-- "Has this service been ordered?" decides between delete and hide, and the operator's order list
-- filters by service: both walk this index instead of every order.
CREATE INDEX orders_service_idx ON orders (service_id);
CREATE INDEX auto_orders_service_idx ON auto_orders (service_id);
