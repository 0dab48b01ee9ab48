import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The header names a headers schema declares when it is a loose object (other headers pass) whose
 * every declared entry may be missing and stays missing: such a schema accepts any headers that carry
 * none of them, and answers them unchanged. Otherwise null.
 */
function optionalHeaderNames(schema: unknown): string[] | null {
  if (!(schema instanceof z.ZodObject) || !(schema.def.catchall instanceof z.ZodUnknown)) return null;
  const shape = schema.shape as Record<string, z.ZodType>;
  const names = Object.keys(shape);
  const staysMissing = (name: string) => {
    const result = shape[name]?.safeParse(undefined);
    return result?.success === true && result.data === undefined;
  };
  return names.every(staysMissing) ? names : null;
}

/**
 * zod validates every part of every route (fastify-type-provider-zod's compiler), with one shortcut:
 * a headers schema of optional entries only (the order routes' Idempotency-Key) is not run when the
 * request sends none of them, since it could only pass them through. A reseller's poll or order
 * without the header would otherwise copy all its headers through zod on each request
 * (docs/decisions/read-cache.md, "Hooks, metrics and headers").
 */
export const appValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const names = route.httpPart === 'headers' ? optionalHeaderNames(route.schema) : null;
  if (names === null) return validate;
  return (headers: unknown) => {
    const sent = headers as Record<string, unknown>;
    return names.some((name) => sent[name] !== undefined) ? validate(headers) : { value: headers };
  };
};
