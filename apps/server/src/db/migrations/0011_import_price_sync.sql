-- Import and price sync (docs/decisions/operator-console.md "Import and price sync"): services
-- imported from a provider follow its rate by their markup; a sweep re-reads the rates.

-- provider_rate_per_1000: the provider's rate exactly as it wrote it (points per 1000 units; numeric,
-- so no digit is lost); provider_rate_milli (0007) stays the per-unit cost, rounded up.
-- markup_basis_points (hundredths of a percent) is set only on services whose price follows the
-- provider: the price sync touches no other service. min_unit_price_milli: the operator's fixed
-- minimum price per unit. provider_refill / provider_cancel: what the provider allows (issue 15).
-- provider_missing_at: when the sync last found the upstream service gone (it was hidden then).
ALTER TABLE services
  ADD COLUMN provider_rate_per_1000 numeric CHECK (provider_rate_per_1000 >= 0),
  ADD COLUMN provider_refill boolean NOT NULL DEFAULT false,
  ADD COLUMN provider_cancel boolean NOT NULL DEFAULT false,
  ADD COLUMN markup_basis_points integer CHECK (markup_basis_points BETWEEN 0 AND 100000),
  ADD COLUMN min_unit_price_milli bigint CHECK (min_unit_price_milli > 0),
  ADD COLUMN provider_missing_at timestamptz,
  ADD CONSTRAINT services_follows_provider CHECK (
    markup_basis_points IS NULL OR (provider_id IS NOT NULL AND provider_rate_per_1000 IS NOT NULL)
  );
CREATE INDEX services_following_provider_idx ON services (provider_id, id) WHERE markup_basis_points IS NOT NULL;

-- How a provider's changed rate reaches our prices ('auto': at once; 'review': the operator approves),
-- and the sweep's bookkeeping: prices_checked_at is both the last check and the lease that keeps
-- other processes from checking the same provider at once.
ALTER TABLE providers
  ADD COLUMN price_sync_mode text NOT NULL DEFAULT 'auto' CHECK (price_sync_mode IN ('auto', 'review')),
  ADD COLUMN prices_checked_at timestamptz,
  ADD COLUMN price_sync_error text;

-- Everything the price sync found, applied or waiting for the operator: a new rate, an upstream
-- service that disappeared (hidden at once) or came back (left hidden until approved).
CREATE TABLE price_changes (
  id bigserial PRIMARY KEY,
  service_id integer NOT NULL REFERENCES services (id),
  provider_id integer NOT NULL REFERENCES providers (id),
  kind text NOT NULL CHECK (kind IN ('rate', 'missing', 'returned')),
  status text NOT NULL CHECK (status IN ('pending', 'applied', 'approved', 'rejected', 'superseded')),
  old_rate numeric,
  new_rate numeric,
  old_price_milli bigint,
  new_price_milli bigint,
  detected_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by bigint REFERENCES members (id),
  CHECK (kind <> 'rate' OR (old_rate IS NOT NULL AND new_rate IS NOT NULL
                            AND old_price_milli IS NOT NULL AND new_price_milli IS NOT NULL))
);
-- At most one open question per service and kind: a newer rate supersedes an undecided one.
CREATE UNIQUE INDEX price_changes_one_pending_idx ON price_changes (service_id, kind) WHERE status = 'pending';
CREATE INDEX price_changes_status_idx ON price_changes (status, id DESC);
CREATE INDEX price_changes_provider_idx ON price_changes (provider_id, id DESC);

-- A background sweep's own change (the price sync) is audited with no operator.
ALTER TABLE audit_log ALTER COLUMN operator_id DROP NOT NULL;
