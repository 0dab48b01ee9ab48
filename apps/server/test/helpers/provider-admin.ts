import { expect } from 'vitest';
import type { AdminProviderRow } from '@smm/contract/admin-providers';
import type { TestMember } from './members.ts';
import type { TestContext } from './test-context.ts';

/** The operator's provider calls through `app.inject`, as the console makes them. */
export function providerApi(ctx: TestContext, operator: TestMember) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: operator.headers,
      payload: payload as object,
    });
  return {
    call,
    /** Adds a provider and answers its row (the add must succeed). */
    async create(body: Record<string, unknown>): Promise<AdminProviderRow> {
      const response = await call('POST', '/providers', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<AdminProviderRow>();
    },
    /** Changes a provider and answers its row (the change must succeed). */
    async update(id: number, body: Record<string, unknown>): Promise<AdminProviderRow> {
      const response = await call('PATCH', `/providers/${id}`, body);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminProviderRow>();
    },
    test: (id: number) => call('POST', `/providers/${id}/test`),
    services: (id: number) => call('GET', `/providers/${id}/services`),
    list: async () => (await call('GET', '/providers')).json<AdminProviderRow[]>(),
  };
}

/** The audit rows of one provider, oldest first. */
export async function providerAudit(
  ctx: TestContext,
  providerId: number,
): Promise<{ action: string; before: unknown; after: unknown }[]> {
  const { rows } = await ctx.db.query<{ action: string; before: unknown; after: unknown }>(
    `SELECT action, before, after FROM audit_log WHERE target_type = 'provider' AND target_id = $1 ORDER BY id`,
    [String(providerId)],
  );
  return rows;
}
