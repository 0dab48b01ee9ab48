import { type ImportRequest, type ImportResult } from '@smm/contract/admin-import';
import { ADMIN_IMPORT_MESSAGES as M } from '@smm/contract/admin-import-messages';
import type { Queryable } from '../../db/database.ts';
import { BadRequestError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { ServiceImportService } from '../catalog/service-import-service.ts';

type CreatedCategory = ImportResult['createdCategories'][number];

/** Where each item goes, and what the import created on the way. */
export interface PlacedItems {
  /** Our category id of each item, in the request's order. */
  categoryIds: number[];
  /** The request's `newCategory`, when some item went to it. */
  createdCategoryId: number | null;
  created: CreatedCategory[];
}

/**
 * Resolves every item's category inside the import's transaction: a named `categoryId` must
 * exist; `platformId` + `categoryName` reuses the platform's category of that exact name or creates
 * it once (later items, and later imports, reuse it); an item with neither goes to `newCategory`
 * (created only when some item needs it). A platform id with no platform yet is created only for
 * `newCategory` with its `platformName` (issue 34). Each creation is audited.
 */
export async function placeItems(
  tx: Queryable,
  deps: { catalog: ServiceImportService; audit: AuditService },
  operatorId: number,
  body: ImportRequest,
): Promise<PlacedItems> {
  const { catalog, audit } = deps;
  const ids = [...new Set(body.items.flatMap((i) => (i.categoryId === undefined ? [] : [i.categoryId])))];
  const existing = await catalog.existingCategoryIds(tx, ids);
  if (ids.some((id) => !existing.has(id))) throw new BadRequestError(M.unknownCategory, 'UNKNOWN_CATEGORY');

  const created: CreatedCategory[] = [];
  const create = async (platformId: number, name: string): Promise<number> => {
    const id = await catalog.createCategory(tx, platformId, name);
    created.push({ id, platformId, name });
    await audit.record(tx, {
      operatorId,
      action: 'category.import_create',
      targetType: 'category',
      targetId: id,
      after: { platformId, name },
    });
    return id;
  };

  let fallback: number | null = null;
  if (
    body.newCategory &&
    body.items.some((i) => i.categoryId === undefined && i.categoryName === undefined)
  ) {
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
    fallback = await create(platformId, name);
  }

  // "platform/name" -> id: one category per name and platform, however many items name it. The
  // names are looked up (each under its advisory lock) in one sorted order, so two imports naming
  // the same categories never wait on each other in a circle.
  const named = new Map<string, { platformId: number; name: string }>();
  for (const item of body.items)
    if (item.categoryId === undefined && item.categoryName !== undefined && item.platformId !== undefined)
      named.set(`${item.platformId}/${item.categoryName}`, {
        platformId: item.platformId,
        name: item.categoryName,
      });
  const byName = new Map<string, number | null>();
  const platforms = new Map<number, boolean>();
  const sorted = [...named].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, { platformId, name }] of sorted) {
    if (!platforms.has(platformId)) platforms.set(platformId, await catalog.platformExists(tx, platformId));
    if (!platforms.get(platformId)) throw new BadRequestError(M.unknownPlatform, 'UNKNOWN_PLATFORM');
    byName.set(key, await catalog.findCategory(tx, platformId, name));
  }
  // The missing ones are created in the items' order, which is their order on the storefront.
  for (const [key, { platformId, name }] of named)
    if (byName.get(key) === null) byName.set(key, await create(platformId, name));
  const categoryIds = body.items.map((item) => {
    if (item.categoryId !== undefined) return item.categoryId;
    const id = byName.get(`${item.platformId}/${item.categoryName}`);
    if (id !== undefined && id !== null) return id;
    if (fallback === null) throw new BadRequestError(M.categoryRequired, 'CATEGORY_REQUIRED');
    return fallback;
  });
  return { categoryIds, createdCategoryId: fallback, created };
}
