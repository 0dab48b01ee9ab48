-- Account recovery: e-mailed password-reset links, and finding members by e-mail.

-- At most one live reset link per member: issuing a new one replaces the row, so an older link
-- dies at once; using a link deletes the row (single use). Only the SHA-256 of the random token
-- is kept, so a copy of the table cannot be used to reset anyone's password.
CREATE TABLE password_reset_tokens (
  member_id bigint PRIMARY KEY REFERENCES members (id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);

-- '아이디 찾기' by e-mail compares addresses case-insensitively.
CREATE INDEX members_email_lower_idx ON members (lower(email)) WHERE deleted_at IS NULL;
