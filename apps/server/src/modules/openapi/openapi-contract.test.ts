import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { compileErrors, validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '@smm/contract/enums';
import { createTestContext, type TestContext } from '../../../test/helpers/test-context.ts';
import { createTestMember } from '../../../test/helpers/members.ts';
import { createTestService, setSetting } from '../../../test/helpers/order-fixtures.ts';
import {
  documentedAnswers,
  schemaChecker,
  type DocumentedAnswer,
} from '../../../test/helpers/openapi-examples.ts';
import { DOC_EXAMPLE } from '../../http/route-docs.ts';
import { apiKeyHash } from '../accounts/account-secrets.ts';
import { ORDER_LOOKUP_TTL_MS } from '../../fast-path/order-lookups.ts';
import { manualClock } from '../../../test/helpers/manual-clock.ts';

type Body = Record<string, unknown>;
type Caller = 'member' | 'poor' | 'blocked' | 'none' | 'wrong';

/**
 * How to provoke an example answer that no documented request gets: whose key, which request
 * example to start from (else the one of the same name, else the operation's first), which fields
 * or path parameters to change, a raw body, or a store condition. A new example needs a line here.
 */
interface Recipe {
  as?: Caller;
  from?: string;
  fields?: Body;
  params?: Record<string, string>;
  raw?: { type: string; body: string };
  /** Request headers to add (the Idempotency-Key). */
  headers?: Record<string, string>;
  /** Fields of a first request sent before the replayed one, with the same headers; its answer is not checked. */
  primed?: Body;
  serviceCheck?: true;
  databaseDown?: true;
  /** Sent as JSON only, though the operation also takes forms (v1's `orders: [...]` has no form). */
  jsonOnly?: true;
}
/** One order of v1's list, as the documents' example sends it. */
const LIST_ITEM = { serviceId: DOC_EXAMPLE.serviceId, link: DOC_EXAMPLE.link, amount: 100 };
const RECIPES: Record<string, Recipe> = {
  keyMissing: { as: 'none' },
  keyInvalid: { as: 'wrong' },
  blocked: { as: 'blocked' },
  notEnoughPoints: { as: 'poor', from: 'add' },
  serviceMissing: { from: 'add', fields: { service: undefined } },
  serviceUnknown: { from: 'add', fields: { service: 999_999 } },
  serviceReadOnly: { from: 'add', fields: { service: DOC_EXAMPLE.readOnlyServiceId } },
  serviceCheck: { from: 'add', serviceCheck: true },
  linkMissing: { from: 'add', fields: { link: undefined } },
  linkTooLong: { from: 'add', fields: { link: `https://x.com/${'a'.repeat(2000)}` } },
  linkInvalid: { from: 'add', fields: { link: 'not a link!' } },
  amountNotInteger: { from: 'add', fields: { quantity: 1.5 } },
  belowMin: { from: 'add', fields: { quantity: 5 } },
  aboveMax: { from: 'add', fields: { quantity: 30_001 } },
  runsTooFew: { from: 'addDripFeed', fields: { runs: 1 } },
  intervalTooShort: { from: 'addDripFeed', fields: { interval: 30 } },
  orderIdInvalid: { params: { wId: 'abc' } },
  orderNotFound: { from: 'status', params: { wId: '99999999' }, fields: { order: '99999999' } },
  tooManyOrders: {
    from: 'statusMulti',
    fields: { orders: Array.from({ length: 101 }, (_, i) => i + 1).join(',') },
  },
  actionUnknown: { fields: { action: 'delete' } },
  refillNotOffered: { from: 'refill' },
  cancelNotOffered: { from: 'cancel' },
  refillNotFound: { from: 'refillStatus' },
  notAnObject: { raw: { type: 'application/json', body: '[1]' } },
  bodyTooLarge: { raw: { type: 'application/json', body: `"${'x'.repeat(300 * 1024)}"` } },
  unsupportedMediaType: { raw: { type: 'application/xml', body: '<order/>' } },
  internal: { databaseDown: true },
  orderList: { jsonOnly: true },
  listEmpty: { from: 'orderList', jsonOnly: true, fields: { orders: [] } },
  listTooLong: {
    from: 'orderList',
    jsonOnly: true,
    fields: { orders: Array.from({ length: 501 }, () => LIST_ITEM) },
  },
  listLineRefused: {
    from: 'orderList',
    jsonOnly: true,
    fields: { orders: [LIST_ITEM, LIST_ITEM, { ...LIST_ITEM, amount: 5 }] },
  },
  // Issue 32: a service type's fields.
  fieldMissing: { from: 'customComments', fields: { comments: undefined } },
  fieldNotTaken: { from: 'poll', fields: { comments: 'a' } },
  autoOrderNotTaken: { from: 'poll', fields: { runs: 2, interval: 60 } },
  listTypeRefused: {
    from: 'orderList',
    jsonOnly: true,
    fields: {
      orders: [
        LIST_ITEM,
        { serviceId: DOC_EXAMPLE.customCommentsServiceId, link: DOC_EXAMPLE.link, amount: 3 },
      ],
    },
  },
  idempotencyKeyInvalid: { from: 'add', headers: { 'idempotency-key': 'k'.repeat(101) } },
  idempotencyKeyReused: {
    from: 'add',
    headers: { 'idempotency-key': 'doc-reused-key' },
    primed: { quantity: 200 },
  },
};

/** v1 names the service and quantity `serviceId` and `amount`, v2 `service` and `quantity`. */
const ALIASES: Record<string, string[]> = { service: ['serviceId'], quantity: ['amount'] };

function changed(body: Body, fields: Body = {}): Body {
  const next = { ...body };
  for (const [field, value] of Object.entries(fields)) {
    const name = [field, ...(ALIASES[field] ?? [])].find((n) => n in next) ?? field;
    if (value === undefined) delete next[name];
    else next[name] = value;
  }
  return next;
}

const clock = manualClock();
let ctx: TestContext;
let baseUrl: string;
const keys = {} as Record<'member' | 'poor' | 'blocked', string>;
let publicDocument: OpenAPIV3_1.Document;
let internalDocument: OpenAPIV3_1.Document;
const check = schemaChecker();

async function reseller(points: number): Promise<{ id: number; key: string }> {
  const member = await createTestMember(ctx, { points });
  const key = randomBytes(24).toString('base64url');
  await ctx.db.query('UPDATE members SET api_key_hash = $2 WHERE id = $1', [member.id, apiKeyHash(key)]);
  return { id: member.id, key };
}

/**
 * A store in which the documented ids exist: services 1 and 2 (read-only), 3 to 5 of other types
 * (Custom Comments, Poll, Subscriptions), orders 1024 and 1025.
 */
async function arrangeDocumentedStore(): Promise<void> {
  // An empty (migrated) store, so the catalogue's ids start at 1; its services sit under platform 1.
  await ctx.db.query(`INSERT INTO platforms (id, text) VALUES (1, '인스타그램')`);
  const service = await createTestService(ctx, { price: 0.5, min: 10, max: 30_000, enableAuto: true });
  const readOnly = await createTestService(ctx, { price: 0.5, min: 10, max: 30_000, readOnly: true });
  expect([service, readOnly]).toEqual([DOC_EXAMPLE.serviceId, DOC_EXAMPLE.readOnlyServiceId]);
  for (const [id, type] of [
    [DOC_EXAMPLE.customCommentsServiceId, 'Custom Comments'],
    [DOC_EXAMPLE.pollServiceId, 'Poll'],
    [DOC_EXAMPLE.subscriptionsServiceId, 'Subscriptions'],
  ] as const) {
    const typed = await createTestService(ctx, { price: 0.5, min: 1, max: 30_000, enableAuto: true });
    await ctx.db.query('UPDATE services SET type = $2 WHERE id = $1', [typed, type]);
    expect(typed).toBe(id);
  }
  keys.member = (await reseller(100_000)).key;
  keys.poor = (await reseller(0)).key;
  const blocked = await reseller(100_000);
  keys.blocked = blocked.key;
  await ctx.db.query('UPDATE members SET blocked_at = now() WHERE id = $1', [blocked.id]);
  await ctx.db.query(`SELECT setval('orders_id_seq', $1)`, [DOC_EXAMPLE.orderId - 1]);
  for (const _ of [DOC_EXAMPLE.orderId, DOC_EXAMPLE.otherOrderId]) {
    const res = await fetch(`${baseUrl}/api/v1/order`, {
      method: 'POST',
      headers: { 'api-key': keys.member, 'content-type': 'application/json' },
      body: JSON.stringify({ serviceId: service, link: DOC_EXAMPLE.link, amount: 100 }),
    });
    expect(res.status).toBe(200);
  }
  await ctx.db.query('UPDATE orders SET status = $2, remains = 40 WHERE id = $1', [
    DOC_EXAMPLE.orderId,
    OrderStatus.InProgress,
  ]);
}

beforeAll(async () => {
  ctx = await createTestContext({ demoCatalog: false, clock });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  await arrangeDocumentedStore();
  publicDocument = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as OpenAPIV3_1.Document;
  const operator = await createTestMember(ctx, { isAdmin: true });
  const internal = await fetch(`${baseUrl}/api/openapi-internal.json`, { headers: operator.headers });
  internalDocument = (await internal.json()) as OpenAPIV3_1.Document;
});
afterAll(() => ctx.close());

interface Request {
  path: string;
  init: RequestInit & { headers: Record<string, string> };
  /** Sent first, its answer not checked (a recipe's `primed`). */
  before?: RequestInit;
}

/** The requests that should get this answer: one per documented body type, or one raw request. */
function requestsFor(answer: DocumentedAnswer): Request[] {
  const recipe = RECIPES[answer.name] ?? {};
  const { operation } = answer;
  const bodies = (operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content ?? {};
  const examples = Object.values(bodies)[0]?.examples ?? {};
  const named = (name: string | undefined): unknown => {
    const example = name ? examples[name] : undefined;
    return example && 'value' in example ? example.value : undefined;
  };
  // Without a body, the path parameters' examples are the request; with one, the answer needs its own.
  const hasOwnRequest = Object.keys(bodies).length === 0 || named(answer.name) !== undefined;
  if (!hasOwnRequest && !RECIPES[answer.name]) {
    throw new Error(`${answer.label}: no request example of that name and no recipe to replay it`);
  }
  const base = (named(answer.name) ?? named(recipe.from) ?? named(Object.keys(examples)[0])) as
    Body | undefined;

  const parameters = (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
  const path = parameters.reduce(
    (p, param) => p.replace(`{${param.name}}`, recipe.params?.[param.name] ?? String(param.example)),
    answer.path,
  );

  // The key goes where the operation's security scheme says: the api-key header, or v2's body key.
  const caller = recipe.as ?? 'member';
  const key = caller === 'none' ? undefined : caller === 'wrong' ? 'wrong-key' : keys[caller];
  const inBody = operation.security?.some((requirement) => 'apiV2Key' in requirement) === true;
  const headers: Record<string, string> = {
    ...(!inBody && key ? { 'api-key': key } : {}),
    ...recipe.headers,
  };
  const method = answer.method.toUpperCase();

  if (recipe.raw) {
    return [
      {
        path,
        init: { method, headers: { ...headers, 'content-type': recipe.raw.type }, body: recipe.raw.body },
      },
    ];
  }
  if (!base) return [{ path, init: { method, headers } }];
  const withKey = (body: Body): Body => {
    if (inBody) {
      if (key) body.key = key;
      else delete body.key;
    }
    return body;
  };
  const body = withKey(changed(base, recipe.fields));
  const primed = recipe.primed && withKey(changed(body, recipe.primed));
  const encoded = (type: string, value: Body) =>
    type === 'application/json'
      ? JSON.stringify(value)
      : new URLSearchParams(
          Object.entries(value).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString();
  const types = Object.keys(bodies).filter((type) => !recipe.jsonOnly || type === 'application/json');
  return types.map((type) => {
    const typed = { ...headers, 'content-type': type };
    return {
      path,
      init: { method, headers: typed, body: encoded(type, body) },
      ...(primed ? { before: { method, headers: typed, body: encoded(type, primed) } } : {}),
    };
  });
}

const withoutRequestId = (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { requestId: _id, ...rest } = value as Body;
  return rest;
};
/** A refusal is replayed word for word; a success depends on the store, so it must fit its schema. */
const isRefusal = (answer: DocumentedAnswer) =>
  answer.status >= 400 ||
  (typeof answer.value === 'object' && answer.value !== null && 'error' in answer.value);

async function replay(answer: DocumentedAnswer): Promise<void> {
  for (const request of requestsFor(answer)) {
    if (request.before) await (await fetch(`${baseUrl}${request.path}`, request.before)).arrayBuffer();
    const res = await fetch(`${baseUrl}${request.path}`, request.init);
    const body: unknown = await res.json();
    const sent = `${answer.label} (${request.init.headers['content-type'] ?? 'no body'})`;
    expect(res.status, sent).toBe(answer.status);
    expect(check(answer.schema, body), sent).toBeNull();
    if (isRefusal(answer)) expect(withoutRequestId(body), sent).toEqual(withoutRequestId(answer.value));
  }
}

/** Runs `fn` with the service-check flag on (the order lookups cache settings, hence the clock). */
async function duringServiceCheck(fn: () => Promise<void>): Promise<void> {
  await setSetting(ctx, 'ENABLE_SERVICE_CHECK', 'true');
  clock.advance(ORDER_LOOKUP_TTL_MS);
  try {
    await fn();
  } finally {
    await setSetting(ctx, 'ENABLE_SERVICE_CHECK', 'false');
    clock.advance(ORDER_LOOKUP_TTL_MS);
  }
}

/**
 * Runs `fn` while the members table is missing: every key lookup fails as a database outage would.
 * Key owners are kept in memory (docs/decisions/read-cache.md), so the database first announces a
 * change of them, as a renewed key would, and the next lookup goes to the database.
 */
async function duringOutage(fn: () => Promise<void>): Promise<void> {
  await ctx.db.query(`SELECT pg_notify('read_cache_changes', 'members')`);
  await ctx.db.query('ALTER TABLE members RENAME TO members_away');
  try {
    await fn();
  } finally {
    await ctx.db.query('ALTER TABLE members_away RENAME TO members');
  }
}

describe('the OpenAPI documents', () => {
  it('are valid OpenAPI 3.1 (@readme/openapi-parser)', async () => {
    for (const document of [publicDocument, internalDocument]) {
      const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
      expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    }
  });

  it('document only answers that match their own schemas', () => {
    const answers = [...documentedAnswers(publicDocument), ...documentedAnswers(internalDocument)];
    expect(answers.length).toBeGreaterThan(50);
    const mismatches = answers.flatMap((a) => {
      const problem = check(a.schema, a.value);
      return problem ? [`${a.label}: ${problem}`] : [];
    });
    expect(mismatches).toEqual([]);
  });

  it('replay: the running app gives every documented answer of the reseller APIs', async () => {
    const answers = documentedAnswers(publicDocument);
    const plain = answers.filter((a) => !RECIPES[a.name]?.serviceCheck && !RECIPES[a.name]?.databaseDown);
    for (const answer of plain) await replay(answer);
    await duringServiceCheck(async () => {
      for (const answer of answers.filter((a) => RECIPES[a.name]?.serviceCheck)) await replay(answer);
    });
    await duringOutage(async () => {
      for (const answer of answers.filter((a) => RECIPES[a.name]?.databaseDown)) await replay(answer);
    });
    // Every status of every operation was provoked, not only the ones that were easy to reach.
    const statuses = new Set(answers.map((a) => `${a.method} ${a.path} ${a.status}`));
    expect(statuses.size).toBeGreaterThanOrEqual(15);
  });
});
