import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@smm/contract/api';
import { MESSAGES } from '@smm/contract/messages';
import { isClientDataError } from '../db/pg-errors.ts';
import { AppError, TooManyRequestsError } from '../errors.ts';

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'REQUEST_HEADER_FIELDS_TOO_LARGE',
};

/** Korean texts of the statuses Fastify or Node answer by themselves; any other 4xx is badRequest. */
const STATUS_MESSAGES: Record<number, string> = {
  404: MESSAGES.server.notFound,
  408: MESSAGES.server.requestTimeout,
  414: MESSAGES.server.uriTooLong,
  429: MESSAGES.server.tooManyRequests,
  431: MESSAGES.server.headersTooLarge,
};

/** What an error answers: its status, code and Korean message. Never an internal text or code. */
export interface ClassifiedError {
  statusCode: number;
  code: string;
  message: string;
  extra: Record<string, string>;
}

/** The envelope of a status Fastify or Node chose (a framework error, a client error). */
export function statusEnvelope(statusCode: number): ClassifiedError {
  if (statusCode >= 500)
    return { statusCode: 500, code: 'INTERNAL', message: MESSAGES.server.internal, extra: {} };
  return {
    statusCode,
    code: STATUS_CODES[statusCode] ?? 'BAD_REQUEST',
    message: STATUS_MESSAGES[statusCode] ?? MESSAGES.server.badRequest,
    extra: {},
  };
}

/**
 * One mapping for every API's error handler: domain errors as thrown, schema refusals with the
 * contract's first Korean message, values PostgreSQL refused as 400, Fastify's own 4xx in Korean,
 * and anything else a 500 that says nothing of why (the caller logs it).
 */
export function classifyError(error: unknown): ClassifiedError {
  if (error instanceof AppError) {
    return { statusCode: error.statusCode, code: error.code, message: error.message, extra: error.extra };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // The contract's schemas carry the spec's Korean messages; the first one is the one to show.
    const first = error.validation[0]?.message;
    const korean = first && /[가-힣]/.test(first) ? first : MESSAGES.server.badRequest;
    return { statusCode: 400, code: 'VALIDATION_FAILED', message: korean, extra: {} };
  }
  if (isClientDataError(error)) return { ...statusEnvelope(400), code: 'VALIDATION_FAILED' };
  const status = (error as Partial<FastifyError> | null)?.statusCode ?? 500;
  return statusEnvelope(status >= 400 && status < 500 ? status : 500);
}

/** Logs what deserves a look: every 5xx, and a value the database refused (it may be our bug). */
export function logClassified(request: FastifyRequest, error: unknown, answer: ClassifiedError): void {
  if (answer.statusCode >= 500) {
    request.log.error({ err: error, requestId: request.id }, 'unhandled error');
  } else if (isClientDataError(error)) {
    request.log.warn({ err: error, requestId: request.id }, 'database refused a request value');
  }
}

/** Sends the one JSON envelope, with the request id. */
export function sendEnvelope(request: FastifyRequest, reply: FastifyReply, answer: ClassifiedError) {
  const { statusCode, code, message, extra } = answer;
  return reply
    .status(statusCode)
    .send({ statusCode, error: code, message, requestId: request.id, ...extra } satisfies ErrorEnvelope);
}

/**
 * Fastify's errors from before a route is found (a path parameter longer than maxParamLength: 414,
 * a path that is not valid percent-encoding: 400), in the envelope instead of Fastify's English
 * text that echoes the URL. Passed as the `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void sendEnvelope(request, reply, statusEnvelope(error.statusCode ?? 400));
}

/** One error handler and one envelope; 5xx hides internals and is logged with the request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(error.retryAfterSeconds));
    const answer = classifyError(error);
    logClassified(request, error, answer);
    return sendEnvelope(request, reply, answer);
  });
}
