import { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  referralPayoutSchema,
  referralSettingsSchema,
  type PayoutState,
  type ReferralSettings,
} from '@smm/contract/referral';
import { api } from '../../../../lib/api-client.ts';
import { membersQueryKey } from '../get-members.ts';
import { marketingQueryKey, refreshAfterChange } from './marketing-keys.ts';

const settingsKey = [...marketingQueryKey, 'referral'] as const;
export const payoutsQueryKey = [...marketingQueryKey, 'payouts'] as const;
const PATH = '/admin/marketing/referral';

/** GET /admin/marketing/referral. */
export function useReferralSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => api.get(PATH, referralSettingsSchema) });
}

/** PUT /admin/marketing/referral. */
export function useSaveReferralSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralSettings) => api.put(PATH, body, referralSettingsSchema),
    onSuccess: () => refreshAfterChange(client, settingsKey),
  });
}

/** GET /admin/referral-payouts[?state=]: the newest 100. */
export function usePayouts(state: PayoutState | '') {
  return useQuery({
    queryKey: [...payoutsQueryKey, state],
    queryFn: () =>
      api.get(
        `/admin/referral-payouts?limit=100${state ? `&state=${state}` : ''}`,
        z.array(referralPayoutSchema),
      ),
  });
}

/** POST /admin/referral-payouts/{id}/approve|reject: an approval debits the member's points once. */
export function useDecidePayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: number; decision: 'approve' | 'reject'; reason?: string }) =>
      api.post(
        `/admin/referral-payouts/${id}/${decision}`,
        decision === 'reject' && reason ? { reason } : {},
        referralPayoutSchema,
      ),
    onSuccess: () => refreshAfterChange(client, payoutsQueryKey, membersQueryKey),
  });
}
