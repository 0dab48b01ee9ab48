import type { FastifyInstance } from 'fastify';
import type { AdminCategory, AdminPlatform, AdminService } from '@smm/contract/admin-catalogue';
import type { TestContext } from './test-context.ts';
import type { TestMember } from './members.ts';

/** One operator call of the catalogue console (`app.inject`), answering status and JSON body. */
export function catalogueCaller(app: FastifyInstance, operator: TestMember) {
  return async <T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<{ status: number; body: T }> => {
    const res = await app.inject({ method, url: `/api/admin${url}`, headers: operator.headers, payload });
    return { status: res.statusCode, body: res.json<T>() };
  };
}

export type CatalogueCall = ReturnType<typeof catalogueCaller>;

/** A provider row as the providers console would leave it (that console is another slice). */
export async function insertTestProvider(ctx: TestContext, name = '테스트 공급처'): Promise<number> {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO providers (name, kind) VALUES ($1, 'simulator') RETURNING id`,
    [name],
  );
  return rows[0]!.id;
}

/** A platform (icon `id`), a category under it and a service in that, made through the console. */
export async function createCatalogueTree(
  call: CatalogueCall,
  options: { platformId: number; price?: number; min?: number; max?: number },
): Promise<{ platform: AdminPlatform; category: AdminCategory; service: AdminService }> {
  const platform = await call<AdminPlatform>('POST', '/platforms', {
    id: options.platformId,
    text: `플랫폼 ${options.platformId}`,
    background: '#123abc',
  });
  if (platform.status !== 200) throw new Error(`platform: ${JSON.stringify(platform.body)}`);
  const category = await call<AdminCategory>('POST', '/categories', {
    platformId: options.platformId,
    text: `카테고리 ${options.platformId}`,
  });
  if (category.status !== 200) throw new Error(`category: ${JSON.stringify(category.body)}`);
  const service = await call<AdminService>('POST', '/services', {
    categoryId: category.body.id,
    text: `서비스 ${options.platformId}`,
    min: options.min ?? 10,
    max: options.max ?? 1000,
    price: options.price ?? 1,
  });
  if (service.status !== 200) throw new Error(`service: ${JSON.stringify(service.body)}`);
  return { platform: platform.body, category: category.body, service: service.body };
}

/** The audit rows of one catalogue record, oldest first. */
export async function catalogueAudit(ctx: TestContext, targetType: string, targetId: number | string) {
  const { rows } = await ctx.db.query<{
    action: string;
    operator_id: number;
    before: unknown;
    after: unknown;
    memo: string;
  }>(
    'SELECT action, operator_id, before, after, memo FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id',
    [targetType, String(targetId)],
  );
  return rows;
}
