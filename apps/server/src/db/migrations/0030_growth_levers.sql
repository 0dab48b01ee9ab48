-- Growth levers (issue 35, docs/decisions/growth-levers.md): deposit bonus, coupons, member grades
-- and prices, referral commission. Every point they move is a point_ledger row with its own reason.
ALTER TABLE point_ledger DROP CONSTRAINT point_ledger_reason_check;
ALTER TABLE point_ledger ADD CONSTRAINT point_ledger_reason_check
  CHECK (reason IN ('topup', 'order', 'refund', 'adjustment', 'bonus', 'coupon', 'commission', 'payout'));
-- The report sums the ledger by reason and day.
CREATE INDEX point_ledger_reason_day_idx ON point_ledger (reason, created_at);

-- One row: the operator's switches of every lever (modules/marketing writes it).
CREATE TABLE marketing_settings (
  id smallint PRIMARY KEY CHECK (id = 1),
  deposit_bonus_enabled boolean NOT NULL DEFAULT false,
  grade_period_days integer NOT NULL DEFAULT 90 CHECK (grade_period_days BETWEEN 1 AND 365),
  referral_enabled boolean NOT NULL DEFAULT false,
  referral_percent integer NOT NULL DEFAULT 0 CHECK (referral_percent BETWEEN 0 AND 100),
  referral_basis text NOT NULL DEFAULT 'topup' CHECK (referral_basis IN ('topup', 'order')),
  referral_months integer NOT NULL DEFAULT 12 CHECK (referral_months BETWEEN 1 AND 120),
  payout_enabled boolean NOT NULL DEFAULT false,
  payout_minimum bigint NOT NULL DEFAULT 10000 CHECK (payout_minimum >= 0)
);
INSERT INTO marketing_settings (id) VALUES (1);

-- Deposit bonus tiers: a top-up of at least min_amount won earns percent % more points.
CREATE TABLE deposit_bonus_tiers (
  min_amount bigint PRIMARY KEY CHECK (min_amount > 0),
  percent integer NOT NULL CHECK (percent BETWEEN 1 AND 100)
);

-- The bonus a request earns is fixed when it is made (the charge form promised it) and credited
-- on approval under the key point_request:<id>:bonus; coupon_bonus_milli is what a percent coupon
-- credited with it (0 until then).
ALTER TABLE point_requests
  ADD COLUMN bonus_milli bigint NOT NULL DEFAULT 0 CHECK (bonus_milli >= 0),
  ADD COLUMN coupon_bonus_milli bigint NOT NULL DEFAULT 0 CHECK (coupon_bonus_milli >= 0);

-- Coupons. used_count is raised by one conditional UPDATE per redemption (used_count < total_uses),
-- which is what keeps a 10-use code at 10 under any number of members redeeming it at once.
CREATE TABLE coupons (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9-]{4,30}$'),
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('fixed', 'topup_percent')),
  points_milli bigint CHECK (points_milli > 0),
  percent integer CHECK (percent BETWEEN 1 AND 100),
  max_points_milli bigint CHECK (max_points_milli > 0),
  total_uses integer NOT NULL CHECK (total_uses > 0),
  used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0 AND used_count <= total_uses),
  per_member_uses integer NOT NULL CHECK (per_member_uses > 0),
  valid_from timestamptz NOT NULL,
  valid_to timestamptz NOT NULL,
  first_topup_only boolean NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  CHECK (valid_to > valid_from),
  CHECK ((kind = 'fixed') = (points_milli IS NOT NULL)),
  CHECK ((kind = 'topup_percent') = (percent IS NOT NULL AND max_points_milli IS NOT NULL))
);

-- A member's n-th use of a coupon is (coupon_id, member_id, seq = n): the unique key makes two
-- redemptions by one member at once one. A percent coupon waits as 'pending' (at most one per
-- member) until the member's next approved top-up credits it.
CREATE TABLE coupon_redemptions (
  id bigserial PRIMARY KEY,
  coupon_id bigint NOT NULL REFERENCES coupons (id),
  member_id bigint NOT NULL REFERENCES members (id),
  seq integer NOT NULL CHECK (seq > 0),
  state text NOT NULL CHECK (state IN ('pending', 'credited')),
  points_milli bigint NOT NULL DEFAULT 0 CHECK (points_milli >= 0),
  -- SET NULL: the retention sweep removes old top-up requests; the redemption stays.
  point_request_id bigint UNIQUE REFERENCES point_requests (id) ON DELETE SET NULL,
  redeemed_at timestamptz NOT NULL,
  credited_at timestamptz,
  UNIQUE (coupon_id, member_id, seq),
  CHECK ((state = 'credited') = (credited_at IS NOT NULL))
);
CREATE UNIQUE INDEX coupon_redemptions_one_pending_idx ON coupon_redemptions (member_id) WHERE state = 'pending';
CREATE INDEX coupon_redemptions_coupon_idx ON coupon_redemptions (coupon_id, id DESC);
CREATE INDEX coupon_redemptions_member_idx ON coupon_redemptions (member_id, id DESC);

-- Member grades: the highest min_spend_milli a member's spend over the period reaches.
CREATE TABLE member_grades (
  id bigserial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  min_spend_milli bigint NOT NULL UNIQUE CHECK (min_spend_milli >= 0),
  discount_percent integer NOT NULL CHECK (discount_percent BETWEEN 0 AND 90)
);

-- grade_id: the grade the sweep and each order computed; pinned_grade_id: the operator's, which
-- wins. discount_percent (the member's own) and member_service_prices win over either.
ALTER TABLE members
  ADD COLUMN grade_id bigint REFERENCES member_grades (id) ON DELETE SET NULL,
  ADD COLUMN pinned_grade_id bigint REFERENCES member_grades (id) ON DELETE SET NULL,
  ADD COLUMN period_spend_milli bigint NOT NULL DEFAULT 0,
  ADD COLUMN discount_percent integer CHECK (discount_percent BETWEEN 0 AND 90),
  ADD COLUMN allow_below_cost boolean NOT NULL DEFAULT false;

CREATE TABLE member_service_prices (
  member_id bigint NOT NULL REFERENCES members (id),
  service_id integer NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  unit_price_milli bigint NOT NULL CHECK (unit_price_milli >= 0),
  PRIMARY KEY (member_id, service_id)
);

-- What each order was given off the list price (the report's discount cost). Written beside the
-- order by the order path; money moves only through the order's own debit.
CREATE TABLE order_discounts (
  order_id bigint PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id),
  list_unit_price_milli bigint NOT NULL,
  discount_milli bigint NOT NULL CHECK (discount_milli > 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX order_discounts_day_idx ON order_discounts (created_at);

-- Referral payouts: a referrer's request to withdraw commission to a bank account. At most one
-- pending per member; approval debits the points once (ledger key referral_payout:<id>:debit).
CREATE TABLE referral_payouts (
  id bigserial PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES members (id),
  amount_milli bigint NOT NULL CHECK (amount_milli > 0),
  bank text NOT NULL,
  account_number text NOT NULL,
  holder text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected')),
  reason text,
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by bigint REFERENCES members (id),
  CHECK ((state = 'pending') = (decided_at IS NULL))
);
CREATE UNIQUE INDEX referral_payouts_one_pending_idx ON referral_payouts (member_id) WHERE state = 'pending';
CREATE INDEX referral_payouts_state_idx ON referral_payouts (state, id DESC);
CREATE INDEX members_referred_by_idx ON members (referred_by) WHERE referred_by IS NOT NULL;
