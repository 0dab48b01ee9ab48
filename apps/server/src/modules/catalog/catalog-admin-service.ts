import {
  type AdminCatalogue,
  type AdminCategory,
  type AdminPlatform,
  type AdminService,
  type CategoryCreate,
  type CategoryPatch,
  type PlatformCreate,
  type PlatformPatch,
  type ServiceCreate,
  type ServicePatch,
} from '@smm/contract/admin-catalogue';
import { ADMIN_CATALOGUE_MESSAGES as M } from '@smm/contract/admin-catalogue-messages';
import { toMilli } from '@smm/contract/money';
import type { Database, Queryable } from '../../db/database.ts';
import { returnedRow } from '../../db/returned-row.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import * as repo from './catalog-admin-repository.ts';
import {
  auditDiff,
  CATEGORY_AUDIT_NAMES,
  changedColumns,
  SERVICE_AUDIT_NAMES,
  serviceAuditValues,
  toAdminCategory,
  toAdminPlatform,
  toAdminService,
} from './catalog-admin-rows.ts';
import { createCatalogListActions, type CatalogListActions } from './catalog-admin-list-actions.ts';

/**
 * The operator's catalogue. Every write is one transaction: the row is locked (the audit's
 * "before"), the rules are checked against the stored row, only what changed is written, and the
 * audit row commits with it. A refusal (Korean message, 400/404/409) changes nothing. Storefront
 * reads (`CatalogService`) are not cached, so they show a write at once; the order path checks the
 * service's revision when it charges (docs/decisions/operator-console.md "Catalogue").
 */
export interface CatalogAdminService extends CatalogListActions {
  catalogue(): Promise<AdminCatalogue>;
  createPlatform(operatorId: number, body: PlatformCreate): Promise<AdminPlatform>;
  updatePlatform(operatorId: number, id: number, body: PlatformPatch): Promise<AdminPlatform>;
  deletePlatform(operatorId: number, id: number): Promise<void>;
  createCategory(operatorId: number, body: CategoryCreate): Promise<AdminCategory>;
  updateCategory(operatorId: number, id: number, body: CategoryPatch): Promise<AdminCategory>;
  deleteCategory(operatorId: number, id: number): Promise<void>;
  createService(operatorId: number, body: ServiceCreate): Promise<AdminService>;
  updateService(operatorId: number, id: number, body: ServicePatch): Promise<AdminService>;
  deleteService(operatorId: number, id: number): Promise<void>;
}

type Audit = Pick<AuditService, 'record'>;

