import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serviceBulkResultSchema, type ServicePriceBulk } from '@smm/contract/admin-catalogue';
import { api } from '../../../lib/api-client.ts';
import { refreshCatalogue } from './get-catalogue.ts';

/** `POST /admin/services/price {ids, percent, confirmBelowRate}`: a percent change of each price. */
export function repriceServices(body: ServicePriceBulk) {
  return api.post('/admin/services/price', body, serviceBulkResultSchema);
}

export function useRepriceServices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: repriceServices,
    onSuccess: () => refreshCatalogue(client),
  });
}
