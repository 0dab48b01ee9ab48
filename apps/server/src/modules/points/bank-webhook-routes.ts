import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@smm/contract/api';
import { bankDepositResultSchema, bankDepositWebhookSchema } from '@smm/contract/point-api';
import { POINT_MESSAGES } from '@smm/contract/point-messages';
import { UnauthorizedError } from '../../errors.ts';
import type { BankDepositService } from './bank-deposit-service.ts';

/** Compares through fixed-length digests so neither the content nor the length leaks by timing. */
export function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** The optional bank-deposit notification: registered only when a shared secret is configured. */
export function bankWebhookRoutes(deps: {
  deposits: BankDepositService;
  secret: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/webhooks/bank-deposit',
      {
        // Before body validation, so a caller without the secret learns nothing about the body's shape.
        onRequest: async (request) => {
          if (!secretMatches(request.headers['x-webhook-secret'], deps.secret)) {
            throw new UnauthorizedError(POINT_MESSAGES.webhookUnauthorized);
          }
        },
        schema: {
          body: bankDepositWebhookSchema,
          response: { 200: bankDepositResultSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
        },
      },
      (request) => deps.deposits.receive(request.body),
    );
  };
}
