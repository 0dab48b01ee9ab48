import type { PriceChangeKind, PriceChangesQuery } from '@smm/contract/admin-import';
import type { Database, Queryable } from '../../db/database.ts';
import * as repo from './price-change-repository.ts';

export type { NewPriceChange, PriceChangeListRow, PriceChangeRecord } from './price-change-repository.ts';

/**
 * What the price sync found about the catalogue's imported services (table `price_changes`): the
 * history of applied changes and the questions waiting for the operator. Rules:
 * modules/provider-import/price-sync-service.ts.
 */
export interface PriceChangeService {
  record(tx: Queryable, change: repo.NewPriceChange): Promise<number>;
  pending(tx: Queryable, serviceId: number, kind: PriceChangeKind): Promise<repo.PriceChangeRecord | null>;
  /** Closes an undecided change of the service; answers how many it closed (0 or 1). */
  supersede(tx: Queryable, serviceId: number, kind: PriceChangeKind, at: Date): Promise<number>;
  /** One change in the transaction; `lock` holds its row until the transaction ends. */
  get(tx: Queryable, id: number, lock?: boolean): Promise<repo.PriceChangeRecord | null>;
  /** pending -> approved / rejected; false when someone decided it first. */
  decide(
    tx: Queryable,
    id: number,
    status: 'approved' | 'rejected',
    at: Date,
    operatorId: number,
  ): Promise<boolean>;
  list(query: PriceChangesQuery): Promise<repo.PriceChangeListRow[]>;
  find(id: number): Promise<repo.PriceChangeListRow | null>;
  pendingCounts(): Promise<Map<number, number>>;
}

export function createPriceChangeService(deps: { db: Database }): PriceChangeService {
  const { db } = deps;
  return {
    record: (tx, change) => repo.insertPriceChange(tx, change),
    pending: async (tx, serviceId, kind) => (await repo.findPendingChange(tx, serviceId, kind)) ?? null,
    supersede: (tx, serviceId, kind, at) => repo.supersedePendingChange(tx, serviceId, kind, at),
    get: async (tx, id, lock = false) => (await repo.findPriceChange(tx, id, lock)) ?? null,
    decide: (tx, id, status, at, operatorId) => repo.decidePriceChange(tx, id, status, at, operatorId),
    list: (query) => repo.listPriceChanges(db, query),
    find: async (id) => (await repo.findPriceChangeRow(db, id)) ?? null,
    pendingCounts: () => repo.countPendingChanges(db),
  };
}
