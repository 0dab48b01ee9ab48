import type { z } from 'zod';
import { errorEnvelopeSchema } from '@smm/contract/api';

/**
 * What a route says about itself for the OpenAPI documents (modules/openapi). The keys are the ones
 * @fastify/swagger reads from a route's `schema`, with the same types, plus `documentedBody`.
 * Fastify compiles only body, querystring, params, headers and response; it ignores these.
 */
declare module 'fastify' {
  interface FastifySchema {
    summary?: string;
    description?: string;
    tags?: readonly string[];
    operationId?: string;
    security?: ReadonlyArray<{ [securityLabel: string]: readonly string[] }>;
    /** Request content types the route's parsers accept; JSON when absent. */
    consumes?: readonly string[];
    /** Left out of both documents. */
    hide?: boolean;
    /**
     * A body the route reads itself (so Fastify must not validate it, as it would `body`), described
     * by this schema in the documents: the API v2 fields.
     */
    documentedBody?: z.ZodType;
  }
}

/** One named example of an OpenAPI media type; `summary` is what a reader sees in a list. */
export interface DocExample {
  summary: string;
  value: unknown;
}
export type DocExamples = Record<string, DocExample>;

/** The metadata key the document builder moves from a schema to its media type's `examples`. */
export const EXAMPLES_KEY = 'x-examples';

/**
 * The schema (a copy: zod's `meta` returns a new one) with named examples. The route validates or
 * serializes with it exactly as with the original.
 */
export function withExamples<T extends z.ZodType>(schema: T, examples: DocExamples): T {
  return schema.meta({ [EXAMPLES_KEY]: examples });
}

/** A documented refusal in the one error envelope: `[error code, Korean message, summary]`. */
export type EnvelopeExample = readonly [code: string, message: string, summary: string];

/** The error envelope of one status with its refusals as examples (`requestId` varies per request). */
export function envelopeExamples(statusCode: number, examples: Record<string, EnvelopeExample>) {
  return withExamples(
    errorEnvelopeSchema,
    Object.fromEntries(
      Object.entries(examples).map(([name, [error, message, summary]]) => [
        name,
        { summary, value: { statusCode, error, message, requestId: 'req-7f3a' } },
      ]),
    ),
  );
}

/**
 * Ids and values the examples of the reseller APIs use. The contract test arranges a store in which
 * they exist, so every example can be replayed as documented.
 */
export const DOC_EXAMPLE = {
  apiKey: 'YOUR_API_KEY',
  serviceId: 1,
  readOnlyServiceId: 2,
  /** Services of other types (issue 32): Custom Comments, Poll and Subscriptions. */
  customCommentsServiceId: 3,
  pollServiceId: 4,
  subscriptionsServiceId: 5,
  orderId: 1024,
  otherOrderId: 1025,
  link: 'https://www.instagram.com/example/',
} as const;
