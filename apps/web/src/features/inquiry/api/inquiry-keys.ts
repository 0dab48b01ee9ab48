import { memberQueryKey } from '../../../lib/session/get-profile.ts';

/** Member-scoped: signing in or out drops them with every other ['member', ...] query. */
export const inquiriesQueryKey = [...memberQueryKey, 'inquiries'] as const;
export const inquiryListQueryKey = [...inquiriesQueryKey, 'list'] as const;
export const inquiryQueryKey = (id: number) => [...inquiriesQueryKey, 'thread', id] as const;
