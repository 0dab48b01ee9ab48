/**
 * The comparison of `npm run bench:catalog`: a bare Fastify 5 with logging off, answering each path
 * with the bytes the app answered it with, from memory. Run as its own process by catalog-bench.ts;
 * BARE_ROUTES names a JSON file of { method, path, body (base64) }, PORT the port. A POST's body is
 * read (as Fastify reads any) and not looked at.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

interface BareRoute {
  method: 'GET' | 'POST';
  path: string;
  body: string;
}

const routes = JSON.parse(readFileSync(process.env.BARE_ROUTES ?? '', 'utf8')) as BareRoute[];
const app = Fastify({ logger: false });
for (const { method, path, body } of routes) {
  const bytes = Buffer.from(body, 'base64');
  app.route({
    method,
    url: path,
    handler: (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes),
  });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
