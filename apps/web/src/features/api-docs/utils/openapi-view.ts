import type { OpenAPIV3_1 } from 'openapi-types';

type Schema = OpenAPIV3_1.SchemaObject;
type Example = { summary?: string; value?: unknown };

/** One request field: a path, query or header parameter, or a body property. */
export interface FieldView {
  name: string;
  where: 'path' | 'query' | 'header' | 'body';
  required: boolean;
  type: string;
  description: string;
}

/** One shape the request body may take (the API v2 endpoint has one per action). */
export interface VariantView {
  title: string;
  description: string;
  fields: FieldView[];
}

/** A documented request with the answer of the same name. */
export interface ExampleView {
  name: string;
  summary: string;
  body?: Record<string, unknown>;
  answer?: unknown;
}

/** A documented refusal: the situation and the Korean message the API answers with. */
export interface RefusalView {
  status: number;
  summary: string;
  message: string;
}

/** Where the member's key goes: a header, or (API v2) a body field. */
export type KeyPlacement = { in: 'header' | 'body' | 'query'; name: string } | null;

export interface EndpointView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  key: KeyPlacement;
  contentType: string | null;
  parameters: FieldView[];
  pathExamples: Record<string, string>;
  variants: VariantView[];
  examples: ExampleView[];
  refusals: RefusalView[];
}

export interface SectionView {
  tag: string;
  description: string;
  /** The longest path prefix its endpoints share, e.g. /api/v1. */
  basePath: string;
  endpoints: EndpointView[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const asSchema = (value: unknown): Schema => (value && typeof value === 'object' ? value : {});

/** A JSON Schema's type as a reader wants it: `integer`, `"add"`, `string[]`, `a | b`. */
export function typeLabel(value: unknown): string {
  const schema = asSchema(value);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.map(typeLabel).join(' | ');
  if (schema.type === 'array') return `${typeLabel(schema.items)}[]`;
  return Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
}

function bodyFields(schema: Schema): FieldView[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    where: 'body',
    required: required.has(name),
    type: typeLabel(property),
    description: asSchema(property).description ?? '',
  }));
}

function variants(schema: Schema | undefined): VariantView[] {
  if (!schema) return [];
  const options = schema.oneOf ?? schema.anyOf;
  if (!options) return [{ title: '', description: schema.description ?? '', fields: bodyFields(schema) }];
  return options.map(asSchema).map((option) => ({
    title: option.title ?? '',
    description: option.description ?? '',
    fields: bodyFields(option),
  }));
}

function parameters(operation: OpenAPIV3_1.OperationObject): FieldView[] {
  return (operation.parameters ?? []).map((p) => {
    const parameter = p as OpenAPIV3_1.ParameterObject;
    return {
      name: parameter.name,
      where: parameter.in as FieldView['where'],
      required: parameter.required === true,
      type: typeLabel(parameter.schema),
      description: parameter.description ?? '',
    };
  });
}

/** `{error}` alone (API v2) or the error envelope: a refusal, shown by its message. */
function refusalMessage(value: unknown): string | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.message === 'string' && typeof v.statusCode === 'number') return v.message;
  return Object.keys(v).length === 1 && typeof v.error === 'string' ? v.error : null;
}

function keyPlacement(
  document: OpenAPIV3_1.Document,
  operation: OpenAPIV3_1.OperationObject,
  body: VariantView[],
): KeyPlacement {
  const schemeName = Object.keys(operation.security?.[0] ?? {})[0];
  const scheme = schemeName ? document.components?.securitySchemes?.[schemeName] : undefined;
  if (!scheme || !('in' in scheme) || !scheme.name) return null;
  // A body field of the scheme's name is where panels put the key (API v2's `key`).
  const inBody = body.some((variant) => variant.fields.some((field) => field.name === scheme.name));
  return { in: inBody ? 'body' : (scheme.in as 'header' | 'query'), name: scheme.name };
}

