import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiKeyHash } from '../modules/accounts/account-secrets.ts';
import type { DocumentedRoute } from '../modules/openapi/route-table.ts';
import { createTestMember } from '../../test/helpers/members.ts';
import { createTestContext, type TestContext } from '../../test/helpers/test-context.ts';

/**
 * Issue 14's fuzz test: every route of the route table (so a new route is covered by itself) gets
 * a fixed corpus of malformed bodies, control characters, odd numbers and long strings, as a guest
 * and as whoever the route is for. Nothing may answer 5xx, and every refusal is in the route's
 * envelope with a Korean message.
 */

const HANGUL = /[가-힣]/;
const LONG = 'ㄱa'.repeat(5000);
/** Values that go into every string field, query and path parameter. */
const STRING_CORPUS = ['\u0000', 'a\u0000b', '\u0001\u001f\u007f', 'a\r\nb', '\ud800', LONG];
/** Numbers as a form, a query string or a path carries them; the same go in JSON as strings. */
const NUMBER_CORPUS = ['0x10', '1e3', '+1', ' 1 ', '-1', '9223372036854775808', 'NaN', '1.5', '%201', '%FF'];
/** The same as JSON numbers. */
const JSON_NUMBERS = [-1, 2 ** 63, 1e308, 0.5, 1e3];

type Fields = Record<string, unknown>;

interface Identity {
  name: string;
  headers: Record<string, string>;
  body: Fields;
}

/** A zod schema's top-level fields, each with a harmless plausible value. */
function fieldsOf(schema: unknown): Fields {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return {};
  type Property = { type?: string; enum?: unknown[]; const?: unknown };
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Property>;
    anyOf?: { properties?: Record<string, Property> }[];
  };
  // A union (API v2's actions) contributes the fields of every variant.
  const props: Record<string, Property> = {};
  for (const variant of [...(json.anyOf ?? []), json]) Object.assign(props, variant.properties ?? {});
  return Object.fromEntries(
    Object.entries(props).map(([name, p]) => {
      if (p.const !== undefined) return [name, p.const];
      if (p.enum?.[0] !== undefined) return [name, p.enum[0]];
      if (p.type === 'integer' || p.type === 'number') return [name, 1];
      if (p.type === 'boolean') return [name, true];
      return [name, 'abc'];
    }),
  );
}

/** What is wrong with an answer ('' when nothing): a 5xx, or a refusal outside the route's envelope. */
function envelopeProblem(route: DocumentedRoute, res: LightMyRequestResponse): string {
  if (res.statusCode >= 500) return '5xx';
  const v2 = route.url.startsWith('/api/v2');
  if (res.statusCode < 400 && !v2) return '';
  let body: { statusCode?: unknown; error?: unknown; message?: unknown; requestId?: unknown } = {};
  try {
    body = res.json();
  } catch {
    return 'not JSON';
  }
  if (v2) {
    // The v2 envelope: `{"error": "<Korean>"}` for every refusal, whatever the status.
    if (res.statusCode < 400 && typeof body.error !== 'string') return '';
    return typeof body.error === 'string' && HANGUL.test(body.error) ? '' : 'v2 error not Korean';
  }
  if (body.statusCode !== res.statusCode || typeof body.error !== 'string') return 'not the envelope';
  if (typeof body.message !== 'string' || !HANGUL.test(body.message)) return 'message not Korean';
  return typeof body.requestId === 'string' ? '' : 'no request id';
}

let ctx: TestContext;
let routes: readonly DocumentedRoute[];
beforeAll(async () => {
  ctx = await createTestContext();
  routes = ctx.app.openApi.routes;
});
afterAll(() => ctx.close());

/** Fresh people per route, so a route that signs out, blocks or deletes spoils nothing after it. */
async function identitiesFor(route: DocumentedRoute): Promise<Identity[]> {
  const guest: Identity = { name: 'guest', headers: {}, body: {} };
  if (!route.url.startsWith('/api/')) return [guest];
  const member = await createTestMember(ctx, { points: 1000, isAdmin: route.url.startsWith('/api/admin') });
  if (route.url.startsWith('/api/v1') || route.url.startsWith('/api/v2')) {
    const key = randomBytes(24).toString('base64url');
    await ctx.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [member.id, apiKeyHash(key)]);
    return [
      guest,
      route.url.startsWith('/api/v1')
        ? { name: 'reseller', headers: { 'api-key': key }, body: {} }
        : { name: 'reseller', headers: {}, body: { key } },
    ];
  }
  return [
    guest,
    { name: route.url.startsWith('/api/admin') ? 'operator' : 'member', headers: member.headers, body: {} },
  ];
}

