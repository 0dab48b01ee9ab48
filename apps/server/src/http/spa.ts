import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ErrorEnvelope } from '@smm/contract/api';
import { MESSAGES } from '@smm/contract/messages';

/**
 * Serves the built SPA with a history fallback: any GET outside /api/ that is not a file answers
 * index.html, so /order or /auth/naver work on reload. `/api` itself is the docs page of the SPA.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({
        statusCode: 404,
        error: 'NOT_FOUND',
        message: MESSAGES.server.notFound,
        requestId: request.id,
      } satisfies ErrorEnvelope);
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('웹 화면이 아직 빌드되지 않았습니다. `npm run build`를 실행한 뒤 다시 시작해 주세요.');
    }
    // The entry page must be revalidated on every visit so a deploy's new asset names are seen;
    // cacheControl: false keeps this header instead of the plugin's `public, max-age=...`.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir, { cacheControl: false });
  });
}
