import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { systemClock, type Clock } from './clock.ts';
import { createAppServices, type AccountsOptions, type AppServices } from './app-services.ts';
import { createAuthGuard } from './http/auth-guard.ts';
import { clientErrorHandler } from './http/client-error.ts';
import { frameworkErrors, registerErrorHandler } from './http/error-handler.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { requestIdOf } from './http/request-id.ts';
import { registerReadyReads } from './fast-path/ready-reads.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { adminGate, adminRoutes } from './modules/accounts/admin-routes.ts';
import { accountRecoveryRoutes } from './modules/accounts/account-recovery-routes.ts';
import { authRoutes } from './modules/accounts/auth-routes.ts';
import { registerEtag } from './http/etag.ts';
import { registerCompression } from './http/compression.ts';
import { catalogAdminRoutes } from './modules/catalog/catalog-admin-routes.ts';
import { catalogRoutes } from './modules/catalog/catalog-routes.ts';
import { orderRoutes } from './modules/orders/order-routes.ts';
import { massOrderRoutes } from './modules/orders/mass-order-routes.ts';
import { orderRequestRoutes } from './modules/order-requests/order-request-routes.ts';
import { pointsRoutes } from './modules/points/points-routes.ts';
import { publicApiV1Routes } from './modules/public-api/public-api-routes.ts';
import { publicApiV2Routes } from './modules/public-api-v2/public-api-v2-routes.ts';
import { siteAdminRoutes } from './modules/site/site-admin-routes.ts';
import { siteRoutes } from './modules/site/site-routes.ts';
import { socialRoutes } from './modules/social/social-routes.ts';
import { auditRoutes } from './modules/audit/audit-routes.ts';
import { memberAdminRoutes } from './modules/accounts/member-admin-routes.ts';
import { firstRunRoutes } from './modules/accounts/first-run-routes.ts';
import { operatorRoutes } from './modules/accounts/operator-routes.ts';
import { setupChecklistRoutes } from './modules/dashboard/setup-checklist-routes.ts';
import { adminOrderRoutes } from './modules/orders/admin-order-routes.ts';
import { inquiryAdminRoutes } from './modules/inquiries/inquiry-admin-routes.ts';
import { inquiryRoutes } from './modules/inquiries/inquiry-routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes.ts';
import { providerAdminRoutes } from './modules/providers/provider-admin-routes.ts';
import { exchangeRateRoutes } from './modules/provider-import/exchange-rate-routes.ts';
import { priceSyncRoutes } from './modules/provider-import/price-sync-routes.ts';
import { providerImportRoutes } from './modules/provider-import/provider-import-routes.ts';
import { registerDatabaseGauges } from './modules/ops/database-gauges.ts';
import { healthRoutes } from './modules/ops/health-routes.ts';
import { appLogger, lazyRequestLogger, type AppLoggerChoice } from './modules/ops/log-options.ts';
import { createMetricsService, type MetricsService } from './modules/ops/metrics-service.ts';
import { metricsRoutes } from './modules/ops/metrics-routes.ts';
import { registerRequestObservability } from './modules/ops/request-observability.ts';
import { memberPricingRoutes, personalServices } from './modules/marketing/member-pricing-routes.ts';
import { referralRoutes } from './modules/marketing/referral-routes.ts';
import { couponRoutes } from './modules/marketing/coupon-routes.ts';
import { depositBonusRoutes } from './modules/marketing/marketing-routes.ts';
import { registerOpenApi } from './modules/openapi/openapi-registry.ts';
import { openApiRoutes } from './modules/openapi/openapi-routes.ts';

export type { AccountsOptions } from './app-services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's services (app-services.ts): server.ts hands them to the sweeps; routes get theirs passed. */
    services: AppServices;
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  clock?: Clock;
  /** JWT signing secret; defaults to config.JWT_SECRET (server.ts resolves the embedded one). */
  jwtSecret?: string;
  /** false: no log (tests); a level and a stream: where the JSON lines go (the log-redaction test). */
  logger?: AppLoggerChoice;
  /** The server passes the one its sweeps record into; otherwise each app gets its own registry. */
  metrics?: MetricsService;
  /** Accounts module seams (SMS provider, login limits, provider timeouts); tests inject these. */
  accounts?: AccountsOptions;
}

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

