import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SHORT } from './static-cache.ts';

/** The public pages a search engine may list (the member pages need a login). */
export const PUBLIC_PAGES = ['/order', '/login', '/register', '/terms/service', '/terms/privacy'] as const;

/** Both files need absolute addresses, so they are written for the host the request came to. */
function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * robots.txt and sitemap.xml. Without them the SPA fallback answered robots.txt with HTML, which
 * search engines (and Lighthouse's SEO audit) read as a broken file.
 */
export function registerSeoFiles(app: FastifyInstance): void {
  app.get('/robots.txt', async (request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /auth/',
      'Disallow: /logout',
      '',
      `Sitemap: ${origin(request)}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', SHORT).send(body);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${origin(request)}${page}</loc></url>`).join('\n');
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', SHORT).send(body);
  });
}
