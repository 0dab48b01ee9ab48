-- Operator console II, providers (docs/decisions/operator-console.md "Providers"): each provider's
-- balance as last read by the balance sweep or a connection test, and a low-balance threshold that
-- raises one operator notification per crossing.
ALTER TABLE providers
  -- In the provider's own currency (not our points), exactly as the panel reported it.
  ADD COLUMN balance numeric,
  ADD COLUMN balance_currency text,
  -- When `balance` was read; the last read's failure in Korean (NULL when it succeeded).
  ADD COLUMN balance_checked_at timestamptz,
  ADD COLUMN balance_error text,
  -- When the sweep next reads the balance (also its lease while a read is in flight); NULL means now.
  ADD COLUMN balance_next_check_at timestamptz,
  -- NULL: no alert.
  ADD COLUMN low_balance_threshold numeric CHECK (low_balance_threshold >= 0),
  -- Set by the read that found the balance below the threshold (and queued the notification),
  -- cleared by one that found it at or above: one notification per crossing, not per read.
  ADD COLUMN low_balance_notified boolean NOT NULL DEFAULT false;
