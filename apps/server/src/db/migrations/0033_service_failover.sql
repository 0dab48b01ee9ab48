-- Failover to backup providers (issue 33; docs/decisions/failover.md).

-- Whether the operator lets an order go to a backup whose cost is above what the member paid.
ALTER TABLE services ADD COLUMN allow_loss boolean NOT NULL DEFAULT false;

-- A service's backup provider services, tried in `position` order when its own provider refuses an
-- order outright. The rate (per 1000, in the provider's currency) and the type are as the provider
-- listed them when the operator saved the list; the type was checked against the service's then.
CREATE TABLE service_backups (
  service_id integer NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 1),
  provider_id integer NOT NULL REFERENCES providers (id),
  provider_service_id text NOT NULL CHECK (provider_service_id <> ''),
  provider_rate_per_1000 numeric CHECK (provider_rate_per_1000 >= 0),
  provider_type text NOT NULL,
  PRIMARY KEY (service_id, position),
  UNIQUE (service_id, provider_id, provider_service_id)
);

-- Every provider an order was offered to, in order: accepted, refused (an error answer, disabled,
-- balance short, the upstream service gone), skipped (a backup above the member's price), retry
-- (a retryable failure: not failed over) or unknown (the answer was lost: not failed over).
CREATE TABLE order_provider_attempts (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  provider_id integer NOT NULL REFERENCES providers (id),
  provider_service_id text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('accepted', 'refused', 'skipped', 'retry', 'unknown')),
  reason text,
  created_at timestamptz NOT NULL
);
CREATE INDEX order_provider_attempts_order_idx ON order_provider_attempts (order_id, id);
