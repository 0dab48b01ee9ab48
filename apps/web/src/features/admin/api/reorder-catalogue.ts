import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';
import type { CatalogueKind } from './delete-catalogue-item.ts';
import { refreshCatalogue } from './get-catalogue.ts';

/** `POST /admin/{kind}/reorder {ids}`: every sibling, in the new order. */
export function reorderCatalogue({ kind, ids }: { kind: CatalogueKind; ids: readonly number[] }) {
  return api.post(`/admin/${kind}/reorder`, { ids }, okResponseSchema);
}

export function useReorderCatalogue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reorderCatalogue,
    // Refreshed whether it worked or not: a refused order (someone else changed the list) shows the current one.
    onSettled: () => refreshCatalogue(client),
  });
}
