-- Notices get a title (may stay empty: the notice board then shows the content alone), an order the
-- operator sets, and when they last changed. The storefront lists pinned notices first, then by
-- sort_order, then newest first (so notices that were never reordered keep their old order).
ALTER TABLE notices
  ADD COLUMN title text NOT NULL DEFAULT '',
  ADD COLUMN sort_order integer NOT NULL DEFAULT 0,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

UPDATE notices SET updated_at = created_at;

UPDATE notices n
   SET sort_order = ranked.position
  FROM (SELECT id, (row_number() OVER (ORDER BY is_top DESC, created_at DESC, id DESC) - 1)::int AS position
          FROM notices) ranked
 WHERE n.id = ranked.id;
