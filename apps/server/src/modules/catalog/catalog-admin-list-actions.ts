import {
  applyPercentMilli,
  MAX_UNIT_PRICE,
  percentToBasisPoints,
  type AdminService,
  type ServicePriceBulk,
  type ServiceVisibilityBulk,
} from '@smm/contract/admin-catalogue';
import { ADMIN_CATALOGUE_MESSAGES as M } from '@smm/contract/admin-catalogue-messages';
import type { AuditAction } from '@smm/contract/admin-audit';
import { fromMilli, toMilli } from '@smm/contract/money';
import type { Database, Queryable } from '../../db/database.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import * as repo from './catalog-admin-repository.ts';
import { toAdminService } from './catalog-admin-rows.ts';

export type ReorderKind = 'platforms' | 'categories' | 'services';

/** The console's changes to many rows at once: a new order of siblings and the bulk changes. */
export interface CatalogListActions {
  /** `ids` is every sibling in the new order; a list that no longer matches the siblings is refused. */
  reorder(operatorId: number, kind: ReorderKind, ids: readonly number[]): Promise<void>;
  setServicesVisible(operatorId: number, body: ServiceVisibilityBulk): Promise<AdminService[]>;
  repriceServices(operatorId: number, body: ServicePriceBulk): Promise<AdminService[]>;
}

const REORDER_AUDIT: Record<ReorderKind, AuditAction> = {
  platforms: 'platform.reorder',
  categories: 'category.reorder',
  services: 'service.reorder',
};

export function createCatalogListActions(deps: {
  db: Database;
  audit: Pick<AuditService, 'record'>;
}): CatalogListActions {
  const { db, audit } = deps;

  /** Which siblings the first id names, and the audit target (their parent) of their new order. */
  async function scopeOf(tx: Queryable, kind: ReorderKind, firstId: number) {
    if (kind === 'platforms')
      return { scope: { table: kind }, targetType: 'catalogue', targetId: 'platforms' } as const;
    const parent = await repo.parentOf(tx, kind, firstId);
    if (parent === null) throw new ConflictError(M.reorderStale, 'REORDER_STALE');
    return kind === 'categories'
      ? ({ scope: { table: kind, platformId: parent }, targetType: 'platform', targetId: parent } as const)
      : ({ scope: { table: kind, categoryId: parent }, targetType: 'category', targetId: parent } as const);
  }

  /** Locks the named services; any unknown id refuses the whole request. */
  async function lockAll(tx: Queryable, ids: readonly number[]) {
    const rows = await repo.lockServices(tx, ids);
    if (rows.length !== ids.length) throw new NotFoundError(M.serviceNotFound);
    return rows;
  }

  return {
    reorder: (operatorId, kind, ids) =>
      db.transaction(async (tx) => {
        const { scope, targetType, targetId } = await scopeOf(tx, kind, ids[0] ?? 0);
        const current = await repo.lockSiblings(tx, scope);
        const same = new Set(current);
        if (current.length !== ids.length || !ids.every((id) => same.has(id)))
          throw new ConflictError(M.reorderStale, 'REORDER_STALE');
        if (current.every((id, i) => ids[i] === id)) return;
        await repo.setSortOrder(tx, kind, ids);
        await audit.record(tx, {
          operatorId,
          action: REORDER_AUDIT[kind],
          targetType,
          targetId,
          before: { order: current },
          after: { order: ids },
        });
      }),

    setServicesVisible: (operatorId, { ids, visible }) =>
      db.transaction(async (tx) => {
        await lockAll(tx, ids);
        const changed = await repo.setServicesVisible(tx, ids, visible);
        for (const id of changed)
          await audit.record(tx, {
            operatorId,
            action: 'service.bulk_visibility',
            targetType: 'service',
            targetId: id,
            before: { visible: !visible },
            after: { visible },
          });
        return (await repo.listServices(tx, ids)).map(toAdminService);
      }),

    repriceServices: (operatorId, { ids, percent, confirmBelowRate }) =>
      db.transaction(async (tx) => {
        const rows = await lockAll(tx, ids);
        const basisPoints = percentToBasisPoints(percent);
        const prices = rows.map((row) => ({
          row,
          id: row.id,
          unitPriceMilli: applyPercentMilli(row.unit_price_milli, basisPoints),
        }));
        if (prices.some((p) => p.unitPriceMilli > toMilli(MAX_UNIT_PRICE)))
          throw new BadRequestError(M.priceResultTooLarge, 'PRICE_TOO_LARGE');
        const below = prices.some(
          (p) => p.row.provider_rate_milli !== null && p.unitPriceMilli < p.row.provider_rate_milli,
        );
        if (below && !confirmBelowRate) throw new ConflictError(M.belowRate, 'BELOW_PROVIDER_RATE');
        const changed = prices.filter((p) => p.unitPriceMilli !== p.row.unit_price_milli);
        await repo.setServicePrices(tx, changed);
        const memo = `${percent > 0 ? '+' : ''}${percent}% 일괄 변경 (${ids.length}개 선택)`;
        for (const p of changed)
          await audit.record(tx, {
            operatorId,
            action: 'service.bulk_price',
            targetType: 'service',
            targetId: p.id,
            before: { price: fromMilli(p.row.unit_price_milli) },
            after: { price: fromMilli(p.unitPriceMilli) },
            memo,
          });
        return (await repo.listServices(tx, ids)).map(toAdminService);
      }),
  };
}
