import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponseSchema } from '@smm/contract/auth';
import { api } from '../../../lib/api-client.ts';
import { refreshCatalogue } from './get-catalogue.ts';

export type CatalogueKind = 'platforms' | 'categories' | 'services';

/** `DELETE /admin/{kind}/{id}`: only what nothing refers to (a service never ordered, ...). */
export function deleteCatalogueItem({ kind, id }: { kind: CatalogueKind; id: number }) {
  return api.delete(`/admin/${kind}/${id}`, okResponseSchema);
}

export function useDeleteCatalogueItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCatalogueItem,
    onSuccess: () => refreshCatalogue(client),
  });
}
