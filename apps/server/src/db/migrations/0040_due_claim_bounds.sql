-- The submit and status-sync claims read only the orders that are due (issue 38; docs/benchmarks.md,
-- "A year of business"). Both asked for `next_attempt_at IS NULL OR next_attempt_at <= now`, which
-- no index range can hold, so each claim that found fewer than its batch due walked every entry of
-- its partial index, due or not: at 2,000,000 orders, with 12,846 open orders checked 15 s ago, one
-- status claim read 17,339 buffers in 19 to 58 ms, and each of the sweep's eight workers ends on such
-- a claim every 5 s. A NULL (never tried, or asked to be checked soon) sorts first, as before, as
-- -infinity; the claim's condition is then the index's range and stops at the first order not due.
CREATE INDEX orders_sync_due_at_idx ON orders ((coalesce(next_attempt_at, '-infinity')), id)
  WHERE submit_state = 'submitted' AND status IN (0, 1, 4);
DROP INDEX orders_sync_due_idx;

CREATE INDEX orders_submit_due_at_idx ON orders ((coalesce(next_attempt_at, '-infinity')), id)
  WHERE submit_state = 'new' AND status = 0;
DROP INDEX orders_submit_due_idx;
