-- The order history page's status chips page through one status of a member's orders
-- (issue 37, item 12): `WHERE member_id = $1 AND status = $2 [AND id < $3] ORDER BY id DESC`.
-- orders_member_idx alone would walk every order of the member to find the few of a rare status.
CREATE INDEX orders_member_status_idx ON orders (member_id, status, id DESC);
