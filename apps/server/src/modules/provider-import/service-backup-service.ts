import {
  backupTypeMismatchMessage,
  type ServiceBackups,
  type ServiceBackupsBody,
} from '@smm/contract/admin-service-backups';
import { SERVICE_BACKUP_MESSAGES as M } from '@smm/contract/admin-service-backups-messages';
import type { ProviderCatalog } from '@smm/contract/admin-import';
import { parseProviderRate, ratePer1000Units, rateText, rateUnitCostMilli } from '@smm/contract/import-price';
import { fromMilli } from '@smm/contract/money';
import type { Database } from '../../db/database.ts';
import { BadRequestError, NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { BackedService, ServiceImportService } from '../catalog/service-import-service.ts';
import type { ProviderCatalogService } from './provider-catalog-service.ts';
import { exchangeRateOf, requiredExchangeRate } from './provider-exchange-rate.ts';

/**
 * A service's backup providers (docs/decisions/failover.md). Saving checks each backup against its
 * provider's list (the import page's cached list): listed, of the service's own type, and priced in
 * a currency with an exchange rate, so the loss guard can compare its cost with the member's price.
 */
export interface ServiceBackupService {
  get(serviceId: number): Promise<ServiceBackups>;
  save(operatorId: number, serviceId: number, body: ServiceBackupsBody): Promise<ServiceBackups>;
}

const sameType = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function createServiceBackupService(deps: {
  db: Database;
  audit: AuditService;
  catalogue: ProviderCatalogService;
  catalog: ServiceImportService;
}): ServiceBackupService {
  const { db, audit, catalogue, catalog } = deps;

  const serviceOf = async (serviceId: number): Promise<BackedService> => {
    const service = await catalog.backedService(serviceId);
    if (!service) throw new NotFoundError(M.serviceNotFound);
    return service;
  };

  const get = async (serviceId: number): Promise<ServiceBackups> => {
    const service = await serviceOf(serviceId);
    const rows = await catalog.backups(serviceId);
    const backups = [];
    for (const row of rows) {
      const rate = row.rate === null ? null : parseProviderRate(row.rate);
      const krw = await exchangeRateOf(db, row.currency);
      backups.push({ ...row, unitCost: rate && krw ? fromMilli(rateUnitCostMilli(rate, krw)) : null });
    }
    return { serviceId, type: service.providerType, allowLoss: service.allowLoss, backups };
  };

  return {
    get,
    async save(operatorId, serviceId, body) {
      const service = await serviceOf(serviceId);
      if (service.providerId === null || service.providerServiceId === null)
        throw new BadRequestError(M.noProvider, 'SERVICE_NO_PROVIDER');
      const keys = new Set<string>([`${service.providerId}:${service.providerServiceId}`]);
      for (const b of body.backups) {
        const key = `${b.providerId}:${b.providerServiceId}`;
        if (key === `${service.providerId}:${service.providerServiceId}`)
          throw new BadRequestError(M.sameAsMain, 'BACKUP_SAME_AS_MAIN');
        if (keys.has(key)) throw new BadRequestError(M.duplicate, 'BACKUP_DUPLICATE');
        keys.add(key);
      }
      // Each provider's list read once per save (and from the import page's cache when fresh).
      const lists = new Map<number, Promise<ProviderCatalog>>();
      const listOf = (providerId: number) => {
        const known = lists.get(providerId) ?? catalogue.list(providerId, { offset: 0 });
        lists.set(providerId, known);
        return known;
      };
      const listed = async (providerId: number, providerServiceId: string) =>
        (await listOf(providerId)).services.find((s) => s.providerServiceId === providerServiceId);

      const checked: { providerId: number; providerServiceId: string; type: string; rate: string | null }[] =
        [];
      if (body.backups.length > 0) {
        const mainType =
          service.providerType ?? (await listed(service.providerId, service.providerServiceId))?.type;
        if (mainType === undefined) throw new BadRequestError(M.mainTypeUnknown, 'BACKUP_MAIN_TYPE_UNKNOWN');
        for (const b of body.backups) {
          const upstream = await listed(b.providerId, b.providerServiceId);
          if (!upstream)
            throw new BadRequestError(`${M.upstreamNotFound} ${b.providerServiceId}`, 'UPSTREAM_NOT_FOUND');
          if (!sameType(upstream.type, mainType))
            throw new BadRequestError(
              backupTypeMismatchMessage(b.providerServiceId, upstream.type, mainType),
              'BACKUP_TYPE_MISMATCH',
            );
          await requiredExchangeRate(db, (await listOf(b.providerId)).provider.currency);
          // Stored per 1,000 of our units, as the import stores the main service's: a package's
          // upstream rate is the price of one package.
          const rate = parseProviderRate(upstream.rate);
          checked.push({
            ...b,
            type: upstream.type,
            rate: rate ? rateText(ratePer1000Units(rate, upstream.type)) : null,
          });
        }
      }
      await db.transaction(async (tx) => {
        const locked = await catalog.backedService(serviceId, tx, true);
        if (!locked) throw new NotFoundError(M.serviceNotFound);
        const before = await catalog.backups(serviceId, tx);
        await catalog.replaceBackups(tx, serviceId, checked, body.allowLoss);
        await audit.record(tx, {
          operatorId,
          action: 'service.backups',
          targetType: 'service',
          targetId: serviceId,
          before: {
            allowLoss: locked.allowLoss,
            backups: before.map((b) => `${b.providerId}:${b.providerServiceId}`),
          },
          after: {
            allowLoss: body.allowLoss,
            backups: checked.map((b) => `${b.providerId}:${b.providerServiceId}`),
          },
        });
      });
      return get(serviceId);
    },
  };
}
