import { parseProviderRate, ratedCostMilli } from '@smm/contract/import-price';
import { fromMilli } from '@smm/contract/money';
import type { ChainEntry, ProviderAttempt } from './failover-repository.ts';

/**
 * The rules of failover (docs/decisions/failover.md), pure: which provider in an order's chain is
 * passed over before it is asked, and what the order becomes when nobody took it.
 */

/** A provider passed over, or one that answered that it did not take the order. */
export interface Pass {
  attempt: ProviderAttempt;
  /** The refusal may not hold later (disabled, balance short, an account-level answer): retry then. */
  transient: boolean;
}

export interface ChainOrder {
  amount: number;
  /** What the member paid, in milli-points. */
  costMilli: number;
  allowLoss: boolean;
}

/** Our won cost of the whole order at `entry`, in milli-points; null when a rate is unknown. */
export function entryCostMilli(entry: ChainEntry, krwPerUnit: string | null, amount: number): number | null {
  const rate = entry.ratePer1000 === null ? null : parseProviderRate(entry.ratePer1000);
  const krw = krwPerUnit === null ? null : parseProviderRate(krwPerUnit);
  if (!rate || !krw) return null;
  try {
    return ratedCostMilli(rate, krw, amount);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/**
 * Why `entry` is passed over without being asked, or null to ask it. What is known of its state
 * (the upstream service gone, its balance short) only moves the order on: the last provider in the
 * chain is asked anyway and its own answer decides, as before failover. A backup above the member's
 * price is skipped unless the operator allowed a loss on the service.
 */
export function passOver(
  entry: ChainEntry,
  order: ChainOrder,
  costMilli: number | null,
  last: boolean,
): Pass | null {
  const pass = (outcome: ProviderAttempt['outcome'], reason: string, transient: boolean): Pass => ({
    attempt: { providerId: entry.providerId, providerServiceId: entry.providerServiceId, outcome, reason },
    transient,
  });
  if (entry.position > 0 && !order.allowLoss) {
    if (costMilli === null)
      return pass('skipped', 'cost unknown (no rate or exchange rate): a loss is not allowed', false);
    if (costMilli > order.costMilli)
      return pass(
        'skipped',
        `cost ${fromMilli(costMilli)} above the price ${fromMilli(order.costMilli)}: a loss is not allowed`,
        false,
      );
  }
  if (last) return null;
  if (entry.gone) return pass('refused', 'the provider no longer lists the service', false);
  if (entry.balanceShort) return pass('refused', "the provider's balance is below the order's cost", true);
  return null;
}

/** A provider missing or disabled when the order's turn came. */
export function disabledPass(entry: ChainEntry): Pass {
  return {
    attempt: {
      providerId: entry.providerId,
      providerServiceId: entry.providerServiceId,
      outcome: 'refused',
      reason: 'provider missing or disabled',
    },
    transient: true,
  };
}

/** The order's `last_error` when nobody took it: the one reason, or each provider's in turn. */
export function passesMessage(passes: readonly Pass[]): string {
  const [only] = passes;
  if (only && passes.length === 1) return only.attempt.reason ?? '';
  return passes.map((p) => `provider ${p.attempt.providerId}: ${p.attempt.reason ?? ''}`).join('; ');
}
