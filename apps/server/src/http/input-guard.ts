import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@smm/contract/messages';
import { containsForbiddenCharacters } from '@smm/contract/strict-input';
import { BadRequestError } from '../errors.ts';

/**
 * Refuses, before any schema runs, a request whose body, query or path carries a control character
 * or a lone surrogate (strict-input.ts): a NUL byte reached PostgreSQL and answered 500. One hook
 * for every route, so a route added later is covered without a word in its schema. The refusal is
 * an AppError, so each API's own error handler words it in its own envelope.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      containsForbiddenCharacters(request.params) ||
      containsForbiddenCharacters(request.query) ||
      containsForbiddenCharacters(request.body)
    ) {
      done(new BadRequestError(MESSAGES.server.controlCharacters, 'VALIDATION_FAILED'));
      return;
    }
    done();
  });
}
