import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  exchangeRateBodySchema,
  exchangeRateParamsSchema,
  exchangeRateSavedSchema,
  exchangeRatesSchema,
} from '@smm/contract/admin-exchange-rates';
import { errorEnvelopeSchema } from '@smm/contract/api';
import { currentMember, type AuthGuard } from '../../http/auth-guard.ts';
import type { ExchangeRepriceService } from './exchange-reprice-service.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** `GET /admin/exchange-rates` and `PUT /admin/exchange-rates/{currency}` (the /api/admin gate guards these too). */
export function exchangeRateRoutes(deps: {
  guard: AuthGuard;
  rates: ExchangeRepriceService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = deps.guard.requireAdmin;
    app.get(
      '/admin/exchange-rates',
      { preHandler, schema: { response: { 200: exchangeRatesSchema, ...errors } } },
      () => deps.rates.list(),
    );
    app.put(
      '/admin/exchange-rates/:currency',
      {
        preHandler,
        schema: {
          params: exchangeRateParamsSchema,
          body: exchangeRateBodySchema,
          response: { 200: exchangeRateSavedSchema, ...errors, 404: errorEnvelopeSchema },
        },
      },
      (request) =>
        deps.rates.set(currentMember(request).id, request.params.currency, request.body.krwPerUnit),
    );
  };
}
