import type { FastifySchema } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { V1_TAG } from '../public-api/public-api-docs.ts';
import { V2_TAG } from '../public-api-v2/public-api-v2-docs.ts';
import { openApiPath, toOpenApiSchema } from './json-schema.ts';
import type { DocumentedRoute } from './route-table.ts';

export type OpenApiDocument = OpenAPIV3_1.Document;
/** `public`: the reseller APIs, for anyone. `internal`: the member and operator APIs, for operators. */
export type Audience = 'public' | 'internal';

const PUBLIC_API = /^\/api\/v[12](\/|$)/;
export const isPublicApiRoute = (url: string): boolean => PUBLIC_API.test(url);

const INFO: Record<Audience, OpenAPIV3_1.InfoObject> = {
  public: {
    title: '리셀러 API',
    version: '1.0.0',
    description:
      '회원의 API 키로 다른 사이트나 프로그램에서 주문하는 API입니다. 주문은 회원 주문과 같은 규칙으로 보유 포인트에서 차감되며, 모든 응답은 JSON입니다. API 키는 계정 설정에서 발급합니다.',
  },
  internal: {
    title: '회원·운영자 API (내부용)',
    version: '1.0.0',
    description: '웹 화면과 운영자 콘솔이 쓰는 API입니다. 운영자만 볼 수 있으며, 예고 없이 바뀔 수 있습니다.',
  },
};

const TAGS: Record<Audience, OpenAPIV3_1.TagObject[]> = {
  public: [
    {
      name: V1_TAG,
      description: 'JSON API. 요청 헤더 api-key에 API 키를 넣습니다. 거절은 HTTP 4xx와 오류 봉투입니다.',
    },
    { name: V2_TAG, description: 'SMM 패널 표준 API v2. 거절도 HTTP 200의 {"error"}입니다.' },
  ],
  internal: [],
};

const SECURITY_SCHEMES: Record<Audience, Record<string, OpenAPIV3_1.SecuritySchemeObject>> = {
  public: {
    apiKeyHeader: {
      type: 'apiKey',
      in: 'header',
      name: 'api-key',
      description: 'API v1: 계정 설정에서 발급한 API 키',
    },
    apiV2Key: {
      type: 'apiKey',
      in: 'query',
      name: 'key',
      description: 'API v2: 같은 API 키. 본문의 key 항목(패널 표준)으로 보내도 되며, 본문이 우선합니다.',
    },
  },
  internal: {
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: '로그인 토큰 (POST /api/auth/login의 accessToken)',
    },
  },
};

const STATUS_TEXT: Record<string, string> = {
  200: '성공',
  201: '생성됨',
  400: '요청 거절',
  401: '인증 실패',
  403: '권한 없음 또는 이용 정지',
  404: '찾을 수 없음',
  409: '지금 상태에서는 할 수 없음',
  413: '본문이 너무 큼',
  415: '지원하지 않는 본문 형식',
  429: '요청이 너무 많음',
  500: '서버 오류',
};

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

function parameters(schema: unknown, where: 'path' | 'query' | 'header'): OpenAPIV3_1.ParameterObject[] {
  if (!isZod(schema)) return [];
  const json = toOpenApiSchema(schema, 'input').schema;
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, example, ...rest } = property as Record<string, unknown>;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
      ...(example !== undefined ? { example } : {}),
    };
  });
}

function requestBody(
  schema: z.ZodType,
  consumes: readonly string[] | undefined,
): OpenAPIV3_1.RequestBodyObject {
  const media = toOpenApiSchema(schema, 'input');
  return {
    required: true,
    content: Object.fromEntries((consumes ?? ['application/json']).map((type) => [type, media])),
  };
}

function responses(response: unknown): OpenAPIV3_1.ResponsesObject {
  const entries = Object.entries((response ?? {}) as Record<string, unknown>).filter(([, s]) => isZod(s));
  if (entries.length === 0) return { 200: { description: STATUS_TEXT[200] ?? '' } };
  return Object.fromEntries(
    entries.map(([status, schema]) => {
      const media = toOpenApiSchema(schema as z.ZodType, 'output');
      const description = media.schema.description ?? STATUS_TEXT[status] ?? status;
      return [status, { description, content: { 'application/json': media } }];
    }),
  );
}

/** `/api/admin/members/:id` -> `admin/members`; `/api/auth/login` -> `auth`. */
function derivedTag(url: string): string {
  const [first = 'api', second] = url.replace(/^\/api\//, '').split('/');
  return first === 'admin' && second && !second.startsWith(':') ? `admin/${second}` : first;
}

/** `GET /api/admin/members/:id` -> `getAdminMembersById`: stable names for code generators. */
function derivedOperationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split('-'));
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join('');
}

function security(route: DocumentedRoute, signedInHooks: readonly unknown[], schema: FastifySchema) {
  if (schema.security) {
    return schema.security.map((requirement) =>
      Object.fromEntries(Object.entries(requirement).map(([name, scopes]) => [name, [...scopes]])),
    );
  }
  const signedIn =
    route.url.startsWith('/api/admin') || route.hooks.some((hook) => signedInHooks.includes(hook));
  return signedIn ? [{ bearerAuth: [] }] : undefined;
}

function operation(route: DocumentedRoute, signedInHooks: readonly unknown[]): OpenAPIV3_1.OperationObject {
  const schema = route.schema ?? {};
  const params = [
    ...parameters(schema.params, 'path'),
    ...parameters(schema.querystring, 'query'),
    ...parameters(schema.headers, 'header'),
  ];
  const body = schema.body ?? schema.documentedBody;
  const requirement = security(route, signedInHooks, schema);
  return {
    operationId: schema.operationId ?? derivedOperationId(route.method, route.url),
    ...(schema.summary ? { summary: schema.summary } : {}),
    ...(schema.description ? { description: schema.description } : {}),
    tags: [...(schema.tags ?? [derivedTag(route.url)])],
    ...(requirement ? { security: requirement } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(isZod(body) ? { requestBody: requestBody(body, schema.consumes) } : {}),
    responses: responses(schema.response),
  };
}

/**
 * The OpenAPI 3.1 document of one audience, from the routes' own schemas (the contract's zod
 * schemas: what the routes validate and serialize with). `servers` is filled in per request.
 */
export function buildOpenApiDocument(
  routes: readonly DocumentedRoute[],
  audience: Audience,
  signedInHooks: readonly unknown[],
): OpenApiDocument {
  const paths: OpenAPIV3_1.PathsObject = {};
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.schema?.hide) continue;
    if (isPublicApiRoute(route.url) !== (audience === 'public')) continue;
    const path = (paths[openApiPath(route.url)] ??= {});
    (path as Record<string, OpenAPIV3_1.OperationObject>)[route.method.toLowerCase()] = operation(
      route,
      signedInHooks,
    );
  }
  const tags = TAGS[audience];
  return {
    openapi: '3.1.0',
    info: INFO[audience],
    servers: [{ url: '/' }],
    ...(tags.length > 0 ? { tags } : {}),
    paths,
    components: { securitySchemes: SECURITY_SCHEMES[audience] },
  };
}
