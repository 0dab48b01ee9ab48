import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Service } from '@smm/contract/catalog';
import { api } from '../api-client.ts';

/**
 * The service list: the order form picks from it and both history pages name a row's service with
 * it, so it lives here rather than inside one feature.
 */
export const servicesQueryKey = ['catalog', 'services'] as const;

export function getServices(): Promise<Service[]> {
  return api.get<Service[]>('/service/services');
}

export function servicesQueryOptions() {
  return queryOptions({ queryKey: servicesQueryKey, queryFn: getServices });
}

export function useServices() {
  return useQuery(servicesQueryOptions());
}

/** Service id to its text, for tables that show a row's service by name. */
export function serviceNames(services: readonly Service[] | undefined): Map<number, string> {
  return new Map((services ?? []).map((service) => [service.id, service.text]));
}
