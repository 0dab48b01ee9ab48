-- The console's member search reads one lower-cased text per member (issue 38; docs/benchmarks.md,
-- "A year of business"). `q` matched the login id and the e-mail with ILIKE '%...%'; the planner
-- reads all 50,000 members of a year's store for it (a bitmap over the trigram indexes of 0026 costs
-- more by its estimate, and took 22 to 103 ms when forced), and ILIKE lower-cases both sides of every
-- comparison: 54 to 115 ms for one search, 106 to 134 ms at p95. A plain LIKE over this column,
-- lower-cased once when the member is written, took 14 to 32 ms over the same rows. The column
-- follows its sources (a deletion's erasure empties it too); the newline keeps a term from matching
-- across the two.
ALTER TABLE members ADD COLUMN search_text text NOT NULL
  GENERATED ALWAYS AS (lower(coalesce(login_id, '') || E'\n' || coalesce(email, ''))) STORED;

CREATE INDEX members_search_text_trgm_idx ON members USING gin (search_text public.gin_trgm_ops);
DROP INDEX members_login_id_trgm_idx;
DROP INDEX members_email_trgm_idx;

ANALYZE members;
