import { expect } from 'vitest';
import type { ImportRequest, ImportResult } from '@smm/contract/admin-import';
import type { Service } from '@smm/contract/catalog';
import type { ApiV2FakeServer } from '../fakes/api-v2-fake-server.ts';
import type { TestMember } from './members.ts';
import type { TestContext } from './test-context.ts';

/** The columns an imported service keeps of its provider. */
export interface ImportedRow {
  text: string;
  category_id: number;
  min_amount: number;
  max_amount: number;
  unit_price_milli: number;
  visible: boolean;
  provider_id: number;
  provider_service_id: string;
  provider_rate: string;
  provider_rate_milli: number;
  provider_refill: boolean;
  provider_cancel: boolean;
  markup_basis_points: number | null;
  min_unit_price_milli: number | null;
  provider_missing_at: Date | null;
}

export async function importedRow(ctx: TestContext, serviceId: number): Promise<ImportedRow> {
  const { rows } = await ctx.db.query<ImportedRow>(
    `SELECT text, category_id, min_amount, max_amount, unit_price_milli, visible, provider_id, provider_service_id,
            provider_rate_per_1000::text AS provider_rate, provider_rate_milli, provider_refill, provider_cancel,
            markup_basis_points, min_unit_price_milli, provider_missing_at
       FROM services WHERE id = $1`,
    [serviceId],
  );
  return rows[0]!;
}

/** `POST /api/admin/providers/{id}/import` as the operator. */
export function postImport(
  ctx: TestContext,
  operator: TestMember,
  providerId: number,
  body: Partial<ImportRequest> | Record<string, unknown>,
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/admin/providers/${providerId}/import`,
    headers: operator.headers,
    payload: body,
  });
}

/** An import that must succeed. */
export async function importOk(
  ctx: TestContext,
  operator: TestMember,
  providerId: number,
  body: ImportRequest,
): Promise<ImportResult> {
  const response = await postImport(ctx, operator, providerId, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ImportResult>();
}

/** What the storefront's `GET /api/service/services` lists now. */
export async function storefrontServices(ctx: TestContext): Promise<Service[]> {
  const response = await ctx.app.inject({ url: '/api/service/services' });
  expect(response.statusCode).toBe(200);
  return response.json<Service[]>();
}

export async function storefrontService(ctx: TestContext, id: number): Promise<Service | undefined> {
  return (await storefrontServices(ctx)).find((s) => s.id === id);
}

/** Rows of the tables an import writes: "nothing changed" checks. */
export async function importFootprint(
  ctx: TestContext,
): Promise<{ services: number; categories: number; audit: number }> {
  const { rows } = await ctx.db.query<{ services: number; categories: number; audit: number }>(
    `SELECT (SELECT count(*)::int FROM services) AS services, (SELECT count(*)::int FROM categories) AS categories,
            (SELECT count(*)::int FROM audit_log) AS audit`,
  );
  return rows[0]!;
}

export async function auditRows(
  ctx: TestContext,
  action: string,
): Promise<
  { operator_id: number | null; target_id: string; before: unknown; after: unknown; memo: string }[]
> {
  const { rows } = await ctx.db.query<{
    operator_id: number | null;
    target_id: string;
    before: unknown;
    after: unknown;
    memo: string;
  }>('SELECT operator_id, target_id, before, after, memo FROM audit_log WHERE action = $1 ORDER BY id', [
    action,
  ]);
  return rows;
}

/**
 * From now on the fake panel's `services` lists these services (id -> rate per 1000, in the
 * provider's currency, as a string the way panels send it): Default, Followers, min 10, max 5000.
 */
export function panelLists(fake: ApiV2FakeServer, rates: Record<string, string>): void {
  const listing = Object.entries(rates).map(([service, rate]) => ({
    service: Number(service),
    name: `Upstream ${service}`,
    type: 'Default',
    category: 'Followers',
    rate,
    min: '10',
    max: '5000',
    refill: false,
    cancel: true,
  }));
  fake.override('services', () => ({ kind: 'json', json: listing }));
}
