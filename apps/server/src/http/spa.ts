import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendEnvelope, statusEnvelope } from './error-handler.ts';
import { cacheControlFor, REVALIDATE } from './static-cache.ts';
import { registerSeoFiles } from './seo-files.ts';

/** Files of the build that no request may read. */
const NEVER_SERVED = ['**/*.map', '**/*.map.br', '**/*.map.gz'];

/**
 * Paths that name a build file, never a page: a missing one answers 404 instead of index.html, so a
 * stale chunk name or a source map is not mistaken for the app.
 */
function isFilePath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname.startsWith('/assets/') || pathname.endsWith('.map');
}

/**
 * The pages the build prerendered a first screen for (`shells/order-history.html` answers
 * `/order-history`; apps/web/build/shell-plugin.ts), read once at start-up: pathname to file.
 */
export function readShells(distDir: string): Map<string, string> {
  const shells = new Map<string, string>();
  const dir = path.join(distDir, 'shells');
  if (!existsSync(dir)) return shells;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split(path.sep).join('/');
    if (file.endsWith('.html')) shells.set(`/${file.slice(0, -'.html'.length)}`, `shells/${file}`);
  }
  return shells;
}

/**
 * Serves the built SPA with a history fallback: any GET outside /api/ that is not a file answers
 * index.html, so /order or /auth/naver work on reload. `/api` itself is the docs page of the SPA.
 * A missing file under /assets/ answers the JSON 404, not the page.
 *
 * The build writes `.br` and `.gz` twins of every text file (apps/web/build/precompress-plugin.ts);
 * `preCompressed` sends the smallest one the browser's Accept-Encoding allows, with
 * `Vary: Accept-Encoding`, so no request pays for compression.
 *
 * A page with a prerendered shell answers that file instead of index.html: the same page with its
 * first screen already in `#root` and its chunk preloaded (docs/decisions/web-speed.md).
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  const shells = hasBuild ? readShells(distDir) : new Map<string, string>();
  registerSeoFiles(app);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The build's hidden source maps stay on disk for an error tracker but are never sent: they
      // hold the whole source. With `wildcard: false` only listed files get a route, so a map is
      // a missing file like any other (docs/decisions/hardening-headers.md).
      globIgnore: NEVER_SERVED,
      // Our own policy per path instead of the plugin's one max-age for everything.
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        void reply.header('cache-control', cacheControlFor(path.relative(distDir, filePath)));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (isApi || isFilePath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendEnvelope(request, reply, statusEnvelope(404));
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('웹 화면이 아직 빌드되지 않았습니다. `npm run build`를 실행한 뒤 다시 시작해 주세요.');
    }
    // The entry page must be revalidated on every visit so a deploy's new asset names are seen;
    // setHeaders gives index.html and the shells `no-cache` (static-cache.ts).
    const page = shells.get(request.url.split('?', 1)[0] ?? '') ?? 'index.html';
    return reply.header('cache-control', REVALIDATE).sendFile(page, distDir);
  });
}
