import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Smaller answers go as they are: the headers would outweigh the saving. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses API answers above 1 KB on the fly (brotli or gzip, by Accept-Encoding). The SPA's
 * files are compressed once at build time instead (spa.ts), and the read cache's answers come
 * already compressed (cached-json.ts), so this only sees the other JSON. Brotli quality 4 is the
 * usual choice for dynamic bodies: close to gzip -9 in size at a fraction of quality 11's CPU.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
