import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  serviceBackupsSchema,
  type ServiceBackups,
  type ServiceBackupsBody,
} from '@smm/contract/admin-service-backups';
import { api, apiRequest } from '../../../lib/api-client.ts';

const backupsKey = (serviceId: number) => ['admin', 'service-backups', serviceId] as const;

/** GET /admin/services/{id}/backups: the service's backup providers in order, and the loss setting. */
export function useServiceBackups(serviceId: number) {
  return useQuery({
    queryKey: backupsKey(serviceId),
    queryFn: () => api.get<ServiceBackups>(`/admin/services/${serviceId}/backups`, serviceBackupsSchema),
  });
}

/** PUT /admin/services/{id}/backups: each backup is checked against its provider's list. */
export function useSaveServiceBackups(serviceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceBackupsBody) =>
      apiRequest(`/admin/services/${serviceId}/backups`, {
        method: 'PUT',
        body,
        schema: serviceBackupsSchema,
      }),
    onSuccess: (saved) => client.setQueryData(backupsKey(serviceId), saved),
  });
}
