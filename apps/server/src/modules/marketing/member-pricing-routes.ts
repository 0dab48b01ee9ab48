import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorEnvelopeSchema } from '@smm/contract/api';
import {
  gradesConfigInputSchema,
  gradesConfigSchema,
  memberPricingInputSchema,
  memberPricingSchema,
  myPricingSchema,
} from '@smm/contract/member-grades';
import { idParamsSchema } from '@smm/contract/strict-input';
import { currentMember, tokenFromAuthorization, type AuthGuard } from '../../http/auth-guard.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import type { TokenService } from '../accounts/token-service.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import { serviceView } from '../catalog/catalog-service.ts';
import type { PersonalServices } from '../catalog/catalog-routes.ts';
import type { GradeService } from './grade-service.ts';
import { isListRule, pricedFor } from './member-price-rule.ts';
import type { MemberPricingService } from './member-pricing-service.ts';

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/** Grades and member prices: the operator's settings (the /api/admin gate guards them) and the member's view. */
export function memberPricingRoutes(deps: {
  guard: AuthGuard;
  grades: GradeService;
  pricing: MemberPricingService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/admin/marketing/grades', { schema: { response: { 200: gradesConfigSchema, ...errors } } }, () =>
      deps.grades.get(),
    );
    app.put(
      '/admin/marketing/grades',
      { schema: { body: gradesConfigInputSchema, response: { 200: gradesConfigSchema, ...errors } } },
      (request) => deps.grades.put(currentMember(request).id, request.body),
    );
    const withMissing = { ...errors, 404: errorEnvelopeSchema };
    app.get(
      '/admin/members/:id/pricing',
      { schema: { params: idParamsSchema, response: { 200: memberPricingSchema, ...withMissing } } },
      (request) => deps.pricing.get(request.params.id),
    );
    app.put(
      '/admin/members/:id/pricing',
      {
        schema: {
          params: idParamsSchema,
          body: memberPricingInputSchema,
          response: { 200: memberPricingSchema, ...withMissing },
        },
      },
      (request) => deps.pricing.put(currentMember(request).id, request.params.id, request.body),
    );
    app.get(
      '/member/pricing',
      {
        onRequest: deps.guard.requireMember,
        schema: { response: { 200: myPricingSchema, 401: errorEnvelopeSchema } },
      },
      (request) => deps.pricing.mine(currentMember(request).id),
    );
  };
}

/**
 * The storefront's service list for a request carrying a member's token: that member's prices,
 * computed per request on the shared list. Null (the shared answer) for no or a stale token, and for
 * a member whose prices are the list prices.
 */
export function personalServices(deps: {
  tokens: Pick<TokenService, 'verify'>;
  members: Pick<MemberDirectoryService, 'findBySession'>;
  catalog: Pick<CatalogService, 'serviceRecords'>;
  pricing: Pick<MemberPricingService, 'ruleFor'>;
}): PersonalServices {
  return async (request: FastifyRequest, withPrice: boolean) => {
    const token = tokenFromAuthorization(request.headers.authorization);
    const claims = token ? await deps.tokens.verify(token) : null;
    if (!claims || !(await deps.members.findBySession(claims.memberId, claims.tokenVersion))) return null;
    const rule = await deps.pricing.ruleFor(claims.memberId);
    if (isListRule(rule)) return null;
    const records = await deps.catalog.serviceRecords();
    return records.map((record) => serviceView(pricedFor(rule, record), withPrice));
  };
}
