import { useQuery } from '@tanstack/react-query';
import { setupChecklistSchema, type SetupChecklist } from '@smm/contract/admin-setup-checklist';
import { api } from '../../../lib/api-client.ts';

export const setupChecklistQueryKey = ['admin', 'setup-checklist'] as const;

/** GET /admin/setup-checklist: what the store still needs before its first sale. */
export function getSetupChecklist() {
  return api.get<SetupChecklist>('/admin/setup-checklist', setupChecklistSchema);
}

/** Read whenever the dashboard opens, so an item done elsewhere shows ticked on return. */
export function useSetupChecklist() {
  return useQuery({ queryKey: setupChecklistQueryKey, queryFn: getSetupChecklist, refetchOnMount: 'always' });
}
