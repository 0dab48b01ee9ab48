import { OrderStatus } from '@smm/contract/enums';
import type { OrderDetails, SubscriptionState } from '@smm/contract/service-types';
import type { ProviderOrderState } from './provider.ts';

/**
 * A subscription's status words (issue 32, docs/decisions/service-types.md): panels answer
 * `Active`, `Paused`, `In progress`, `Pending`, `Completed`, `Expired`, `Canceled` (a `Partial` is read
 * as canceled), with `posts` the
 * posts delivered so far. Case, spaces, underscores and hyphens are ignored as in provider-status.ts.
 */
const SUBSCRIPTION_WORDS: Record<string, SubscriptionState> = {
  active: 'active',
  paused: 'active',
  inprogress: 'active',
  pending: 'active',
  processing: 'active',
  completed: 'completed',
  expired: 'expired',
  // Ended by the provider with part delivered, as an ordinary order's Partial.
  partial: 'canceled',
  canceled: 'canceled',
  cancelled: 'canceled',
};

export function subscriptionStateOf(raw: string): SubscriptionState | null {
  return SUBSCRIPTION_WORDS[raw.toLowerCase().replace(/[\s_-]+/g, '')] ?? null;
}

/** The subscription's progress and the order state it settles as; null when the answer cannot say. */
export interface SubscriptionReading {
  state: SubscriptionState;
  postsDelivered: number;
  /** The order's state for the ordinary sync and settlement: remains in units (max per post). */
  order: ProviderOrderState;
}

/**
 * Reads a subscription's status answer. The order was priced max x (posts + old posts) units, so a
 * post not delivered is `max` units back: an ended subscription (expired or canceled) settles as
 * Partial with remains = undelivered posts x max (Canceled when none was delivered, Completed when
 * all were), through the one refund path, once. Completed delivered everything. Without a `posts`
 * count, an ended subscription is read from the provider's `remains` (units) when it gives one;
 * otherwise null, and a person decides (the order stays open, flagged).
 */
export function readSubscriptionStatus(
  details: OrderDetails,
  answer: ProviderOrderState,
): SubscriptionReading | null {
  const state = subscriptionStateOf(answer.rawStatus);
  if (state === null) return null;
  const max = details.max ?? 0;
  const total = (details.posts ?? 0) + (details.oldPosts ?? 0);
  const base = { rawStatus: answer.rawStatus, startCount: answer.startCount, charge: answer.charge };
  const reported = answer.posts ?? null;
  if (state === 'completed') {
    return { state, postsDelivered: total, order: { ...base, status: OrderStatus.Completed, remains: 0 } };
  }
  if (reported === null && state !== 'active') {
    if (answer.remains === null) return null;
    const units = Math.min(answer.remains, max * total);
    const postsDelivered = max > 0 ? Math.floor((max * total - units) / max) : 0;
    return { state, postsDelivered, order: { ...base, ...ended(units, max * total) } };
  }
  const postsDelivered = Math.min(reported ?? 0, total);
  const undelivered = (total - postsDelivered) * max;
  if (state === 'active') {
    return {
      state,
      postsDelivered,
      order: { ...base, status: OrderStatus.InProgress, remains: undelivered },
    };
  }
  return { state, postsDelivered, order: { ...base, ...ended(undelivered, max * total) } };
}

/** An ended subscription with `undelivered` of its `units` not delivered. */
function ended(undelivered: number, units: number): Pick<ProviderOrderState, 'status' | 'remains'> {
  if (undelivered <= 0) return { status: OrderStatus.Completed, remains: 0 };
  if (undelivered >= units) return { status: OrderStatus.Canceled, remains: units };
  return { status: OrderStatus.Partial, remains: undelivered };
}
