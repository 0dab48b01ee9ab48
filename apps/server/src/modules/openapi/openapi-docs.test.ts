import type { FastifySchema } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTestMember } from '../../../test/helpers/members.ts';
import { operationsOf } from '../../../test/helpers/openapi-examples.ts';
import { EXAMPLES_KEY } from '../../http/route-docs.ts';
import { isPublicApiRoute } from './openapi-document.ts';
import type { DocumentedRoute } from './route-table.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const hasExamples = (schema: unknown) =>
  schema instanceof z.ZodType && Object.keys(z.globalRegistry.get(schema)?.[EXAMPLES_KEY] ?? {}).length > 0;

/**
 * What a reseller route must say about itself: summary, description, tag, security, an answer for
 * 200 and named example answers for every status it declares (and for its body, when it has one).
 */
function undocumented(routes: readonly DocumentedRoute[]): string[] {
  return routes
    .filter((route) => isPublicApiRoute(route.url))
    .flatMap((route) => {
      const name = `${route.method} ${route.url}`;
      const schema: FastifySchema = route.schema ?? {};
      const response = (schema.response ?? {}) as Record<string, unknown>;
      const body = schema.body ?? schema.documentedBody;
      return [
        ...(schema.hide ? [`${name}: hidden, but every reseller route is documented`] : []),
        ...(schema.summary ? [] : [`${name}: no summary`]),
        ...(schema.description ? [] : [`${name}: no description`]),
        ...(schema.tags?.length ? [] : [`${name}: no tag`]),
        ...(schema.security?.length ? [] : [`${name}: no security requirement`]),
        ...(response[200] ? [] : [`${name}: no 200 answer`]),
        ...Object.entries(response)
          .filter(([, answer]) => !hasExamples(answer))
          .map(([status]) => `${name}: no example answer for ${status}`),
        ...(body && !hasExamples(body) ? [`${name}: no request example`] : []),
      ];
    });
}

describe('the reseller routes document themselves', () => {
  it('every /api/v1 and /api/v2 route has a summary, a description and example answers', () => {
    const routes = ctx.app.openApi.routes;
    expect(routes.filter((route) => isPublicApiRoute(route.url)).length).toBeGreaterThanOrEqual(4);
    expect(undocumented(routes)).toEqual([]);
  });

  it('the check names what a new route forgot', () => {
    const answer = z.object({ ok: z.boolean() });
    const bare: DocumentedRoute = {
      method: 'GET',
      url: '/api/v1/balance',
      schema: { response: { 200: answer } },
      hooks: [],
    };
    expect(undocumented([bare])).toEqual([
      'GET /api/v1/balance: no summary',
      'GET /api/v1/balance: no description',
      'GET /api/v1/balance: no tag',
      'GET /api/v1/balance: no security requirement',
      'GET /api/v1/balance: no example answer for 200',
    ]);
    expect(undocumented([{ ...bare, schema: undefined }])).toContain('GET /api/v1/balance: no 200 answer');
  });

  it('the public document holds exactly the reseller routes; the internal one the rest of /api', () => {
    const paths = (document: OpenAPIV3_1.Document) =>
      operationsOf(document).map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    const reseller = ctx.app.openApi.routes
      .filter((route) => isPublicApiRoute(route.url))
      .map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(paths(ctx.app.openApi.document('public')).sort()).toEqual(reseller.sort());

    const internal = paths(ctx.app.openApi.document('internal'));
    expect(internal).toEqual(expect.arrayContaining(['POST /api/service/order', 'GET /api/admin/members']));
    expect(internal.filter((path) => /\/api\/v[12]/.test(path) || path.includes('openapi'))).toEqual([]);
  });
});

describe('serving the documents', () => {
  it('GET /api/openapi.json answers anyone, naming this store as the server', async () => {
    const res = await ctx.app.inject({ url: '/api/openapi.json', headers: { host: 'shop.example.kr' } });
    expect(res.statusCode).toBe(200);
    const document = res.json<OpenAPIV3_1.Document>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: 'http://shop.example.kr', description: '이 상점' }]);
    expect(Object.keys(document.components?.securitySchemes ?? {})).toEqual(['apiKeyHeader', 'apiV2Key']);
  });

  it('GET /api/openapi-internal.json is for operators only', async () => {
    const url = '/api/openapi-internal.json';
    const anonymous = await ctx.app.inject(url);
    expect([anonymous.statusCode, anonymous.json<{ message: string }>().message]).toEqual([
      401,
      '로그인이 필요합니다.',
    ]);
    const member = await createTestMember(ctx);
    const refused = await ctx.app.inject({ url, headers: member.headers });
    expect([refused.statusCode, refused.json<{ message: string }>().message]).toEqual([
      403,
      '권한이 없습니다.',
    ]);
    const operator = await createTestMember(ctx, { isAdmin: true });
    const res = await ctx.app.inject({ url, headers: operator.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json<OpenAPIV3_1.Document>().components?.securitySchemes).toHaveProperty('bearerAuth');
  });
});
