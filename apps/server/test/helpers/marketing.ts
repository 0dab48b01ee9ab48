import type { LightMyRequestResponse } from 'fastify';
import type { TestMember } from './members.ts';
import type { TestContext } from './test-context.ts';

/** One JSON call of the app as `who` (an operator or a member). */
export function call(
  ctx: TestContext,
  who: TestMember | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The Korean message of a refusal. */
export function messageOf(res: LightMyRequestResponse): string {
  return res.json<{ message: string }>().message;
}

/** Ledger rows of a member with one reason, oldest first. */
export async function ledgerRows(
  ctx: TestContext,
  memberId: number,
  reason: string,
): Promise<{ delta_milli: number; idempotency_key: string; ref_type: string; ref_id: number | null }[]> {
  const { rows } = await ctx.db.query<{
    delta_milli: number;
    idempotency_key: string;
    ref_type: string;
    ref_id: number | null;
  }>(
    `SELECT delta_milli, idempotency_key, ref_type, ref_id FROM point_ledger
      WHERE member_id = $1 AND reason = $2 ORDER BY id`,
    [memberId, reason],
  );
  return rows;
}

/** The audit rows of one action, newest first. */
export async function auditRows(
  ctx: TestContext,
  action: string,
): Promise<{ operator_id: number | null; target_id: string; before: unknown; after: unknown }[]> {
  const { rows } = await ctx.db.query<{
    operator_id: number | null;
    target_id: string;
    before: unknown;
    after: unknown;
  }>(`SELECT operator_id, target_id, before, after FROM audit_log WHERE action = $1 ORDER BY id DESC`, [
    action,
  ]);
  return rows;
}
