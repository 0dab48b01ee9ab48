import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMemberDetailSchema } from '@smm/contract/admin-members';
import { api } from '../../../lib/api-client.ts';
import { membersQueryKey } from './get-members.ts';

export function getMember(id: number) {
  return api.get(`/admin/members/${id}`, adminMemberDetailSchema);
}

export const memberQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...membersQueryKey, 'detail', id], queryFn: () => getMember(id) });

export function useMember(id: number) {
  return useQuery(memberQueryOptions(id));
}
