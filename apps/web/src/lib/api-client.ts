import type { z } from 'zod';
import type { ErrorEnvelope } from '@smm/contract/api';
import { MESSAGES_SERVER } from '@smm/contract/messages/server';
import { tokenStorage } from './token-storage.ts';
import { readCookie } from './cookie.ts';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The one error type of every failed call: HTTP errors (status from the response, message from the
 * server's envelope), network failures (status 0) and responses that do not match the contract.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** The parsed response body (the error envelope when the server sent one), or null. */
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }

  /** The server's JSON error envelope, when the body is one. */
  get envelope(): ErrorEnvelope | null {
    return isErrorEnvelope(this.body) ? this.body : null;
  }
}

/**
 * The envelope's shape checked by hand: zod's classic build would put ~30 KB on every page's first
 * load for this one check (docs/decisions/web-speed.md).
 */
function isErrorEnvelope(body: unknown): body is ErrorEnvelope {
  if (!body || typeof body !== 'object') return false;
  const b = body as Record<string, unknown>;
  const optionalString = (v: unknown) => v === undefined || typeof v === 'string';
  return (
    typeof b.statusCode === 'number' &&
    Number.isInteger(b.statusCode) &&
    typeof b.error === 'string' &&
    typeof b.message === 'string' &&
    optionalString(b.requestId) &&
    optionalString(b.token)
  );
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Registers the single reaction to a 401 (the session provider switches to unAuthorization).
 * Returns an unregister function. The stored jwt is cleared by the client itself, before the
 * handler runs, so every 401 clears it even when no handler is registered.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Contract schema of the success body; a mismatch becomes an ApiError. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

export function apiUrl(path: string): string {
  return `${API_BASE.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function buildHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const jwt = tokenStorage.get();
  if (jwt) headers.set('Authorization', `Bearer ${jwt}`);
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers.set(XSRF_HEADER, xsrf);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(body: unknown): string {
  if (isErrorEnvelope(body) && body.message) return body.message;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return MESSAGES_SERVER.internal;
}

/** Sends one request to the API. No timeout: a slow call waits (spec section 7). */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const hasBody = body !== undefined;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers: buildHeaders(hasBody),
      body: hasBody ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, MESSAGES_SERVER.internal, null);
  }

  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401) {
      tokenStorage.clear();
      unauthorizedHandler?.();
    }
    throw new ApiError(response.status, messageOf(data), data);
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, MESSAGES_SERVER.internal, data);
  return parsed.data;
}

export const api = {
  get: <T>(path: string, schema?: z.ZodType<T>, signal?: AbortSignal) =>
    apiRequest<T>(path, { method: 'GET', schema, signal }),
  post: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    apiRequest<T>(path, { method: 'POST', body: body ?? {}, schema }),
  put: <T>(path: string, body: unknown, schema?: z.ZodType<T>) =>
    apiRequest<T>(path, { method: 'PUT', body, schema }),
  patch: <T>(path: string, body: unknown, schema?: z.ZodType<T>) =>
    apiRequest<T>(path, { method: 'PATCH', body, schema }),
  delete: <T>(path: string, schema?: z.ZodType<T>) => apiRequest<T>(path, { method: 'DELETE', schema }),
};
