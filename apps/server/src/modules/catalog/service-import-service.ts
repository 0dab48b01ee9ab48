import type { ImportTargets } from '@smm/contract/admin-import';
import { STANDARD_PLATFORMS } from '@smm/contract/standard-store';
import {
  rateText,
  rateUnitCostMilli,
  type ExchangeRate,
  type ProviderRate,
} from '@smm/contract/import-price';
import type { Database, Queryable } from '../../db/database.ts';
import * as repo from './service-import-repository.ts';
import * as backups from './service-backup-repository.ts';
import { insertCategory, insertPlatform, parentExists } from './catalog-admin-repository.ts';

export type {
  BackedServiceRow as BackedService,
  ServiceBackupRow as ServiceBackup,
} from './service-backup-repository.ts';
export type {
  FollowingServiceRow as FollowingService,
  NewImportedService,
} from './service-import-repository.ts';

/**
 * The catalogue's side of the import and the price sync (docs/decisions/operator-console.md
 * "Import and price sync"): the writes on categories and services they make. The rules (what to
 * import, what a new rate does) are in modules/provider-import, which runs these in its own
 * transaction together with the audit rows.
 */
export interface ServiceImportService {
  /** Every platform and category, hidden ones included. */
  targets(): Promise<ImportTargets>;
  platformExists(tx: Queryable, platformId: number): Promise<boolean>;
  existingCategoryIds(tx: Queryable, ids: readonly number[]): Promise<Set<number>>;
  createCategory(tx: Queryable, platformId: number, name: string): Promise<number>;
  /** A visible platform on icon `id`, in the icon's standard colour; false when the id is taken. */
  createPlatform(tx: Queryable, id: number, name: string): Promise<boolean>;
  /** Our services mapped to the provider, by provider service id (the first one when several are). */
  mappedServices(providerId: number, tx?: Queryable): Promise<Map<string, { id: number; name: string }>>;
  /** The category of that exact name under the platform (the oldest when several), or null. */
  findCategory(tx: Queryable, platformId: number, name: string): Promise<number | null>;
  /** Inserts the services in one statement; answers their ids in the order given. */
  insertServices(tx: Queryable, services: readonly repo.NewImportedService[]): Promise<number[]>;
  /** The provider's services that follow its rate, locked for the transaction. */
  lockFollowing(tx: Queryable, providerId: number): Promise<repo.FollowingServiceRow[]>;
  /** One following service, locked; null when it does not (or no longer) follow a provider. */
  lockFollowingService(tx: Queryable, serviceId: number): Promise<repo.FollowingServiceRow | null>;
  followingCounts(): Promise<Map<number, number>>;
  /**
   * Records the provider's rate per 1,000 of our units (in its currency), the won cost per unit at
   * `krwPerUnit` and, when given, our new unit price.
   */
  setRate(
    tx: Queryable,
    serviceId: number,
    rate: ProviderRate,
    krwPerUnit: ExchangeRate,
    unitPriceMilli?: number,
  ): Promise<void>;
  hideMissing(tx: Queryable, serviceId: number, at: Date): Promise<void>;
  clearMissing(tx: Queryable, serviceId: number): Promise<void>;
  show(tx: Queryable, serviceId: number): Promise<void>;
  /** The service's own mapping and loss setting (failover.md), locked for `tx` when `lock`. */
  backedService(serviceId: number, tx?: Queryable, lock?: boolean): Promise<backups.BackedServiceRow | null>;
  /** The service's backup providers in order. */
  backups(serviceId: number, tx?: Queryable): Promise<backups.ServiceBackupRow[]>;
  /** Replaces the service's backups (in the order given) and its loss setting. */
  replaceBackups(
    tx: Queryable,
    serviceId: number,
    list: readonly { providerId: number; providerServiceId: string; type: string; rate: string | null }[],
    allowLoss: boolean,
  ): Promise<void>;
}

/** migration 0001's default platform colour, for an icon with no standard colour. */
const DEFAULT_PLATFORM_COLOR = '#6b7280';

export function createServiceImportService(deps: { db: Database }): ServiceImportService {
  const { db } = deps;
  return {
    targets: () => repo.listImportTargets(db),
    platformExists: (tx, id) => parentExists(tx, 'platforms', id),
    existingCategoryIds: (tx, ids) => repo.existingCategoryIds(tx, ids),
    createCategory: async (tx, platformId, name) =>
      (await insertCategory(tx, { platformId, text: name, visible: true })).id,
    createPlatform: async (tx, id, name) => {
      const background = STANDARD_PLATFORMS.find((p) => p.id === id)?.background ?? DEFAULT_PLATFORM_COLOR;
      return (await insertPlatform(tx, { id, text: name, background, visible: true })) !== null;
    },
    mappedServices: (providerId, tx) => repo.mappedServices(tx ?? db, providerId),
    findCategory: async (tx, platformId, name) =>
      (await repo.findCategoryByName(tx, platformId, name)) ?? null,
    insertServices: (tx, services) => repo.insertImportedServices(tx, services),
    lockFollowing: (tx, providerId) => repo.lockFollowingServices(tx, providerId),
    lockFollowingService: async (tx, id) => (await repo.lockFollowingService(tx, id)) ?? null,
    followingCounts: () => repo.countFollowingServices(db),
    setRate: (tx, id, rate, krwPerUnit, unitPriceMilli) =>
      repo.updateProviderRate(
        tx,
        id,
        { text: rateText(rate), unitCostMilli: rateUnitCostMilli(rate, krwPerUnit) },
        unitPriceMilli,
      ),
    hideMissing: (tx, id, at) => repo.hideMissingService(tx, id, at),
    clearMissing: (tx, id) => repo.clearMissing(tx, id),
    show: (tx, id) => repo.showService(tx, id),
    backedService: async (id, tx, lock) => (await backups.findBackedService(tx ?? db, id, lock)) ?? null,
    backups: (id, tx) => backups.listServiceBackups(tx ?? db, id),
    replaceBackups: (tx, id, list, allowLoss) => backups.replaceServiceBackups(tx, id, list, allowLoss),
  };
}
