import { describe, expect, it } from 'vitest';
import type { ChainEntry } from './failover-repository.ts';
import { entryCostMilli, passesMessage, passOver } from './provider-chain.ts';

const entry = (patch: Partial<ChainEntry> = {}): ChainEntry => ({
  orderId: 1,
  position: 1,
  providerId: 2,
  providerServiceId: '7',
  currency: 'USD',
  ratePer1000: '0.90',
  gone: false,
  balanceShort: false,
  ...patch,
});
const order = { amount: 1000, costMilli: 1_300_000, allowLoss: false };

describe('the cost of an order at a provider', () => {
  it('is rate x exchange rate x units, exact, rounded up once', () => {
    // 0.90 USD per 1000 at 1,385.5 won: 1.24695 won a unit, 1,000 units 1,246.95 won.
    expect(entryCostMilli(entry(), '1385.5', 1000)).toBe(1_246_950);
    expect(entryCostMilli(entry(), '1385.5', 3)).toBe(3_741);
    expect(entryCostMilli(entry({ ratePer1000: null }), '1385.5', 3)).toBeNull();
    expect(entryCostMilli(entry(), null, 3)).toBeNull();
  });
});

describe('passing a provider over', () => {
  it('skips a backup above the member’s price unless a loss is allowed', () => {
    expect(passOver(entry(), { ...order, costMilli: 1_246_949 }, 1_246_950, false)).toMatchObject({
      attempt: { outcome: 'skipped', reason: 'cost 1246.95 above the price 1246.949: a loss is not allowed' },
      transient: false,
    });
    expect(passOver(entry(), { ...order, costMilli: 1_246_950 }, 1_246_950, false)).toBeNull();
    expect(passOver(entry(), { ...order, costMilli: 1, allowLoss: true }, 1_246_950, false)).toBeNull();
    expect(passOver(entry(), order, null, false)?.attempt.outcome).toBe('skipped');
  });

  it('never applies the loss guard to the service’s own provider', () => {
    expect(passOver(entry({ position: 0 }), { ...order, costMilli: 1 }, 1_246_950, false)).toBeNull();
  });

  it('moves on from a provider known to be short or without the service, but asks the last one anyway', () => {
    expect(passOver(entry({ position: 0, balanceShort: true }), order, 1, false)).toMatchObject({
      attempt: { outcome: 'refused' },
      transient: true,
    });
    expect(passOver(entry({ position: 0, gone: true }), order, 1, false)).toMatchObject({
      attempt: { outcome: 'refused' },
      transient: false,
    });
    expect(passOver(entry({ position: 0, gone: true, balanceShort: true }), order, 1, true)).toBeNull();
  });

  it('words the order’s error as the one reason, or each provider’s in turn', () => {
    const refused = (providerId: number, reason: string) => ({
      attempt: { providerId, providerServiceId: '1', outcome: 'refused' as const, reason },
      transient: false,
    });
    expect(passesMessage([refused(1, 'Incorrect link')])).toBe('Incorrect link');
    expect(passesMessage([refused(1, 'Incorrect link'), refused(2, 'Incorrect service ID')])).toBe(
      'provider 1: Incorrect link; provider 2: Incorrect service ID',
    );
  });
});