// Fastify types these factories after Ajv's; it calls each with the app's shared schemas (none here)
// and uses the compiler returned for every route, as app.setValidatorCompiler would.
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** Builds the whole HTTP app; `server.ts` only listens. Tests call this and use `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: appLogger(deps.logger, config.LOG_LEVEL),
    // request-observability.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
    genReqId: requestIdOf,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // Errors from before a route or a request exists, in the one envelope (docs/decisions/hardening.md).
    frameworkErrors,
    clientErrorHandler,
    // zod validates and serialises every route (below): naming its compilers here too keeps Fastify
    // from loading and setting up its default ones (Ajv twice, fast-json-stringify) at every start.
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  const jwtSecret = deps.jwtSecret ?? config.JWT_SECRET;
  if (!jwtSecret) throw new Error('buildApp needs a JWT secret (JWT_SECRET or deps.jwtSecret)');
  const metrics = deps.metrics ?? createMetricsService();
  registerRequestObservability(app, metrics);
  registerDatabaseGauges(metrics, db);
  const metricsAccess = { enabled: config.METRICS_ENABLED, token: config.METRICS_TOKEN };
  if (metricsAccess.enabled || metricsAccess.token) metrics.collectProcessMetrics();
  const s = createAppServices({
    config,
    db,
    clock,
    jwtSecret,
    logger: app.log,
    accounts: deps.accounts,
    metrics,
  });
  app.decorate('services', s);
  const guard = createAuthGuard(app, { tokens: s.tokens, members: s.members });
  // Before the routes: it learns the ready reads' paths as they are declared.
  registerReadyReads(app, { cache: s.readCache, metrics, log: app.log, trustProxy: config.TRUST_PROXY });
  // Mails queued by the last requests are sent before the app (and the process) goes away.
  app.addHook('onClose', () => s.mailQueue.drain());
  app.addHook('onClose', async () => {
    s.readCache.close();
    s.apiKeyOwners.close();
    s.personalPricing.close();
  });
  // Before the first route: it watches them all, then builds the documents at start-up.
  const openApi = registerOpenApi(app, [guard.requireMember, guard.requireAdmin, guard.requireSession]);
  // The hooks every answer runs are callback hooks: an async one costs a promise and a microtask
  // per request (docs/decisions/read-cache.md, "Hooks, metrics and headers").
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });
  const distDir = config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : DEFAULT_WEB_DIST;
  registerSecurityHeaders(app, { distDir });
  registerEtag(app);
  await registerCompression(app);

  await app.register(
    async (api) => {
      // First, so every /api/admin route of every module is declared through it.
      api.addHook('onRoute', adminGate(guard));
      await api.register(siteRoutes({ site: s.site, cache: s.readCache }));
      await api.register(
        authRoutes({
          guard,
          login: s.login,
          registration: s.registration,
          account: s.account,
          phone: s.phone,
        }),
      );
      await api.register(accountRecoveryRoutes(s.recovery));
      await api.register(socialRoutes(s.social));
      await api.register(adminRoutes(guard));
      await api.register(
        catalogRoutes({
          catalog: s.catalog,
          cache: s.readCache,
          personal: personalServices({ ...s, pricing: s.marketing.pricing }),
        }),
      );
      await api.register(orderRoutes({ guard, orders: s.orders, history: s.history }));
      await api.register(massOrderRoutes({ guard, massOrders: s.massOrders }));
      await api.register(orderRequestRoutes({ guard, requests: s.orderRequests }));
      await api.register(
        pointsRoutes({
          guard,
          requests: s.pointRequests,
          decisions: s.decisions,
          deposits: s.deposits,
          bankWebhookSecret: config.BANK_WEBHOOK_SECRET,
        }),
      );
      await api.register(publicApiV1Routes({ admission: s.apiKeys, api: s.publicApi, cache: s.readCache }), {
        prefix: '/v1',
      });
      await api.register(publicApiV2Routes(s.publicApiV2), { prefix: '/v2' });
      await api.register(auditRoutes({ audit: s.audit }));
      await api.register(memberAdminRoutes({ reads: s.memberAdmin, actions: s.memberActions }));
      await api.register(adminOrderRoutes({ guard, orders: s.adminOrders, actions: s.orderActions }));
      await api.register(dashboardRoutes({ dashboard: s.dashboard }));
      await api.register(inquiryRoutes({ guard, inquiries: s.inquiries }));
      await api.register(inquiryAdminRoutes({ inquiries: s.inquiryAdmin, templates: s.inquiryTemplates }));
      await api.register(providerAdminRoutes({ admin: s.providerAdmin, connection: s.providerConnection }));
      await api.register(catalogAdminRoutes(s.catalogAdmin));
      await api.register(siteAdminRoutes({ content: s.siteContent, settings: s.siteSettings }));
      await api.register(firstRunRoutes(s.firstRun));
      await api.register(operatorRoutes(s.operators));
      await api.register(setupChecklistRoutes(s.setupChecklist));
      await api.register(
        providerImportRoutes({
          guard,
          imports: s.imports,
          catalogue: s.catalogue,
          backups: s.serviceBackups,
        }),
      );
      await api.register(exchangeRateRoutes({ guard, rates: s.exchangeRates }));
      await api.register(priceSyncRoutes({ guard, sync: s.priceSync }));
      await api.register(depositBonusRoutes({ guard, bonus: s.marketing.bonus, db }));
      await api.register(couponRoutes({ guard, coupons: s.marketing.coupons }));
      await api.register(memberPricingRoutes({ guard, ...s.marketing }));
      await api.register(referralRoutes({ guard, referral: s.marketing.referral }));
      await api.register(healthRoutes(s.readiness));
      await api.register(openApiRoutes({ openApi, guard }));
    },
    { prefix: '/api' },
  );

  await app.register(metricsRoutes(metrics, metricsAccess));
  await registerSpa(app, distDir);
  return app;
}
