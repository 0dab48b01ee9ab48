import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { serviceSchema, type Service } from '@smm/contract/catalog';
import { api } from '../../../lib/api-client.ts';

export const servicesQueryKey = ['catalog', 'services'] as const;

export function getServices(): Promise<Service[]> {
  return api.get('/service/services', z.array(serviceSchema));
}

export function servicesQueryOptions() {
  return queryOptions({ queryKey: servicesQueryKey, queryFn: getServices });
}

export function useServices() {
  return useQuery(servicesQueryOptions());
}
