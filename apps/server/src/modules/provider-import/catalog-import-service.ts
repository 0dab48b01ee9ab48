import {
  type ImportRequest,
  type ImportResult,
  type ImportTargets,
  type ImportedService,
} from '@smm/contract/admin-import';
import { ADMIN_IMPORT_MESSAGES as M } from '@smm/contract/admin-import-messages';
import {
  importedUnitPriceMilli,
  markupBasisPoints,
  markupPercentOf,
  parseProviderRate,
  ratePer1000Units,
  rateText,
  rateUnitCostMilli,
} from '@smm/contract/import-price';
import { fromMilli, toMilli } from '@smm/contract/money';
import { serviceTypeFromProvider } from '@smm/contract/service-types';
import type { Database } from '../../db/database.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { NewImportedService, ServiceImportService } from '../catalog/service-import-service.ts';
import type { ProviderService } from '../fulfilment/provider.ts';
import type { UpstreamCatalogService } from '../providers/upstream-catalog-service.ts';
import { placeItems } from './import-categories.ts';
import { requiredExchangeRate } from './provider-exchange-rate.ts';
import { enabledProvider, readUpstream } from './upstream-read.ts';

/** Upstream quantities are kept within what an order can ask for. */
export const MAX_IMPORT_QUANTITY = 100_000_000;
const MAX_NAME_LENGTH = 100;

export interface CatalogImportDeps {
  db: Database;
  audit: AuditService;
  upstream: UpstreamCatalogService;
  catalog: ServiceImportService;
  /** Told the provider's fresh list, so the catalogue listing need not ask again (optional). */
  onListed?: (providerId: number, services: ProviderService[]) => void;
}

/**
 * Imports a provider's services into the catalogue with a markup (issue 11 "Import and price
 * sync", issue 31 "Importing a real catalogue"). The provider's list is read first, with no
 * transaction open; then one transaction locks the provider row (two imports of one provider run
 * one after the other, so neither can add a service the other just added), reads the exchange rate
 * of the provider's currency (none set: refused, naming it), refuses an already-mapped service,
 * places every item in its category (creating the named ones once), inserts the services in one
 * statement and writes one audit row for each. All or nothing: any refusal changes nothing.
 */
export interface CatalogImportService {
  targets(): Promise<ImportTargets>;
  importServices(operatorId: number, providerId: number, body: ImportRequest): Promise<ImportResult>;
}

/** Upstream min and max as an order range: min at least 1, max at least min, both bounded. */
export function quantityRange(service: Pick<ProviderService, 'min' | 'max'>): { min: number; max: number } {
  const min = Math.min(Math.max(service.min ?? 1, 1), MAX_IMPORT_QUANTITY);
  const max = Math.min(Math.max(service.max ?? MAX_IMPORT_QUANTITY, min), MAX_IMPORT_QUANTITY);
  return { min, max };
}

function serviceName(requested: string | undefined, upstream: ProviderService): string {
  const name = requested?.trim() || upstream.name.trim() || `공급처 서비스 ${upstream.service}`;
  return name.slice(0, MAX_NAME_LENGTH);
}

const listed = (ids: readonly string[]) => ids.join(', ');

