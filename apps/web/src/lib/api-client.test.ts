import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@smm/contract/messages';
import { api, ApiError, apiRequest, setUnauthorizedHandler } from './api-client.ts';
import { calledRoutes, mockFetch, urlOf } from '../test/fetch-mock.ts';
import { JWT_STORAGE_KEY } from './token-storage.ts';

let unregister: (() => void) | undefined;
afterEach(() => unregister?.());

function headersOf(spy: ReturnType<typeof mockFetch>, index = 0): Headers {
  return new Headers(spy.mock.calls[index]?.[1]?.headers);
}

describe('api client', () => {
  it('calls the API base and attaches the stored jwt as a bearer token', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'token-1');
    const spy = mockFetch({ 'GET /service/platforms': { body: [] } });
    await api.get('/service/platforms');
    const [input] = spy.mock.calls[0] ?? [];
    expect(input && urlOf(input)).toBe('/api/service/platforms');
    expect(headersOf(spy).get('Authorization')).toBe('Bearer token-1');
  });

  it('sends no Authorization header without a jwt', async () => {
    const spy = mockFetch({ 'GET /service/notices': { body: [] } });
    await api.get('/service/notices');
    expect(headersOf(spy).has('Authorization')).toBe(false);
  });

  it('copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header when present', async () => {
    const spy = mockFetch({ 'POST /service/order': { body: { ok: true } } });
    await api.post('/service/order', { a: 1 });
    expect(headersOf(spy).has('X-XSRF-TOKEN')).toBe(false);

    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    await api.post('/service/order', { a: 1 });
    expect(headersOf(spy, 1).get('X-XSRF-TOKEN')).toBe('abc=123');
    expect(headersOf(spy, 1).get('Content-Type')).toBe('application/json');
    expect(spy.mock.calls[1]?.[1]?.body).toBe('{"a":1}');
  });

  it('returns the parsed body, validated by the contract schema', async () => {
    mockFetch({ 'GET /x': { body: [{ id: 1 }] } });
    await expect(api.get('/x', z.array(z.object({ id: z.number() })))).resolves.toEqual([{ id: 1 }]);
  });

  it('turns the error envelope into an ApiError with status, message and body', async () => {
    const envelope = {
      statusCode: 404,
      error: 'Not Found',
      message: '아이디 또는 비밀번호가 다릅니다.',
      requestId: 'r1',
    };
    mockFetch({ 'POST /auth/login': { status: 404, body: envelope } });
    const error = await apiRequest('/auth/login', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(404);
    expect(apiError.message).toBe('아이디 또는 비밀번호가 다릅니다.');
    expect(apiError.body).toEqual(envelope);
    expect(apiError.envelope?.requestId).toBe('r1');
  });

  it('keeps the token field of a social-login 404', async () => {
    const envelope = {
      statusCode: 404,
      error: 'Not Found',
      message: '가입이 필요합니다',
      token: 'naver-token',
    };
    mockFetch({ 'POST /auth/login/naver': { status: 404, body: envelope } });
    const error = (await api.post('/auth/login/naver', { code: 'c' }).catch((e: unknown) => e)) as ApiError;
    expect(error.envelope?.token).toBe('naver-token');
  });

  it('maps a non-JSON failure and a network failure to ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad gateway', { status: 502 })),
    );
    const gateway = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(gateway).toBeInstanceOf(ApiError);
    expect(gateway.status).toBe(502);
    expect(gateway.message).toBe(MESSAGES.server.internal);
    expect(gateway.body).toBe('Bad gateway');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(offline).toBeInstanceOf(ApiError);
    expect(offline.status).toBe(0);
  });

  it('rejects a success body that breaks the contract as ApiError', async () => {
    mockFetch({ 'GET /x': { body: { unexpected: true } } });
    const error = (await api.get('/x', z.array(z.number())).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(200);
  });

  it('on 401 clears the stored jwt and calls the registered handler once', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'expired');
    const handler = vi.fn();
    unregister = setUnauthorizedHandler(handler);
    mockFetch({
      'GET /auth/profile': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: '로그인이 필요합니다.' },
      },
    });
    const error = (await api.get('/auth/profile').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBeNull();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not touch the jwt or the handler on other errors', async () => {
    localStorage.setItem(JWT_STORAGE_KEY, 'valid');
    const handler = vi.fn();
    unregister = setUnauthorizedHandler(handler);
    const spy = mockFetch({
      'GET /auth/profile': {
        status: 500,
        body: { statusCode: 500, error: 'Internal', message: '오류가 발생했습니다.' },
      },
    });
    await api.get('/auth/profile').catch(() => undefined);
    await api.get('/missing').catch(() => undefined);
    expect(calledRoutes(spy)).toEqual(['GET /auth/profile', 'GET /missing']);
    expect(localStorage.getItem(JWT_STORAGE_KEY)).toBe('valid');
    expect(handler).not.toHaveBeenCalled();
  });
});