export function createCatalogAdminService(deps: { db: Database; audit: Audit }): CatalogAdminService {
  const { db, audit } = deps;

  async function lockedPlatform(tx: Queryable, id: number) {
    const row = await repo.lockPlatform(tx, id);
    if (!row) throw new NotFoundError(M.platformNotFound);
    return row;
  }
  async function lockedCategory(tx: Queryable, id: number) {
    const row = await repo.lockCategory(tx, id);
    if (!row) throw new NotFoundError(M.categoryNotFound);
    return row;
  }
  async function lockedService(tx: Queryable, id: number) {
    const [row] = await repo.lockServices(tx, [id]);
    if (!row) throw new NotFoundError(M.serviceNotFound);
    return row;
  }
  async function requireParent(tx: Queryable, parent: 'platforms' | 'categories', id: number) {
    if (await repo.parentExists(tx, parent, id)) return;
    throw new BadRequestError(
      parent === 'platforms' ? M.platformNotFound : M.categoryNotFound,
      parent === 'platforms' ? 'PLATFORM_NOT_FOUND' : 'CATEGORY_NOT_FOUND',
    );
  }
  async function requireProvider(tx: Queryable, id: number | null | undefined) {
    if (id == null || (await repo.providerExists(tx, id))) return;
    throw new BadRequestError(M.providerNotFound, 'PROVIDER_NOT_FOUND');
  }
  /** The stored shape of a service after a change: the rules that span fields, checked on it. */
  function checkService(s: repo.ServiceColumns, priceTouched: boolean, confirmBelowRate: boolean) {
    if (s.min_amount > s.max_amount) throw new BadRequestError(M.minAboveMax, 'MIN_ABOVE_MAX');
    if (s.provider_id !== null && s.provider_service_id === null)
      throw new BadRequestError(M.providerServiceIdRequired, 'PROVIDER_SERVICE_ID_REQUIRED');
    if (s.provider_id === null && s.provider_service_id !== null)
      throw new BadRequestError(M.providerRequired, 'PROVIDER_REQUIRED');
    const below = s.provider_rate_milli !== null && s.unit_price_milli < s.provider_rate_milli;
    if (priceTouched && below && !confirmBelowRate)
      throw new ConflictError(M.belowRate, 'BELOW_PROVIDER_RATE');
  }
  const service = async (q: Queryable, id: number) =>
    toAdminService(returnedRow(await repo.listServices(q, [id])));

  return {
    ...createCatalogListActions({ db, audit }),

    async catalogue() {
      const [platforms, categories, services, providers] = await Promise.all([
        repo.listPlatforms(db),
        repo.listCategories(db),
        repo.listServices(db),
        repo.listProviders(db),
      ]);
      return {
        platforms: platforms.map(toAdminPlatform),
        categories: categories.map(toAdminCategory),
        services: services.map(toAdminService),
        providers,
      };
    },

    createPlatform: (operatorId, body) =>
      db.transaction(async (tx) => {
        const row = await repo.insertPlatform(tx, body);
        if (!row) throw new ConflictError(M.platformTaken, 'PLATFORM_TAKEN');
        const created = toAdminPlatform(row);
        await audit.record(tx, {
          operatorId,
          action: 'platform.create',
          targetType: 'platform',
          targetId: row.id,
          after: created,
        });
        return created;
      }),

    updatePlatform: (operatorId, id, body) =>
      db.transaction(async (tx) => {
        const row = await lockedPlatform(tx, id);
        const changed = changedColumns(row, body);
        if (Object.keys(changed).length === 0) return toAdminPlatform(row);
        await repo.updatePlatform(tx, id, changed);
        await audit.record(tx, {
          operatorId,
          action: 'platform.update',
          targetType: 'platform',
          targetId: id,
          ...auditDiff(row, changed),
        });
        return toAdminPlatform({ ...row, ...changed });
      }),

    deletePlatform: (operatorId, id) =>
      db.transaction(async (tx) => {
        const row = await lockedPlatform(tx, id);
        if (!(await repo.deletePlatform(tx, id)))
          throw new ConflictError(M.platformHasCategories, 'PLATFORM_HAS_CATEGORIES');
        await audit.record(tx, {
          operatorId,
          action: 'platform.delete',
          targetType: 'platform',
          targetId: id,
          before: toAdminPlatform(row),
        });
      }),

    createCategory: (operatorId, body) =>
      db.transaction(async (tx) => {
        await requireParent(tx, 'platforms', body.platformId);
        const created = toAdminCategory(await repo.insertCategory(tx, body));
        await audit.record(tx, {
          operatorId,
          action: 'category.create',
          targetType: 'category',
          targetId: created.id,
          after: created,
        });
        return created;
      }),

    updateCategory: (operatorId, id, body) =>
      db.transaction(async (tx) => {
        const row = await lockedCategory(tx, id);
        const changed = changedColumns(row, {
          platform_id: body.platformId,
          text: body.text,
          visible: body.visible,
        });
        if (Object.keys(changed).length === 0) return toAdminCategory(row);
        if (changed.platform_id !== undefined) await requireParent(tx, 'platforms', changed.platform_id);
        await repo.updateCategory(tx, id, changed);
        await audit.record(tx, {
          operatorId,
          action: 'category.update',
          targetType: 'category',
          targetId: id,
          ...auditDiff(row, changed, CATEGORY_AUDIT_NAMES),
        });
        return toAdminCategory(returnedRow([await lockedCategory(tx, id)]));
      }),

    deleteCategory: (operatorId, id) =>
      db.transaction(async (tx) => {
        const row = await lockedCategory(tx, id);
        if (!(await repo.deleteCategory(tx, id)))
          throw new ConflictError(M.categoryHasServices, 'CATEGORY_HAS_SERVICES');
        await audit.record(tx, {
          operatorId,
          action: 'category.delete',
          targetType: 'category',
          targetId: id,
          before: toAdminCategory(row),
        });
      }),

    createService: (operatorId, body) =>
      db.transaction(async (tx) => {
        const columns = serviceColumns(body);
        await requireParent(tx, 'categories', body.categoryId);
        await requireProvider(tx, body.providerId);
        checkService(columns, true, body.confirmBelowRate);
        const id = await repo.insertService(tx, columns);
        const created = await service(tx, id);
        await audit.record(tx, {
          operatorId,
          action: 'service.create',
          targetType: 'service',
          targetId: id,
          after: serviceAuditValues({ ...columns, id, sort_order: created.sortOrder }),
        });
        return created;
      }),

    updateService: (operatorId, id, body) =>
      db.transaction(async (tx) => {
        const row = await lockedService(tx, id);
        const wanted = patchColumns(body);
        const merged = { ...row, ...definedOnly(wanted) };
        const changed = changedColumns(row, definedOnly(wanted));
        if (Object.keys(changed).length === 0) return service(tx, id);
        if (changed.category_id !== undefined) await requireParent(tx, 'categories', changed.category_id);
        if (changed.provider_id !== undefined) await requireProvider(tx, changed.provider_id);
        const priceTouched = ['unit_price_milli', 'provider_rate_milli', 'provider_id'].some(
          (column) => column in changed,
        );
        checkService(merged, priceTouched, body.confirmBelowRate ?? false);
        await repo.updateService(tx, id, changed);
        await audit.record(tx, {
          operatorId,
          action: 'service.update',
          targetType: 'service',
          targetId: id,
          ...auditDiff(row, changed, SERVICE_AUDIT_NAMES),
        });
        return service(tx, id);
      }),

    deleteService: (operatorId, id) =>
      db.transaction(async (tx) => {
        const row = await lockedService(tx, id);
        if (!(await repo.deleteService(tx, id)))
          throw new ConflictError(M.serviceHasOrders, 'SERVICE_HAS_ORDERS');
        await audit.record(tx, {
          operatorId,
          action: 'service.delete',
          targetType: 'service',
          targetId: id,
          before: serviceAuditValues(row),
        });
      }),
  };
}

