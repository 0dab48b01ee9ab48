/**
 * The comparison of `npm run bench:catalog`: a bare Fastify 5 with logging off, answering each path
 * with the bytes the app answered it with, from memory. Run as its own process by catalog-bench.ts;
 * BARE_ROUTES names a JSON file of path → base64 body, PORT the port.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const routes = JSON.parse(readFileSync(process.env.BARE_ROUTES ?? '', 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
for (const [url, body] of Object.entries(routes)) {
  const bytes = Buffer.from(body, 'base64');
  app.get(url, (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
