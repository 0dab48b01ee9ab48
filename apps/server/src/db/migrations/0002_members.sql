-- Members. point_milli is the balance cache of the ledger (0003), kept in the same transaction as
-- every ledger entry; CHECK makes an overdraft impossible even for a buggy caller.
CREATE TABLE members (
  id bigserial PRIMARY KEY,
  -- NULL once the account is deleted, which frees the id for a new member.
  login_id text UNIQUE,
  password_hash text,
  email text,
  phone_number text UNIQUE,
  register_where text,
  referral_code text UNIQUE,
  referred_by bigint REFERENCES members (id),
  api_key_hash text UNIQUE,
  api_key_cipher text,
  point_milli bigint NOT NULL DEFAULT 0 CHECK (point_milli >= 0),
  is_admin boolean NOT NULL DEFAULT false,
  token_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
