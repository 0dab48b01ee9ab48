import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberPricingSchema, type MemberPricingInput } from '@smm/contract/member-grades';
import { api } from '../../../../lib/api-client.ts';
import { membersQueryKey } from '../get-members.ts';
import { gradesQueryKey } from './grades.ts';
import { refreshAfterChange } from './marketing-keys.ts';

const keyOf = (id: number) => [...membersQueryKey, 'detail', id, 'pricing'] as const;

/** GET /admin/members/{id}/pricing: grade (pinned or computed), own discount, fixed prices. */
export function useMemberPricing(id: number) {
  return useQuery({
    queryKey: keyOf(id),
    queryFn: () => api.get(`/admin/members/${id}/pricing`, memberPricingSchema),
  });
}

/** PUT /admin/members/{id}/pricing: the member's whole pricing. */
export function useSaveMemberPricing(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MemberPricingInput) =>
      api.put(`/admin/members/${id}/pricing`, body, memberPricingSchema),
    onSuccess: () => refreshAfterChange(client, keyOf(id), gradesQueryKey),
  });
}
