import { expect } from 'vitest';
import { toMilli } from '@smm/contract/money';
import { balanceAndLedger, type TestMember } from './members.ts';
import { createTestService } from './order-fixtures.ts';
import type { TestContext } from './test-context.ts';

/** Orders in the states the operator console acts on, set up through the member API and the database. */
export function adminOrderFixtures(ctx: TestContext) {
  let providerId: number | undefined;
  const place = async (member: TestMember, body: Record<string, unknown>) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/service/order',
      headers: member.headers,
      payload: { link: 'https://www.instagram.com/p/admin-test/', runs: 0, interval: 0, ...body },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ orderId: number }>().orderId;
  };
  return {
    /** A service at 1 point a unit; `provider` maps it to a (never called) API v2 provider. */
    async service(options: { provider?: boolean; enableAuto?: boolean } = {}) {
      const id = await createTestService(ctx, {
        price: 1,
        min: 1,
        max: 10_000,
        enableAuto: options.enableAuto,
      });
      if (options.provider) {
        providerId ??= (
          await ctx.db.query<{ id: number }>(
            `INSERT INTO providers (name, kind, api_url, api_key) VALUES ('테스트 패널', 'api_v2', 'http://127.0.0.1:9', 'k') RETURNING id`,
          )
        ).rows[0]!.id;
        await ctx.db.query(`UPDATE services SET provider_id = $2, provider_service_id = '1' WHERE id = $1`, [
          id,
          providerId,
        ]);
      }
      return id;
    },
    order: (member: TestMember, serviceId: number, amount = 100, link?: string) =>
      place(member, { serviceId, amount, ...(link ? { link } : {}) }),
    autoOrder: (member: TestMember, serviceId: number, amount = 10, runs = 5) =>
      place(member, { serviceId, amount, runs, interval: 60 }),
    /** The state the submit sweep leaves when the provider's answer to the add was lost. */
    async flagUnknown(orderId: number) {
      await ctx.db.query(
        `UPDATE orders SET submit_state = 'unknown', needs_operator = true, attempts = 1, last_error = 'timeout',
                           provider_id = (SELECT provider_id FROM services WHERE id = orders.service_id)
          WHERE id = $1`,
        [orderId],
      );
    },
    /** A provider's Partial without a usable remains: settled without a refund and flagged. */
    async flagPartialWithoutRemains(orderId: number) {
      await ctx.db.query(
        `UPDATE orders SET submit_state = 'submitted', provider_order_id = 'p-' || id, status = 3, remains = NULL,
                           needs_operator = true, last_error = 'partial without a usable remains: refund by hand'
          WHERE id = $1`,
        [orderId],
      );
    },
    /** Balance equals the ledger and is `points`. */
    async expectBalance(member: TestMember, points: number) {
      const { balance, ledger } = await balanceAndLedger(ctx, member.id);
      expect(balance).toBe(ledger);
      expect(balance).toBe(toMilli(points));
    },
    async auditRows(targetType: string, targetId: number) {
      const { rows } = await ctx.db.query<{
        action: string;
        operator_id: number;
        before: unknown;
        after: unknown;
      }>(
        'SELECT action, operator_id, before, after FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id',
        [targetType, String(targetId)],
      );
      return rows;
    },
    async refundRows(refType: string, refId: number) {
      const { rows } = await ctx.db.query<{ delta_milli: number }>(
        `SELECT delta_milli FROM point_ledger WHERE ref_type = $1 AND ref_id = $2 AND reason = 'refund'`,
        [refType, refId],
      );
      return rows.map((r) => r.delta_milli);
    },
  };
}
