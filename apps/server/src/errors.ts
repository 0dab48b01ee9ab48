import { MESSAGES } from '@smm/contract/messages';

/** A domain error: services throw these; the one error handler maps them to the JSON envelope. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra fields put into the envelope (e.g. a social login's `token`). */
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string = MESSAGES.server.badRequest, code = 'BAD_REQUEST') {
    super(400, code, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = MESSAGES.server.unauthorized) {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = MESSAGES.server.forbidden) {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message: string = MESSAGES.server.notFound, extra: Record<string, string> = {}) {
    super(404, 'NOT_FOUND', message, extra);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code = 'CONFLICT') {
    super(409, code, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string = MESSAGES.server.tooManyRequests,
    /** Sent as `Retry-After` when known (a rate limit's window end). */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, 'TOO_MANY_REQUESTS', message);
  }
}

/** An upstream we called (a provider panel) failed; the message says how, in Korean. */
export class BadGatewayError extends AppError {
  constructor(message: string, code = 'BAD_GATEWAY') {
    super(502, code, message);
  }
}
