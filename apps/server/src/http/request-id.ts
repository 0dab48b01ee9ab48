import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * A request's id (the log's `reqId`, the `x-request-id` answer header): the caller's own when it
 * sends a short plain one (a proxy's, to follow one request through both logs), else a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}
