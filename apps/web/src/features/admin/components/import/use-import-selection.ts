import { useMemo, useState } from 'react';
import type { ImportTargets, ProviderCatalogService } from '@smm/contract/admin-import';
import { defaultTarget, selectedGroups, type CategoryTarget } from './import-request.ts';
import type { CatalogFilters } from './catalog-filters.tsx';

/** Whether a service can be picked: not imported yet, and its rate readable. */
export function importable(s: ProviderCatalogService): boolean {
  return s.importedServiceId === null && s.rateReadable;
}

/** The services the filters match, from the whole catalogue in memory (no call per keystroke). */
export function filterCatalog(
  services: readonly ProviderCatalogService[],
  filters: CatalogFilters,
  selected: ReadonlyMap<string, string | null>,
): ProviderCatalogService[] {
  const q = filters.q.trim().toLowerCase();
  return services.filter(
    (s) =>
      (filters.category === '' || s.category === filters.category) &&
      (filters.type === '' || s.type === filters.type) &&
      (filters.only !== 'new' || s.importedServiceId === null) &&
      (filters.only !== 'selected' || selected.has(s.providerServiceId)) &&
      (q === '' || s.providerServiceId === q || s.name.toLowerCase().includes(q)),
  );
}

/**
 * The selection (id -> typed name, or null for the renamed provider name) and each upstream
 * category's target: the one the operator chose, or a first guess that follows the replace list.
 */
export function useImportSelection(
  services: readonly ProviderCatalogService[],
  targets: ImportTargets,
  rename: (name: string) => string,
) {
  const [selected, setSelected] = useState<ReadonlyMap<string, string | null>>(new Map());
  const [chosen, setChosen] = useState<ReadonlyMap<string, CategoryTarget>>(new Map());
  const groups = useMemo(() => selectedGroups(services, selected), [services, selected]);
  const mapping = useMemo(
    () =>
      new Map(
        groups.map((g) => [g.category, chosen.get(g.category) ?? defaultTarget(g.category, targets, rename)]),
      ),
    [groups, chosen, targets, rename],
  );
  const itemIndex = useMemo(() => {
    const index = new Map<string, number>();
    for (const s of services)
      if (selected.has(s.providerServiceId)) index.set(s.providerServiceId, index.size);
    return index;
  }, [services, selected]);

  const toggle = (list: readonly ProviderCatalogService[], checked: boolean) =>
    setSelected((old) => {
      const next = new Map(old);
      for (const s of list) {
        if (!checked) next.delete(s.providerServiceId);
        else if (!next.has(s.providerServiceId) && importable(s)) next.set(s.providerServiceId, null);
      }
      return next;
    });
  return {
    selected,
    groups,
    mapping,
    itemIndex,
    toggle,
    setName: (id: string, name: string) => setSelected((old) => new Map(old).set(id, name)),
    setTarget: (category: string, target: CategoryTarget) =>
      setChosen((old) => new Map(old).set(category, target)),
    clear: () => {
      setSelected(new Map());
      setChosen(new Map());
    },
  };
}
