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
      async (_request, reply) => {
        // The client caches settings for an hour (spec 7); let shared caches do a shorter share of that.
        void reply.header('cache-control', 'public, max-age=60');
        return site.settings();
      },
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
