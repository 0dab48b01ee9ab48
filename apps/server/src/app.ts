import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { systemClock, type Clock } from './clock.ts';
import { createAuthGuard } from './http/auth-guard.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerSpa } from './http/spa.ts';
import { catalogRoutes } from './modules/catalog/catalog-routes.ts';
import { orderRoutes } from './modules/orders/order-routes.ts';
import { pointsRoutes } from './modules/points/points-routes.ts';
import { publicApiV1Routes } from './modules/public-api/public-api-routes.ts';
import { publicApiV2Routes } from './modules/public-api-v2/public-api-v2-routes.ts';
import { siteRoutes } from './modules/site/site-routes.ts';
import { createTokenService } from './modules/auth/token-service.ts';
import { accountRoutes, type AccountsOptions } from './modules/auth/accounts-plugin.ts';
import { adminGate } from './modules/auth/admin-routes.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  clock?: Clock;
  /** JWT signing secret; defaults to config.JWT_SECRET (server.ts resolves the embedded one). */
  jwtSecret?: string;
  /** Pino logger options; tests pass false. */
  logger?: boolean | { level: string };
  /** Accounts module seams (SMS provider, login limits, provider timeouts); tests inject these. */
  accounts?: AccountsOptions;
}

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole HTTP app; `server.ts` only listens. Tests call this and use `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const jwtSecret = deps.jwtSecret ?? config.JWT_SECRET;
  if (!jwtSecret) throw new Error('buildApp needs a JWT secret (JWT_SECRET or deps.jwtSecret)');
  const tokens = createTokenService(jwtSecret, config.JWT_TTL_SECONDS, clock);
  const guard = createAuthGuard(app, { db, tokens });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await app.register(
    async (api) => {
      // First, so every /api/admin route of every module inherits it.
      api.addHook('onRequest', adminGate(guard));
      await api.register(siteRoutes({ db }));
      await api.register(accountRoutes({ db, config, clock, tokens, guard, jwtSecret, ...deps.accounts }));
      await api.register(catalogRoutes({ db }));
      await api.register(orderRoutes({ db, clock, guard }));
      await api.register(pointsRoutes({ db, clock, guard, bankWebhookSecret: config.BANK_WEBHOOK_SECRET }));
      await api.register(publicApiV1Routes({ db, clock }), { prefix: '/v1' });
      await api.register(publicApiV2Routes({ db, clock }), { prefix: '/v2' });
    },
    { prefix: '/api' },
  );
  void guard;

  await registerSpa(app, config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST);
  return app;
}