/** The requests of one route: each corpus value in each place, every other place plausible. */
function corpus(route: DocumentedRoute, who: Identity): { what: string; request: InjectOptions }[] {
  const schema = route.schema ?? {};
  const params = fieldsOf(schema.params);
  for (const name of route.url.matchAll(/:(\w+)/g)) params[name[1] ?? ''] ??= '1';
  const query = fieldsOf(schema.querystring);
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method) || schema.body !== undefined;
  const body: Fields = { ...fieldsOf(schema.body), ...who.body };
  if (route.url.startsWith('/api/v2')) body.action ??= 'add';

  const build = (
    p: Fields,
    q: Fields,
    b: Fields | string,
    contentType = 'application/json',
  ): InjectOptions => {
    const url = route.url.replace(/:(\w+)/g, (_, name: string) => {
      const v = String(p[name]);
      if (v.startsWith('%')) return v;
      // A lone surrogate cannot be percent-encoded; its UTF-8 bytes are sent as they are.
      return v === '\ud800' ? '%ED%A0%80' : encodeURIComponent(v);
    });
    const search = new URLSearchParams(
      Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    return {
      method: route.method,
      url: search ? `${url}?${search}` : url,
      headers: { ...who.headers, ...(hasBody ? { 'content-type': contentType } : {}) },
      ...(hasBody ? { payload: typeof b === 'string' ? b : JSON.stringify(b) } : {}),
    };
  };

  const cases: { what: string; request: InjectOptions }[] = [];
  const odd = [...STRING_CORPUS, ...NUMBER_CORPUS];
  for (const name of Object.keys(params)) {
    for (const v of [...odd, 'ㄱ'.repeat(10_000)]) {
      cases.push({
        what: `param ${name}=${JSON.stringify(v.slice(0, 20))}`,
        request: build({ ...params, [name]: v }, query, body),
      });
    }
  }
  for (const name of Object.keys(query)) {
    for (const v of odd) {
      cases.push({
        what: `query ${name}=${JSON.stringify(v.slice(0, 20))}`,
        request: build(params, { ...query, [name]: v }, body),
      });
    }
  }
  if (!hasBody) return cases;
  cases.push({ what: 'malformed JSON', request: build(params, query, '{"a":') });
  cases.push({ what: 'JSON array', request: build(params, query, '[1]') });
  cases.push({ what: 'wrong content type', request: build(params, query, '<x/>', 'application/xml') });
  cases.push({
    what: 'bad content type',
    request: build(params, query, 'a', 'application/json; charset=x-nope'),
  });
  for (const name of Object.keys(body)) {
    if (name === 'key' || name === 'action') continue;
    for (const v of [...odd, ...JSON_NUMBERS, null, ['a'], { a: 1 }]) {
      cases.push({
        what: `body ${name}=${JSON.stringify(v)?.slice(0, 20)}`,
        request: build(params, query, { ...body, [name]: v }),
      });
    }
    if (route.url.startsWith('/api/v1') || route.url.startsWith('/api/v2')) {
      // Resellers post forms: the same values in a form body.
      for (const v of odd) {
        const form = new URLSearchParams(
          Object.entries({ ...body, [name]: v }).map(([k, x]): [string, string] => [k, String(x)]),
        ).toString();
        cases.push({
          what: `form ${name}=${JSON.stringify(v.slice(0, 20))}`,
          request: build(params, query, form, 'application/x-www-form-urlencoded'),
        });
      }
    }
  }
  return cases;
}

describe('every route refuses malformed input in its envelope, never with a 5xx', () => {
  it('covers the whole route table', async () => {
    expect(routes.length).toBeGreaterThan(50);
    let sent = 0;
    const problems: string[] = [];
    for (const route of routes) {
      for (const who of await identitiesFor(route)) {
        for (const { what, request } of corpus(route, who)) {
          const res = await ctx.app.inject(request);
          sent += 1;
          const problem = envelopeProblem(route, res);
          if (problem) {
            problems.push(
              `${route.method} ${route.url} ${who.name} ${what}: ${problem} ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 120_000);
});
