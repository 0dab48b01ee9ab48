-- Accounts: social identities, phone verification codes and shared rate-limit counters.

-- A Naver or Kakao identity linked to one member. Deleting the account deletes the link, which
-- frees the identity for a new registration; a link is only ever created by a social sign-up.
CREATE TABLE social_accounts (
  provider text NOT NULL CHECK (provider IN ('naver', 'kakao')),
  provider_user_id text NOT NULL,
  member_id bigint NOT NULL REFERENCES members (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, provider_user_id),
  UNIQUE (member_id, provider)
);

-- One pending verification per phone number. The code is kept only as an HMAC (a 5-digit code in
-- clear or plainly hashed would be readable from a database copy).
CREATE TABLE phone_codes (
  phone_number text PRIMARY KEY,
  code_hash text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0)
);

-- Fixed-window counters (login per id and per IP, code sends per IP). In the database rather than
-- in memory so that every server process behind one database shares the same limits.
CREATE TABLE rate_limit_buckets (
  bucket text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL CHECK (hits >= 0)
);
CREATE INDEX rate_limit_buckets_window_idx ON rate_limit_buckets (window_start);

-- A live member always has a login id; only a deleted (pseudonymised) member has none.
ALTER TABLE members
  ADD CONSTRAINT members_login_id_present CHECK (login_id IS NOT NULL OR deleted_at IS NOT NULL);
