import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorEnvelope } from '@smm/contract/api';
import { statusEnvelope } from './error-handler.ts';

/** Node's parser codes and the status each answers; anything else the parser refuses is a 400. */
const PARSER_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_URI_TOO_LONG: 414,
};

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request
 * (headers over the size limit: 431, a header with a byte HTTP does not allow: 400, a request too
 * slow: 408) answers in the one envelope, in Korean, with a request id of its own, instead of
 * Fastify's English `Client Error`. The connection is closed afterwards, as Node does.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = PARSER_STATUS[error.code ?? ''] ?? 400;
  const { statusCode, code, message } = statusEnvelope(status);
  const body = JSON.stringify({
    statusCode,
    error: code,
    message,
    requestId: randomUUID(),
  } satisfies ErrorEnvelope);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
