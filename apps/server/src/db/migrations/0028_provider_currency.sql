-- Real providers I (issue 31; docs/decisions/provider-currency.md): providers quote in their own
-- currency, and the operator keeps the won value of one unit of each currency in use.

-- krw_per_unit: won per one unit of the currency, exact to 6 fraction digits (e.g. USD 1385.5).
-- Written only by modules/exchange-rates; read by the import, the price sync and order costs.
-- updated_by: the operator of the last change (NULL only if that member is ever removed).
CREATE TABLE exchange_rates (
  currency char(3) PRIMARY KEY CHECK (currency ~ '^[A-Z]{3}$'),
  krw_per_unit numeric NOT NULL CHECK (krw_per_unit > 0 AND scale(krw_per_unit) <= 6),
  updated_at timestamptz NOT NULL,
  updated_by bigint REFERENCES members (id)
);

-- The currency the provider's rates and balance are in: taken from its balance answer at the
-- connection test and each balance read, editable by the operator. A provider already read keeps
-- the currency it reported (its rates were wrongly taken as won until now).
ALTER TABLE providers
  ADD COLUMN currency char(3) NOT NULL DEFAULT 'KRW' CHECK (currency ~ '^[A-Z]{3}$');
UPDATE providers SET currency = upper(trim(balance_currency))
  WHERE balance_currency IS NOT NULL AND upper(trim(balance_currency)) ~ '^[A-Z]{3}$';

-- The upstream service's type and drip-feed flag as the provider listed them at import (issue 32
-- uses the type for the order form); provider_refill / provider_cancel (0011) hold the other flags.
ALTER TABLE services
  ADD COLUMN provider_type text,
  ADD COLUMN provider_dripfeed boolean NOT NULL DEFAULT false;
