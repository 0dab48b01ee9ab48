import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noticeSchema, qnaSchema, registerWhereSchema } from '@smm/contract/catalog';
import { settingsListSchema } from '@smm/contract/settings';
import type { ReadCache } from '../../fast-path/read-cache.ts';
import { cachedJson } from '../../fast-path/cached-json.ts';
import { readyReadRoute } from '../../fast-path/ready-reads.ts';
import type { SiteService } from './site-service.ts';

const notices = z.array(noticeSchema);
const qnas = z.array(qnaSchema);
const registerSources = z.array(registerWhereSchema);

/** The storefront's settings and content, answered from the read cache as bytes made once per change. */
export function siteRoutes(deps: { site: SiteService; cache: ReadCache }): FastifyPluginAsyncZod {
  const { site, cache } = deps;
  return async (app) => {
    app.get(
      '/service/settings',
      { ...readyReadRoute('settings'), schema: { response: { 200: settingsListSchema } } },
      // No max-age: the ETag hook's `no-cache` makes every load ask, so an operator's change shows on
      // the next load of any page (a 304 costs headers only). The one-hour freshness of spec 7 is the
      // SPA's in-memory query cache (docs/decisions/operator-console.md "Content and settings").
      cachedJson(cache, settingsListSchema, 'settings', () => site.settings()),
    );
    app.get(
      '/service/notices',
      { ...readyReadRoute('notices'), schema: { response: { 200: notices } } },
      cachedJson(cache, notices, 'notices', () => site.notices()),
    );
    app.get(
      '/service/qnas',
      { ...readyReadRoute('qnas'), schema: { response: { 200: qnas } } },
      cachedJson(cache, qnas, 'qnas', () => site.qnas()),
    );
    app.get(
      '/service/register-where',
      { ...readyReadRoute('register-sources'), schema: { response: { 200: registerSources } } },
      cachedJson(cache, registerSources, 'register-sources', () => site.registerSources()),
    );
  };
}
