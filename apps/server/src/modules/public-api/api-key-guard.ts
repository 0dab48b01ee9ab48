import type { IncomingHttpHeaders } from 'node:http';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { PUBLIC_API_MESSAGES } from '@smm/contract/public-api-messages';
import { NO_STORE } from '../../http/etag.ts';
import type { ApiKeyAdmission } from './api-key-admission.ts';

/**
 * Pre-handler of the reseller API: the `api-key` header names the member, who is then
 * `request.member` exactly as for a signed-in member, so `currentMember` works in the handlers.
 * Its answers are kept by no cache, as cacheControlOf says for a request with an `api-key`.
 */
export function requireApiKey(admission: ApiKeyAdmission): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    void reply.header('cache-control', NO_STORE);
    request.member = await admission.admit(
      apiKeyOf(request.headers),
      request.ip,
      PUBLIC_API_MESSAGES.keyMissing,
    );
  };
}

/** The `api-key` header's key ('' when absent). */
export function apiKeyOf(headers: IncomingHttpHeaders): string {
  const header = headers['api-key'];
  return (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
}
