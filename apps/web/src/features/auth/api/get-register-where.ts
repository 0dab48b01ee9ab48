import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegisterWhere } from '@smm/contract/catalog';
import { api } from '../../../lib/api-client.ts';
import { registerWhereQueryKey } from '../../../lib/site-content-keys.ts';

/** The "how did you find us" options of the sign-up forms. */
export function getRegisterWhere(): Promise<RegisterWhere[]> {
  return api.get<RegisterWhere[]>('/service/register-where');
}

export function registerWhereQueryOptions() {
  return queryOptions({ queryKey: registerWhereQueryKey, queryFn: getRegisterWhere });
}

export function useRegisterWhere() {
  return useQuery(registerWhereQueryOptions());
}