function endpoint(
  document: OpenAPIV3_1.Document,
  path: string,
  method: string,
  operation: OpenAPIV3_1.OperationObject,
): EndpointView {
  const requestBody = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  const contentType = Object.keys(requestBody?.content ?? {})[0] ?? null;
  const media = contentType ? requestBody?.content[contentType] : undefined;
  const requests = Object.entries((media?.examples ?? {}) as Record<string, Example>);

  const answers: { status: number; name: string; example: Example }[] = Object.entries(
    operation.responses ?? {},
  ).flatMap(([status, response]) => {
    const examples = (response as OpenAPIV3_1.ResponseObject).content?.['application/json']?.examples ?? {};
    return Object.entries(examples as Record<string, Example>).map(([name, example]) => ({
      status: Number(status),
      name,
      example,
    }));
  });
  const firstSuccess = answers.find((a) => a.status < 400 && refusalMessage(a.example.value) === null);
  const examples: ExampleView[] =
    requests.length > 0
      ? requests.map(([name, example]) => ({
          name,
          summary: example.summary ?? name,
          body: example.value as Record<string, unknown>,
          answer: answers.find((a) => a.name === name && a.status < 400)?.example.value,
        }))
      : firstSuccess
        ? [
            {
              name: firstSuccess.name,
              summary: firstSuccess.example.summary ?? '',
              answer: firstSuccess.example.value,
            },
          ]
        : [];
  const paired = new Set(examples.map((e) => e.name));
  const refusals = answers.flatMap(({ status, name, example }) => {
    const message = refusalMessage(example.value);
    return message === null || paired.has(name)
      ? []
      : [{ status, summary: example.summary ?? name, message }];
  });

  const body = variants(media?.schema);
  const params = parameters(operation);
  return {
    id: operation.operationId ?? `${method} ${path}`,
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? `${method.toUpperCase()} ${path}`,
    description: operation.description ?? '',
    key: keyPlacement(document, operation, body),
    contentType,
    parameters: params,
    pathExamples: Object.fromEntries(
      (operation.parameters ?? [])
        .map((p) => p as OpenAPIV3_1.ParameterObject)
        .filter((p) => p.in === 'path')
        .map((p) => [p.name, String(p.example ?? p.name)]),
    ),
    variants: body,
    examples,
    refusals,
  };
}

function commonPrefix(paths: string[]): string {
  const split = paths.map((p) => p.split('/'));
  const first = split[0] ?? [];
  let length = first.length;
  for (const parts of split) {
    length = Math.min(length, parts.length);
    while (length > 0 && parts.slice(0, length).join('/') !== first.slice(0, length).join('/')) length -= 1;
  }
  return first.slice(0, length).join('/');
}

/** The document's operations grouped by tag, in the document's order, as the page shows them. */
export function docsView(document: OpenAPIV3_1.Document): SectionView[] {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
  const tags = [
    ...(document.tags ?? []).map((t) => t.name),
    ...operations.flatMap((o) => o.operation.tags ?? []),
  ].filter((tag, i, all) => all.indexOf(tag) === i);
  return tags
    .map((tag) => {
      const own = operations.filter((o) => o.operation.tags?.includes(tag));
      return {
        tag,
        description: document.tags?.find((t) => t.name === tag)?.description ?? '',
        basePath: commonPrefix(own.map((o) => o.path)),
        endpoints: own.map((o) => endpoint(document, o.path, o.method, o.operation)),
      };
    })
    .filter((section) => section.endpoints.length > 0);
}

/** The header an api-key scheme names (`api-key`), if the document has one. */
export function apiKeyHeaderName(document: OpenAPIV3_1.Document): string | null {
  const schemes = Object.values(document.components?.securitySchemes ?? {});
  const header = schemes.find((s) => 'in' in s && s.in === 'header' && s.type === 'apiKey');
  return header && 'name' in header ? header.name : null;
}