function serviceColumns(body: ServiceCreate): repo.ServiceColumns {
  return {
    category_id: body.categoryId,
    text: body.text,
    notice: body.notice,
    min_amount: body.min,
    max_amount: body.max,
    unit_price_milli: toMilli(body.price),
    enable_auto: body.enableAuto,
    is_read_only: body.isReadOnly,
    visible: body.visible,
    type: body.type,
    provider_id: body.providerId,
    provider_service_id: body.providerServiceId,
    provider_rate_milli: body.providerRate === null ? null : toMilli(body.providerRate),
    provider_refill: body.refill,
    provider_cancel: body.cancel,
    refill_days: body.refillDays,
  };
}

/** A PATCH as columns; removing the provider also removes its service id (the pair goes together). */
function patchColumns(body: ServicePatch): Partial<repo.ServiceColumns> {
  const milli = (v: number | null | undefined) =>
    v === undefined ? undefined : v === null ? null : toMilli(v);
  const price = body.price === undefined ? undefined : toMilli(body.price);
  return {
    category_id: body.categoryId,
    text: body.text,
    notice: body.notice,
    min_amount: body.min,
    max_amount: body.max,
    unit_price_milli: price,
    enable_auto: body.enableAuto,
    is_read_only: body.isReadOnly,
    visible: body.visible,
    type: body.type,
    provider_id: body.providerId,
    provider_service_id:
      body.providerId === null && body.providerServiceId === undefined ? null : body.providerServiceId,
    provider_rate_milli: milli(body.providerRate),
    provider_refill: body.refill,
    provider_cancel: body.cancel,
    refill_days: body.refillDays,
  };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
