-- Ids are unique without regard to case: 'Sam' cannot sign up beside 'sam', and either spelling logs
-- in (docs/decisions/accounts.md). A store whose members already hold two ids differing only in case
-- must rename one before this migration can apply; the error names the index.
CREATE UNIQUE INDEX members_login_id_lower_key ON members (lower(login_id)) WHERE login_id IS NOT NULL;

-- A deleted member's id is kept from reuse for the retention period of the terms (5 years for
-- contracts and payments, which the id names): nobody can sign up as them and inherit their
-- history in someone's eyes. Deletion records the id here; sign-up looks here.
CREATE TABLE retired_login_ids (
  login_id_lower text PRIMARY KEY,
  retired_at timestamptz NOT NULL
);
