import {
  ADMIN_IMPORT_MESSAGES as M,
  type ImportCandidates,
  type ImportRequest,
  type ImportResult,
  type ImportTargets,
  type ImportedService,
} from '@smm/contract/admin-import';
import {
  importedUnitPriceMilli,
  markupBasisPoints,
  markupPercentOf,
  parseProviderRate,
  rateText,
  rateUnitCostMilli,
  type ProviderRate,
} from '@smm/contract/import-price';
import { fromMilli, toMilli } from '@smm/contract/money';
import type { Database, Queryable } from '../../db/database.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { ServiceImportService } from '../catalog/service-import-service.ts';
import type { ProviderService } from '../fulfilment/provider.ts';
import type { UpstreamCatalogService } from '../fulfilment/upstream-catalog-service.ts';
import { enabledProvider, readUpstream } from './upstream-read.ts';

/** Upstream quantities are kept within what an order can ask for. */
export const MAX_IMPORT_QUANTITY = 100_000_000;
const MAX_NAME_LENGTH = 100;

export interface ProviderImportDeps {
  db: Database;
  audit: AuditService;
  upstream: UpstreamCatalogService;
  catalog: ServiceImportService;
}

/**
 * Imports a provider's services into the catalogue with a markup (issue 11 "Import and price
 * sync"). The provider's list is read first, with no transaction open; then one transaction locks
 * the provider row (two imports of one provider run one after the other, so neither can add a
 * service the other just added), refuses an already-mapped service, creates the category (and its
 * platform, when the store has none on that icon) if asked,
 * inserts the services and writes one audit row for each. Any refusal changes nothing.
 */
export interface ProviderImportService {
  /** The provider's live list, each service marked with our service already importing it. */
  candidates(providerId: number): Promise<ImportCandidates>;
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

export function createProviderImportService(deps: ProviderImportDeps): ProviderImportService {
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
    return picked.flatMap((p) => (p.rate ? [{ ...p, rate: p.rate }] : []));
  };

  /** The category every item goes to: its own, or the one created on the spot. */
  const categoryFor = async (tx: Queryable, operatorId: number, body: ImportRequest) => {
    const named = [...new Set(body.items.flatMap((i) => (i.categoryId === undefined ? [] : [i.categoryId])))];
    const existing = await catalog.existingCategoryIds(tx, named);
    if (named.some((id) => !existing.has(id)))
      throw new BadRequestError(M.unknownCategory, 'UNKNOWN_CATEGORY');
    // Created only when some item goes to it: a request naming a category for every item makes none.
    if (!body.newCategory || body.items.every((i) => i.categoryId !== undefined))
      return { created: null, fallback: null };
    const { platformId, name, platformName } = body.newCategory;
    if (!(await catalog.platformExists(tx, platformId))) {
      if (!platformName) throw new BadRequestError(M.unknownPlatform, 'UNKNOWN_PLATFORM');
      await catalog.createPlatform(tx, platformId, platformName);
      await audit.record(tx, {
        operatorId,
        action: 'platform.import_create',
        targetType: 'platform',
        targetId: platformId,
        after: { id: platformId, text: platformName },
      });
    }
    const created = await catalog.createCategory(tx, platformId, name);
    await audit.record(tx, {
      operatorId,
      action: 'category.import_create',
      targetType: 'category',
      targetId: created,
      after: { platformId, name },
    });
    return { created, fallback: created };
  };

  return {
    async candidates(providerId) {
      const provider = await enabledProvider(upstream, providerId);
      const services = await readUpstream(upstream, providerId);
      const mapped = await catalog.mappedServiceIds(providerId);
      return {
        provider: { id: provider.id, name: provider.name, kind: provider.kind, enabled: provider.enabled },
        services: services.map((s) => ({
          providerServiceId: s.service,
          name: s.name,
          category: s.category,
          type: s.type,
          rate: s.rate,
          rateReadable: parseProviderRate(s.rate) !== null,
          min: s.min,
          max: s.max,
          refill: s.refill,
          cancel: s.cancel,
          importedServiceId: mapped.get(s.service) ?? null,
        })),
      };
    },

    targets: () => catalog.targets(),

    async importServices(operatorId, providerId, body) {
      await enabledProvider(upstream, providerId);
      const picked = pick(body, await readUpstream(upstream, providerId));
      const markupBp = markupBasisPoints(body.markupPercent);
      const minUnitPriceMilli = body.minUnitPrice === undefined ? null : toMilli(body.minUnitPrice);
      return db.transaction(async (tx) => {
        const provider = await upstream.lock(tx, providerId);
        if (!provider) throw new NotFoundError(M.providerNotFound);
        if (!provider.enabled) throw new ConflictError(M.providerDisabled, 'PROVIDER_DISABLED');
        const mapped = await catalog.mappedServiceIds(providerId, tx);
        const taken = picked.filter((p) => mapped.has(p.service.service)).map((p) => p.service.service);
        if (taken.length > 0)
          throw new ConflictError(`${M.alreadyImported} ${listed(taken)}`, 'ALREADY_IMPORTED');
        const { created, fallback } = await categoryFor(tx, operatorId, body);
        const services: ImportedService[] = [];
        for (const { item, service, rate } of picked) {
          const categoryId = item.categoryId ?? fallback;
          if (categoryId === null) throw new BadRequestError(M.categoryRequired, 'CATEGORY_REQUIRED');
          const imported = await insert(tx, {
            operatorId,
            providerId,
            categoryId,
            service,
            rate,
            name: serviceName(item.name, service),
            markupBp,
            minUnitPriceMilli,
          });
          services.push(imported);
        }
        return { createdCategoryId: created, services };
      });
    },
  };

  async function insert(
    tx: Queryable,
    p: {
      operatorId: number;
      providerId: number;
      categoryId: number;
      service: ProviderService;
      rate: ProviderRate;
      name: string;
      markupBp: number;
      minUnitPriceMilli: number | null;
    },
  ): Promise<ImportedService> {
    const { min, max } = quantityRange(p.service);
    const unitPriceMilli = importedUnitPriceMilli(p.rate, p.markupBp, p.minUnitPriceMilli);
    const rate = rateText(p.rate);
    const serviceId = await catalog.insertService(tx, {
      categoryId: p.categoryId,
      name: p.name,
      min,
      max,
      unitPriceMilli,
      providerId: p.providerId,
      providerServiceId: p.service.service,
      rate,
      rateMilli: rateUnitCostMilli(p.rate),
      refill: p.service.refill,
      cancel: p.service.cancel,
      markupBp: p.markupBp,
      minUnitPriceMilli: p.minUnitPriceMilli,
    });
    const imported: ImportedService = {
      serviceId,
      providerServiceId: p.service.service,
      name: p.name,
      categoryId: p.categoryId,
      unitPrice: fromMilli(unitPriceMilli),
      providerRate: rate,
      min,
      max,
    };
    await audit.record(tx, {
      operatorId: p.operatorId,
      action: 'service.import',
      targetType: 'service',
      targetId: serviceId,
      after: {
        ...imported,
        providerId: p.providerId,
        markupPercent: markupPercentOf(p.markupBp),
        minUnitPrice: p.minUnitPriceMilli === null ? null : fromMilli(p.minUnitPriceMilli),
        refill: p.service.refill,
        cancel: p.service.cancel,
      },
    });
    return imported;
  }
}
