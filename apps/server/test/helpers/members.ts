import { randomBytes } from 'node:crypto';
import { toMilli } from '@smm/contract/money';
import { systemClock, type Clock } from '../../src/clock.ts';
import { credit } from '../../src/modules/ledger/ledger-repository.ts';
import { createTokenService } from '../../src/modules/accounts/token-service.ts';
import type { TestContext } from './test-context.ts';

export interface TestMember {
  id: number;
  loginId: string;
  token: string;
  /** Authorization header for app.inject. */
  headers: { authorization: string };
}

/**
 * Inserts a member directly and signs a token for it, crediting `points` through the ledger's own
 * function, so suites that are not about accounts need no registration round trip.
 */
export async function createTestMember(
  ctx: TestContext,
  options: { points?: number; isAdmin?: boolean; loginId?: string; clock?: Clock } = {},
): Promise<TestMember> {
  const loginId = options.loginId ?? `m${randomBytes(5).toString('hex')}`;
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO members (login_id, email, register_where, is_admin) VALUES ($1, $2, '기타', $3) RETURNING id`,
    [loginId, `${loginId}@example.com`, options.isAdmin ?? false],
  );
  const id = rows[0]!.id;
  if (options.points) {
    const amountMilli = toMilli(options.points);
    await ctx.db.transaction((tx) =>
      credit(tx, {
        memberId: id,
        amountMilli,
        reason: 'adjustment',
        refType: 'test',
        refId: null,
        key: `test:${id}:${randomBytes(4).toString('hex')}`,
      }),
    );
  }
  const tokens = createTokenService(
    ctx.config.JWT_SECRET!,
    ctx.config.JWT_TTL_SECONDS,
    options.clock ?? systemClock,
  );
  const token = await tokens.sign({ memberId: id, tokenVersion: 0 });
  return { id, loginId, token, headers: { authorization: `Bearer ${token}` } };
}

/** The member's cached balance and the sum of its ledger, in milli-points; they must always agree. */
export async function balanceAndLedger(
  ctx: TestContext,
  memberId: number,
): Promise<{ balance: number; ledger: number }> {
  const { rows } = await ctx.db.query<{ balance: number; ledger: number }>(
    `SELECT m.point_milli AS balance,
            (SELECT COALESCE(sum(delta_milli), 0)::bigint FROM point_ledger l WHERE l.member_id = m.id) AS ledger
       FROM members m WHERE m.id = $1`,
    [memberId],
  );
  return rows[0]!;
}
