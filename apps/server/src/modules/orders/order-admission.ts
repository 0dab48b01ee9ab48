import { UnauthorizedError } from '../../errors.ts';
import type { OrderDeps, OrderingMember } from './order-service.ts';

/**
 * The two checks every answer but a placed order passes first, in this order: the session (401),
 * then the member's order limit (429). Each runs at most once per order, whichever step asks.
 */
export interface OrderAdmission {
  /** The member's bucket of order hits. */
  readonly bucket: string;
  /** Whether the hit is still to be counted (the one-statement order counts it itself then). */
  readonly hitPending: boolean;
  /** Confirms the session and counts the hit, each unless done already. */
  admit(): Promise<void>;
  /** Admits, then throws the refusal: a refused order counts against the limit as a placed one. */
  refuse(refusal: Error): Promise<never>;
  /** The one statement counted the hit (it counts only for a live session). */
  hitCounted(): void;
}

export function orderAdmission(
  deps: Pick<OrderDeps, 'sessions' | 'limiter' | 'perMember'>,
  member: OrderingMember,
): OrderAdmission {
  const bucket = `order-member:${member.id}`;
  // An absent token version: the caller confirmed the member (a reseller's key).
  let confirmed = member.tokenVersion === undefined;
  let counted = false;
  const admit = async () => {
    if (!confirmed) {
      if (!(await deps.sessions.findBySession(member.id, member.tokenVersion ?? -1))) {
        throw new UnauthorizedError();
      }
      confirmed = true;
    }
    // Counted before any rule, so a flood of refused orders is limited as well as placed ones; but
    // only for a live session, so a revoked token spends nothing of its member's limit.
    if (!counted) {
      counted = true;
      await deps.limiter.enforce(bucket, deps.perMember);
    }
  };
  return {
    bucket,
    get hitPending() {
      return !counted;
    },
    admit,
    async refuse(refusal) {
      await admit();
      throw refusal;
    },
    hitCounted() {
      counted = true;
    },
  };
}
