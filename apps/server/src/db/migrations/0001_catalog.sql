-- Public site settings (spec section 3). Secrets never live here: this whole table is served to browsers.
CREATE TABLE site_settings (
  key text PRIMARY KEY,
  value text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Platform ids 1 to 15 map to icons, so they are chosen, not generated.
CREATE TABLE platforms (
  id integer PRIMARY KEY,
  text text NOT NULL,
  visible boolean NOT NULL DEFAULT true,
  background text NOT NULL DEFAULT '#6b7280',
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE categories (
  id serial PRIMARY KEY,
  platform_id integer NOT NULL REFERENCES platforms (id),
  text text NOT NULL,
  visible boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX categories_platform_idx ON categories (platform_id, sort_order, id);

-- unit_price_milli: points per 1 quantity, in thousandths of a point (design.md "Data and money").
CREATE TABLE services (
  id serial PRIMARY KEY,
  category_id integer NOT NULL REFERENCES categories (id),
  text text NOT NULL,
  notice text NOT NULL DEFAULT '',
  min_amount integer NOT NULL CHECK (min_amount > 0),
  max_amount integer NOT NULL,
  unit_price_milli bigint NOT NULL CHECK (unit_price_milli >= 0),
  enable_auto boolean NOT NULL DEFAULT false,
  is_read_only boolean NOT NULL DEFAULT false,
  visible boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0,
  CHECK (max_amount >= min_amount)
);
CREATE INDEX services_category_idx ON services (category_id, sort_order, id);

CREATE TABLE notices (
  id serial PRIMARY KEY,
  content text NOT NULL,
  is_top boolean NOT NULL DEFAULT false,
  visible boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE qnas (
  id serial PRIMARY KEY,
  title text NOT NULL,
  answer text NOT NULL,
  visible boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);

CREATE TABLE register_sources (
  id serial PRIMARY KEY,
  text text NOT NULL UNIQUE,
  visible boolean NOT NULL DEFAULT true,
  sort_order integer NOT NULL DEFAULT 0
);
