-- Trigram indexes for the console's member search (docs/benchmarks.md, "A year of business"): `q`
-- matches a member's login id, e-mail or phone number with ILIKE '%...%', which no btree serves; at
-- 20,000 members the search read every member (82 ms) and took 12 ms with these. Members are written
-- rarely, so the indexes cost nothing on a hot path. The extension lives in public and the indexes
-- name its operator class there, so a database reached through another search_path (the benches'
-- schemas) finds it too. The embedded database loads the extension at open (db/pglite-settings.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

CREATE INDEX members_login_id_trgm_idx ON members USING gin (login_id public.gin_trgm_ops);
CREATE INDEX members_email_trgm_idx ON members USING gin (email public.gin_trgm_ops);
CREATE INDEX members_phone_number_trgm_idx ON members USING gin (phone_number public.gin_trgm_ops);
