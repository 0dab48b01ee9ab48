import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { gradesConfigSchema, type GradesConfigInput } from '@smm/contract/member-grades';
import { api } from '../../../../lib/api-client.ts';
import { marketingQueryKey, refreshAfterChange } from './marketing-keys.ts';

export const gradesQueryKey = [...marketingQueryKey, 'grades'] as const;
const PATH = '/admin/marketing/grades';

/** GET /admin/marketing/grades: the grades by threshold, with how many members hold each. */
export function useGrades() {
  return useQuery({ queryKey: gradesQueryKey, queryFn: () => api.get(PATH, gradesConfigSchema) });
}

/** PUT /admin/marketing/grades: the whole list (grades left out are removed) and the period. */
export function useSaveGrades() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GradesConfigInput) => api.put(PATH, body, gradesConfigSchema),
    onSuccess: () => refreshAfterChange(client, gradesQueryKey),
  });
}
