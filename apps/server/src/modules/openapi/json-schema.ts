import { z } from 'zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { EXAMPLES_KEY } from '../../http/route-docs.ts';

export type SchemaObject = OpenAPIV3_1.SchemaObject;
export type ExampleObjects = Record<string, OpenAPIV3_1.ExampleObject>;

/**
 * A zod schema as an OpenAPI 3.1 schema (JSON Schema 2020-12) with its named examples taken out:
 * `input` for what a client sends (coercions accept strings), `output` for what it receives.
 */
export function toOpenApiSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
): { schema: SchemaObject; examples?: ExampleObjects } {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  const { $schema: _dialect, [EXAMPLES_KEY]: examples, ...rest } = json;
  return {
    schema: rest,
    ...(examples ? { examples: examples as ExampleObjects } : {}),
  };
}

/** `:wId` -> `{wId}`: Fastify's path parameters in OpenAPI's spelling. */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}
