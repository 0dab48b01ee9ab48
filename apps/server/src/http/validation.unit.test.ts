import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appValidatorCompiler } from './validation.ts';

type Validate = (data: unknown) => { value?: unknown; error?: unknown };

function compile(schema: z.ZodType, httpPart: string): Validate {
  return appValidatorCompiler({ schema, method: 'POST', url: '/', httpPart }) as Validate;
}

const keyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[a-z]+$/, '키가 올바르지 않습니다.')
    .optional(),
});

describe('appValidatorCompiler', () => {
  it('passes headers without the optional entries through unchanged, without running the schema', () => {
    const headers = { host: 'x', 'content-type': 'application/json' };
    expect(compile(keyHeaders, 'headers')(headers).value).toBe(headers);
  });

  it('still validates an optional header that is sent', () => {
    expect(compile(keyHeaders, 'headers')({ host: 'x', 'idempotency-key': 'abc' }).value).toEqual({
      host: 'x',
      'idempotency-key': 'abc',
    });
    expect(compile(keyHeaders, 'headers')({ host: 'x', 'idempotency-key': 'A-1' }).error).toBeDefined();
  });

  it('runs every other schema as zod does', () => {
    const required = z.looseObject({ authorization: z.string() });
    expect(compile(required, 'headers')({ host: 'x' }).error).toBeDefined();
    const strict = z.object({ 'idempotency-key': z.string().optional() });
    expect(compile(strict, 'headers')({ host: 'x' }).value).toEqual({});
    const defaulted = z.looseObject({ 'x-mode': z.string().default('a') });
    expect(compile(defaulted, 'headers')({ host: 'x' }).value).toEqual({ host: 'x', 'x-mode': 'a' });
    expect(compile(keyHeaders, 'body')({ 'idempotency-key': 1 }).error).toBeDefined();
  });
});
