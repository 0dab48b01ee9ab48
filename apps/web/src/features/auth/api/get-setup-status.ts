import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupStatusSchema, type SetupStatus } from '@smm/contract/setup';
import { api } from '../../../lib/api-client.ts';

export const setupStatusQueryKey = ['setup-status'] as const;

/** GET /setup: whether the store still waits for its first operator. */
export function getSetupStatus(): Promise<SetupStatus> {
  return api.get<SetupStatus>('/setup', setupStatusSchema);
}

export function useSetupStatus() {
  return useQuery(queryOptions({ queryKey: setupStatusQueryKey, queryFn: getSetupStatus }));
}
