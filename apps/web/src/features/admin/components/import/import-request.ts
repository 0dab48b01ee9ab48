import {
  importRequestSchema,
  type ImportRequest,
  type ImportTargets,
  type ProviderCatalogService,
} from '@smm/contract/admin-import';
import { ADMIN_IMPORT_MESSAGES as M } from '@smm/contract/admin-import-messages';
import { PLATFORM_ICONS } from '@smm/contract/platform-icons';
import { checkWith, failWith, type FormCheck } from '../../../../lib/form/form-check.ts';
import { parseDecimalField } from '../../../../lib/form/parse-decimal-field.ts';

/** The category choice of a target: an existing category's id, NEW_CATEGORY, or '' (not chosen). */
export const NEW_CATEGORY = 'new';
const MAX_CATEGORY_NAME = 50;

/** Where the selected services of one upstream category go: our platform and category. */
export interface CategoryTarget {
  platformId: string;
  categoryId: string;
  /** The name of the category the import creates when `categoryId` is NEW_CATEGORY. */
  newName: string;
}

/** One upstream category among the selection, in the provider's order. */
export interface SelectedGroup {
  category: string;
  ids: string[];
}

/** The selection grouped by upstream category: each group is mapped to one of our categories. */
export function selectedGroups(
  services: readonly ProviderCatalogService[],
  selected: ReadonlyMap<string, string | null>,
): SelectedGroup[] {
  const groups = new Map<string, string[]>();
  for (const s of services) {
    if (!selected.has(s.providerServiceId)) continue;
    const ids = groups.get(s.category) ?? [];
    ids.push(s.providerServiceId);
    groups.set(s.category, ids);
  }
  return [...groups].map(([category, ids]) => ({ category, ids }));
}

/** Words in upstream category names that name a platform icon ('Instagram Followers' -> 1). */
const PLATFORM_WORDS: Record<string, readonly string[]> = {
  instagram: ['instagram', 'insta'],
  youtube: ['youtube'],
  tiktok: ['tiktok', 'tik tok'],
  facebook: ['facebook'],
  x: ['twitter', ' x '],
  threads: ['threads'],
  twitch: ['twitch'],
  telegram: ['telegram'],
  spotify: ['spotify'],
  soundcloud: ['soundcloud'],
};

/**
 * A first target for an upstream category: the platform its name mentions (else the first), and a
 * new category named after it in Korean words (the replace list) — the operator adjusts either.
 */
export function defaultTarget(
  category: string,
  targets: ImportTargets,
  rename: (name: string) => string,
): CategoryTarget {
  const padded = ` ${category.toLowerCase()} `;
  const named = targets.platforms.find((p) =>
    (PLATFORM_WORDS[PLATFORM_ICONS[p.id] ?? ''] ?? []).some((word) => padded.includes(word)),
  );
  const platform = named ?? targets.platforms[0];
  const newName = rename(category || '기타').slice(0, MAX_CATEGORY_NAME);
  return { platformId: platform ? String(platform.id) : '', categoryId: NEW_CATEGORY, newName };
}

export interface ImportDraft {
  services: readonly ProviderCatalogService[];
  /** Selected provider service id -> the name typed for it, or null for the renamed provider name. */
  selected: ReadonlyMap<string, string | null>;
  targets: ReadonlyMap<string, CategoryTarget>;
  rename: (name: string) => string;
  markupPercent: string;
  minUnitPrice: string;
}

/** The Korean name a selected service is imported under. */
export function importName(
  service: ProviderCatalogService,
  typed: string | null | undefined,
  rename: (name: string) => string,
): string {
  return typed ?? rename(service.name);
}

/**
 * The one import call for the whole selection, checked: every upstream category mapped (the form's
 * own rule, fields `group.N.category` / `group.N.name`), then the contract's schema (markup, names,
 * at most 500 items) with its Korean messages.
 */
export function buildImportRequest(draft: ImportDraft): FormCheck<ImportRequest> {
  const groups = selectedGroups(draft.services, draft.selected);
  if (groups.length === 0) return failWith(M.emptySelection, 'items');
  const placement = new Map<string, Record<string, unknown>>();
  for (const [index, group] of groups.entries()) {
    const target = draft.targets.get(group.category);
    if (!target || target.platformId === '') return failWith(M.platformRequired, `group.${index}.platform`);
    if (target.categoryId === '') return failWith(M.categoryRequired, `group.${index}.category`);
    let place: Record<string, unknown>;
    if (target.categoryId === NEW_CATEGORY) {
      const name = target.newName.trim();
      if (name === '') return failWith(M.categoryNameRequired, `group.${index}.name`);
      if (name.length > MAX_CATEGORY_NAME) return failWith(M.categoryNameTooLong, `group.${index}.name`);
      place = { platformId: Number(target.platformId), categoryName: name };
    } else {
      place = { categoryId: Number(target.categoryId) };
    }
    for (const id of group.ids) placement.set(id, place);
  }
  const items = draft.services
    .filter((s) => draft.selected.has(s.providerServiceId))
    .map((s) => ({
      providerServiceId: s.providerServiceId,
      ...placement.get(s.providerServiceId),
      name: importName(s, draft.selected.get(s.providerServiceId), draft.rename),
    }));
  return checkWith(importRequestSchema, {
    items,
    markupPercent: parseDecimalField(draft.markupPercent),
    minUnitPrice: parseDecimalField(draft.minUnitPrice),
  });
}
