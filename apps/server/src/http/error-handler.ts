import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@smm/contract/api';
import { MESSAGES } from '@smm/contract/messages';
import { AppError, TooManyRequestsError } from '../errors.ts';

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** One error handler and one envelope; 5xx hides internals and is logged with the request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const envelope = (
      statusCode: number,
      code: string,
      message: string,
      extra: Record<string, string> = {},
    ) =>
      reply
        .status(statusCode)
        .send({ statusCode, error: code, message, requestId: request.id, ...extra } satisfies ErrorEnvelope);

    if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof AppError) return envelope(error.statusCode, error.code, error.message, error.extra);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // The contract's schemas carry the spec's Korean messages; the first one is the one to show.
      const first = error.validation[0]?.message;
      const korean = first && /[가-힣]/.test(first) ? first : MESSAGES.server.badRequest;
      return envelope(400, 'VALIDATION_FAILED', korean);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? MESSAGES.server.tooManyRequests : MESSAGES.server.badRequest;
      return envelope(
        status,
        STATUS_CODES[status] ?? 'BAD_REQUEST',
        status === 404 ? MESSAGES.server.notFound : message,
      );
    }
    request.log.error({ err: error, requestId: request.id }, 'unhandled error');
    return envelope(500, 'INTERNAL', MESSAGES.server.internal);
  });
}
