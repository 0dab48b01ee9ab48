import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceBulkResultSchema, type ServiceVisibilityBulk } from '@smm/contract/admin-catalogue';
import { api } from '../../../lib/api-client.ts';
import { refreshCatalogue } from './get-catalogue.ts';

/** `POST /admin/services/visibility {ids, visible}`: hides or shows the selected services. */
export function setServicesVisible(body: ServiceVisibilityBulk) {
  return api.post('/admin/services/visibility', body, serviceBulkResultSchema);
}

export function useSetServicesVisible() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setServicesVisible,
    onSuccess: () => refreshCatalogue(client),
  });
}