export function createCatalogImportService(deps: CatalogImportDeps): CatalogImportService {
  const { db, audit, upstream, catalog } = deps;

  /** Each requested upstream service with its parsed rate; unknown or unreadable ones refused. */
  const pick = (body: ImportRequest, services: ProviderService[]) => {
    const byId = new Map(services.map((s) => [s.service, s]));
    const missing = body.items.filter((item) => !byId.has(item.providerServiceId));
    if (missing.length > 0)
      throw new BadRequestError(
        `${M.upstreamNotFound} ${listed(missing.map((i) => i.providerServiceId))}`,
        'UPSTREAM_SERVICE_NOT_FOUND',
      );
    const picked = body.items.flatMap((item) => {
      const service = byId.get(item.providerServiceId);
      return service ? [{ item, service, rate: parseProviderRate(service.rate) }] : [];
    });
    const unreadable = picked.filter((p) => p.rate === null).map((p) => p.item.providerServiceId);
    if (unreadable.length > 0)
      throw new BadRequestError(`${M.rateUnreadable} ${listed(unreadable)}`, 'RATE_UNREADABLE');
    // The service keeps the upstream type (issue 32): one we cannot sell correctly is not imported.
    const typed = picked.map((p) => ({ ...p, type: serviceTypeFromProvider(p.service.type) }));
    const untyped = typed.filter((p) => p.type === null).map((p) => p.item.providerServiceId);
    if (untyped.length > 0)
      throw new BadRequestError(`${M.typeUnknown} ${listed(untyped)}`, 'SERVICE_TYPE_UNKNOWN');
    return typed.flatMap((p) => (p.rate && p.type ? [{ ...p, rate: p.rate, type: p.type }] : []));
  };

  const read = async (providerId: number) => {
    const services = await readUpstream(upstream, providerId);
    deps.onListed?.(providerId, services);
    return services;
  };

  return {
    targets: () => catalog.targets(),

    async importServices(operatorId, providerId, body) {
      await enabledProvider(upstream, providerId);
      const picked = pick(body, await read(providerId));
      const defaultMarkupBp = markupBasisPoints(body.markupPercent);
      const minUnitPriceMilli = body.minUnitPrice === undefined ? null : toMilli(body.minUnitPrice);
      return db.transaction(async (tx) => {
        const provider = await upstream.lock(tx, providerId);
        if (!provider) throw new NotFoundError(M.providerNotFound);
        if (!provider.enabled) throw new ConflictError(M.providerDisabled, 'PROVIDER_DISABLED');
        const krwPerUnit = await requiredExchangeRate(tx, provider.currency);
        const mapped = await catalog.mappedServices(providerId, tx);
        const taken = picked.filter((p) => mapped.has(p.service.service)).map((p) => p.service.service);
        if (taken.length > 0)
          throw new ConflictError(`${M.alreadyImported} ${listed(taken)}`, 'ALREADY_IMPORTED');
        const placed = await placeItems(tx, { catalog, audit }, operatorId, body);
        const tooLarge: string[] = [];
        const rows: NewImportedService[] = picked.flatMap(({ item, service, rate, type }, index) => {
          const markupBp =
            item.markupPercent === undefined ? defaultMarkupBp : markupBasisPoints(item.markupPercent);
          const categoryId = placed.categoryIds[index];
          if (categoryId === undefined) throw new Error('an import item was not placed');
          // Stored and priced per 1,000 of our units: a package's rate is the price of one package
          // (service-types.md), so it counts 1,000 times.
          const per1000 = ratePer1000Units(rate, type);
          let unitPriceMilli: number;
          let rateMilli: number;
          try {
            unitPriceMilli = importedUnitPriceMilli(per1000, markupBp, minUnitPriceMilli, krwPerUnit);
            rateMilli = rateUnitCostMilli(per1000, krwPerUnit);
          } catch (error) {
            if (!(error instanceof RangeError)) throw error;
            tooLarge.push(service.service);
            return [];
          }
          return [
            {
              categoryId,
              name: serviceName(item.name, service),
              ...quantityRange(service),
              unitPriceMilli,
              providerId,
              providerServiceId: service.service,
              rate: rateText(per1000),
              rateMilli,
              providerType: service.type,
              type,
              dripfeed: service.dripfeed,
              refill: service.refill,
              cancel: service.cancel,
              markupBp,
              minUnitPriceMilli,
            },
          ];
        });
        if (tooLarge.length > 0)
          throw new BadRequestError(`${M.priceTooLarge} ${listed(tooLarge)}`, 'PRICE_TOO_LARGE');
        const ids = await catalog.insertServices(tx, rows);
        const services: ImportedService[] = [];
        for (const [index, row] of rows.entries()) {
          const serviceId = ids[index];
          if (serviceId === undefined) throw new Error('an imported service has no id');
          const imported: ImportedService = {
            serviceId,
            providerServiceId: row.providerServiceId,
            name: row.name,
            categoryId: row.categoryId,
            unitPrice: fromMilli(row.unitPriceMilli),
            providerRate: row.rate,
            unitCost: fromMilli(row.rateMilli),
            min: row.min,
            max: row.max,
          };
          services.push(imported);
          await audit.record(tx, {
            operatorId,
            action: 'service.import',
            targetType: 'service',
            targetId: imported.serviceId,
            after: {
              ...imported,
              providerId,
              currency: provider.currency,
              type: row.type,
              markupPercent: markupPercentOf(row.markupBp),
              minUnitPrice: minUnitPriceMilli === null ? null : fromMilli(minUnitPriceMilli),
              dripfeed: row.dripfeed,
              refill: row.refill,
              cancel: row.cancel,
            },
          });
        }
        return { createdCategoryId: placed.createdCategoryId, createdCategories: placed.created, services };
      });
    },
  };
}
