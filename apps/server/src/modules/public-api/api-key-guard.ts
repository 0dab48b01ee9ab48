import type { preHandlerAsyncHookHandler } from 'fastify';
import { PUBLIC_API_MESSAGES } from '@smm/contract/public-api';
import type { ApiKeyGate } from './api-key-gate.ts';

/**
 * Pre-handler of the reseller API: the `api-key` header names the member, who is then
 * `request.member` exactly as for a signed-in member, so `currentMember` works in the handlers.
 */
export function requireApiKey(gate: ApiKeyGate): preHandlerAsyncHookHandler {
  return async (request) => {
    const header = request.headers['api-key'];
    const key = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
    request.member = await gate.admit(key, request.ip, PUBLIC_API_MESSAGES.keyMissing);
  };
}
