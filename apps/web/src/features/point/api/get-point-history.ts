import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { pointHistoryRowSchema, type PointHistoryRow } from '@smm/contract/point';
import { api } from '../../../lib/api-client.ts';
import { memberQueryKey } from '../../../lib/session/get-profile.ts';

/** Member-scoped: signing in or out drops it with every other ['member', ...] query. */
export const pointHistoryQueryKey = [...memberQueryKey, 'point-history'] as const;

/** The member's top-up requests, newest first (the server's first page of 100 is plenty here). */
export function getPointHistory(): Promise<PointHistoryRow[]> {
  return api.get('/service/point-history', z.array(pointHistoryRowSchema));
}

export function pointHistoryQueryOptions() {
  return queryOptions({ queryKey: pointHistoryQueryKey, queryFn: getPointHistory });
}

/** Fetched only for a signed-in member (a guest has no history and no token). */
export function usePointHistory(enabled: boolean) {
  return useQuery({ ...pointHistoryQueryOptions(), enabled });
}
