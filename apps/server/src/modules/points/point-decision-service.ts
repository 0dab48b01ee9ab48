import type { AdminPointRequest, AdminPointRequestsQuery } from '@smm/contract/point-api';
import { POINT_MESSAGES } from '@smm/contract/point-messages';
import type { Queryable } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { credit } from '../ledger/ledger-repository.ts';
import * as repo from './point-request-repository.ts';
import type { PointsDeps } from './point-request-service.ts';

/**
 * The one approve path (operator and webhook): the pending -> accepted change decides who wins,
 * and only the winner credits, under the ledger key that could never be booked twice anyway.
 * Returns null when the request was not pending.
 */
export async function approveInTx(
  tx: Queryable,
  id: number,
  decision: repo.Decision,
): Promise<repo.PointRequestRow | null> {
  const row = await repo.decidePending(tx, id, 1, decision);
  if (!row) return null;
  await credit(tx, {
    memberId: row.member_id,
    amountMilli: row.point_milli,
    reason: 'topup',
    refType: 'point_request',
    refId: row.id,
    key: `point_request:${row.id}:credit`,
  });
  return row;
}

export async function approveByOperator(
  deps: PointsDeps,
  id: number,
  operatorId: number,
): Promise<AdminPointRequest> {
  const decision = { via: 'operator' as const, operatorId, reason: null, at: deps.clock.now() };
  const row = await deps.db.transaction((tx) => approveInTx(tx, id, decision));
  if (!row) throw await undecidable(deps.db, id);
  return adminRow(deps.db, id);
}

export async function rejectByOperator(
  deps: PointsDeps,
  id: number,
  operatorId: number,
  reason?: string,
): Promise<AdminPointRequest> {
  const decision = {
    via: 'operator' as const,
    operatorId,
    reason: reason || 'rejected',
    at: deps.clock.now(),
  };
  const row = await repo.decidePending(deps.db, id, 2, decision);
  if (!row) throw await undecidable(deps.db, id);
  return adminRow(deps.db, id);
}

export function listPointRequests(
  deps: PointsDeps,
  query: AdminPointRequestsQuery,
): Promise<AdminPointRequest[]> {
  return repo.listForAdmin(deps.db, query);
}

/**
 * Cancels pending requests whose 3 hours are up (the deposit card promises it). A request an operator
 * or the webhook is deciding right now is skipped and, if still pending, caught on the next run.
 */
export async function expirePointRequests(db: Queryable, now: Date, batch = 500): Promise<number> {
  let expired = 0;
  for (;;) {
    const ids = await repo.expireDue(db, now, batch);
    expired += ids.length;
    if (ids.length < batch) return expired;
  }
}

async function undecidable(db: Queryable, id: number): Promise<Error> {
  return (await repo.requestExists(db, id))
    ? new ConflictError(POINT_MESSAGES.requestDecided, 'ALREADY_DECIDED')
    : new NotFoundError(POINT_MESSAGES.requestNotFound);
}

async function adminRow(db: Queryable, id: number): Promise<AdminPointRequest> {
  const [row] = await repo.listForAdmin(db, { id, limit: 1 });
  if (!row) throw new NotFoundError(POINT_MESSAGES.requestNotFound);
  return row;
}
