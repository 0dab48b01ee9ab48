import type { Queryable } from '../../db/database.ts';

/** A bucket's fixed window after one more hit. */
export interface WindowCount {
  hits: number;
  windowStart: Date;
}

/**
 * Counts `hits` hits (one, or a lease of several: leased-rate-limiter.ts) in a fixed window that
 * starts at `now` when the stored one is over: migration 0034's `count_hit`, one upsert (no
 * read-then-write gap under concurrency), which the one-statement order counts with too. Returns the
 * window's hits after these.
 */
export async function countHit(
  db: Queryable,
  bucket: string,
  now: Date,
  windowSeconds: number,
  hits = 1,
): Promise<WindowCount> {
  const { rows } = await db.query<{ hits: number; window_start: Date }>(
    'SELECT hits, window_start FROM count_hit($1, $2, $3, $4)',
    [bucket, now, windowSeconds, hits],
  );
  const row = rows[0];
  return row ? { hits: row.hits, windowStart: new Date(row.window_start) } : { hits, windowStart: now };
}

export async function giveHitBack(db: Queryable, bucket: string): Promise<void> {
  await db.query('UPDATE rate_limit_buckets SET hits = GREATEST(hits - 1, 0) WHERE bucket = $1', [bucket]);
}

export async function deleteBucket(db: Queryable, bucket: string): Promise<void> {
  await db.query('DELETE FROM rate_limit_buckets WHERE bucket = $1', [bucket]);
}

export async function deleteBucketsBefore(db: Queryable, before: Date): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM rate_limit_buckets WHERE window_start < $1', [before]);
  return rowCount;
}
