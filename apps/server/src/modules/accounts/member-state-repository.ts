import type { Queryable } from '../../db/database.ts';
import { returnedRow } from '../../db/returned-row.ts';

/** Whether a member may still order: live, blocked by an operator, or gone (deleted, or the token revoked). */
export type OrderingState = 'live' | 'blocked' | 'gone';

/**
 * The member's state as an order decides it: migration 0034's `member_ordering_state`, the one
 * statement of the rule, which the one-statement order (`place_order`) takes too. With `lock`, inside
 * the order's transaction: the row is locked as the debit's UPDATE would lock it (FOR NO KEY UPDATE),
 * so a block or a deletion still open in another transaction is waited for and then seen, and one
 * that starts later waits for the order (issue 37 item 2). `tokenVersion` is a signed-in member's
 * token version; a reseller's key has none (the gate confirmed the key; a key renewal does not stop
 * an order already admitted).
 */
export async function findOrderingState(
  q: Queryable,
  id: number,
  tokenVersion: number | undefined,
  lock: boolean,
): Promise<OrderingState> {
  const { rows } = await q.query<{ state: OrderingState }>(
    'SELECT member_ordering_state($1, $2, $3) AS state',
    [id, tokenVersion ?? null, lock],
  );
  return returnedRow(rows).state;
}
