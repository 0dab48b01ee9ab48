import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import type { OrderDetails } from '@smm/contract/service-types';
import type { ProviderOrderState } from './provider.ts';
import { readSubscriptionStatus, subscriptionStateOf } from './subscription-status.ts';

// 4 new posts + 1 old one, 10 per post: 50 units.
const details: OrderDetails = {
  type: 'Subscriptions',
  username: 'a',
  min: 5,
  max: 10,
  posts: 4,
  oldPosts: 1,
  delay: 0,
};
const answer = (
  rawStatus: string,
  posts: number | null,
  remains: number | null = null,
): ProviderOrderState => ({
  status: null,
  rawStatus,
  startCount: 0,
  remains,
  charge: null,
  ...(posts !== null && { posts }),
});

describe('subscriptionStateOf', () => {
  it('reads the words panels use, in any spelling', () => {
    expect(subscriptionStateOf('ACTIVE')).toBe('active');
    expect(subscriptionStateOf('Paused')).toBe('active');
    expect(subscriptionStateOf('In progress')).toBe('active');
    expect(subscriptionStateOf('expired')).toBe('expired');
    expect(subscriptionStateOf('Cancelled')).toBe('canceled');
    expect(subscriptionStateOf('Partial')).toBe('canceled');
    expect(subscriptionStateOf('Completed')).toBe('completed');
    expect(subscriptionStateOf('Refunded')).toBeNull();
  });
});

describe('readSubscriptionStatus', () => {
  it('keeps an active one open with its undelivered posts as remains', () => {
    expect(readSubscriptionStatus(details, answer('Active', 2))).toMatchObject({
      state: 'active',
      postsDelivered: 2,
      order: { status: OrderStatus.InProgress, remains: 30 },
    });
  });

  it('settles an ended one by its undelivered posts: Partial, Canceled with none, Completed with all', () => {
    expect(readSubscriptionStatus(details, answer('Expired', 3))).toMatchObject({
      state: 'expired',
      postsDelivered: 3,
      order: { status: OrderStatus.Partial, remains: 20 },
    });
    expect(readSubscriptionStatus(details, answer('Canceled', 0))?.order).toMatchObject({
      status: OrderStatus.Canceled,
      remains: 50,
    });
    expect(readSubscriptionStatus(details, answer('Expired', 9))).toMatchObject({
      postsDelivered: 5,
      order: { status: OrderStatus.Completed, remains: 0 },
    });
    expect(readSubscriptionStatus(details, answer('Completed', null))).toMatchObject({
      state: 'completed',
      postsDelivered: 5,
      order: { status: OrderStatus.Completed, remains: 0 },
    });
  });

  it('reads an ended one without a posts count from its remains in units, or not at all', () => {
    expect(readSubscriptionStatus(details, answer('Partial', null, 30))).toMatchObject({
      state: 'canceled',
      postsDelivered: 2,
      order: { status: OrderStatus.Partial, remains: 30 },
    });
    expect(readSubscriptionStatus(details, answer('Expired', null))).toBeNull();
    expect(readSubscriptionStatus(details, answer('Refunded', 1))).toBeNull();
  });
});
