import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeSchema, qnaSchema, registerWhereSchema } from '@smm/contract/catalog';
import { settingsListSchema } from '@smm/contract/settings';
import type { SiteService } from './site-service.ts';

export function siteRoutes(site: SiteService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/service/settings',
      { schema: { response: { 200: settingsListSchema } } },
      // No max-age: the ETag hook's `no-cache` makes every load ask, so an operator's change shows on
      // the next load of any page (a 304 costs headers only). The one-hour freshness of spec 7 is the
      // SPA's in-memory query cache (docs/decisions/operator-console.md "Content and settings").
      () => site.settings(),
    );
    app.get('/service/notices', { schema: { response: { 200: z.array(noticeSchema) } } }, () =>
      site.notices(),
    );
    app.get('/service/qnas', { schema: { response: { 200: z.array(qnaSchema) } } }, () => site.qnas());
    app.get('/service/register-where', { schema: { response: { 200: z.array(registerWhereSchema) } } }, () =>
      site.registerSources(),
    );
  };
}
