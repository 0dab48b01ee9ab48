import { describe, expect, it } from 'vitest';
import {
  errorEnvelopeSchema,
  publicOrderRequestSchema,
  publicOrderResponseSchema,
  publicServiceSchema,
  publicStatusResponseSchema,
} from './api.ts';

describe('errorEnvelopeSchema', () => {
  it('accepts the envelope with optional request id and token', () => {
    const envelope = { statusCode: 404, error: 'Not Found', message: '아이디 또는 비밀번호가 다릅니다.' };
    expect(errorEnvelopeSchema.parse(envelope)).toEqual(envelope);
    expect(errorEnvelopeSchema.parse({ ...envelope, requestId: 'r1', token: 't' })).toEqual({
      ...envelope,
      requestId: 'r1',
      token: 't',
    });
    expect(errorEnvelopeSchema.safeParse({ ...envelope, statusCode: '404' }).success).toBe(false);
    expect(errorEnvelopeSchema.safeParse({ statusCode: 500, error: 'x' }).success).toBe(false);
  });
});

describe('public API v1', () => {
  it('coerces form-style order fields', () => {
    expect(
      publicOrderRequestSchema.parse({ serviceId: '3', link: ' https://x.com/a ', amount: '100' }),
    ).toEqual({
      serviceId: 3,
      link: 'https://x.com/a',
      amount: 100,
    });
  });

  it.each([
    { serviceId: '0', link: 'l', amount: '10' },
    { serviceId: 'abc', link: 'l', amount: '10' },
    { serviceId: '1.5', link: 'l', amount: '10' },
    { serviceId: '1', link: '', amount: '10' },
    { serviceId: '1', link: '   ', amount: '10' },
    { serviceId: '1', link: 'l', amount: '' },
    { serviceId: '1', link: 'l', amount: '-10' },
    { serviceId: '1', link: 'l', amount: '2.5' },
    { serviceId: '1', link: 'l' },
  ])('refuses %j', (body) => {
    expect(publicOrderRequestSchema.safeParse(body).success).toBe(false);
  });

  it('parses the documented response shapes', () => {
    expect(publicServiceSchema.parse({ id: 1, min: 10, max: 30000, text: 't' })).toEqual({
      id: 1,
      min: 10,
      max: 30000,
      text: 't',
    });
    expect(publicOrderResponseSchema.parse({ wId: 42 })).toEqual({ wId: 42 });
    expect(publicStatusResponseSchema.parse({ status: 'IN PROGRESS', remains: 0 })).toEqual({
      status: 'IN PROGRESS',
      remains: 0,
    });
  });
});
