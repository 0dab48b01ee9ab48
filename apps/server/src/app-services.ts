import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { createReadCache } from './fast-path/read-cache.ts';
import { createAuditService } from './modules/audit/audit-service.ts';
import { createAccountSecrets } from './modules/accounts/account-secrets.ts';
import { createAccountService } from './modules/accounts/account-service.ts';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from './modules/accounts/auth-limits.ts';
import { createLoginDevices } from './modules/accounts/login-devices.ts';
import { createLoginService } from './modules/accounts/login-service.ts';
import { createMemberActionService } from './modules/accounts/member-action-service.ts';
import { createFirstRunService } from './modules/accounts/first-run-service.ts';
import { firstRunToken } from './modules/accounts/first-run-token.ts';
import { createOperatorService } from './modules/accounts/operator-service.ts';
import { createMemberAdminService } from './modules/accounts/member-admin-service.ts';
import { createApiKeyDirectory } from './modules/accounts/api-key-directory.ts';
import { createMemberDirectoryService } from './modules/accounts/member-directory-service.ts';
import { createAccountRecoveryService } from './modules/accounts/account-recovery-service.ts';
import { DEFAULT_RECOVERY_LIMITS, type RecoveryLimits } from './modules/accounts/recovery-limits.ts';
import { createRecoveryMailer } from './modules/accounts/recovery-mailer.ts';
import { createRegistrationService } from './modules/accounts/registration-service.ts';
import { createMailProvider, type MailProvider } from './modules/mail/mail-provider.ts';
import { createMailQueue, type MailQueue } from './modules/mail/mail-queue.ts';
import { createTokenService } from './modules/accounts/token-service.ts';
import { createInquiryAdminService } from './modules/inquiries/inquiry-admin-service.ts';
import { createInquiryService } from './modules/inquiries/inquiry-service.ts';
import { createInquiryTemplateService } from './modules/inquiries/inquiry-template-service.ts';
import { createDashboardService } from './modules/dashboard/dashboard-service.ts';
import { createSetupChecklistService } from './modules/dashboard/setup-checklist-service.ts';
import { createCatalogAdminService } from './modules/catalog/catalog-admin-service.ts';
import { createCatalogService } from './modules/catalog/catalog-service.ts';
import { createFulfilmentServices } from './modules/fulfilment/fulfilment-services.ts';
import { createProviderAdminService } from './modules/providers/provider-admin-service.ts';
import { createProviderConnectionService } from './modules/providers/provider-connection-service.ts';
import { createNotificationDelivery } from './modules/notifications/notification-delivery.ts';
import { createOperatorNotifier } from './modules/notifications/operator-notifier.ts';
import { createAdminOrderService } from './modules/orders/admin-order-service.ts';
import { createOrderHistoryService } from './modules/orders/order-history-service.ts';
import { createOrderActionService } from './modules/orders/order-action-service.ts';
import { createOrderService } from './modules/orders/order-service.ts';
import { createOrderRequestService } from './modules/order-requests/order-request-service.ts';
import { createRefillSyncService } from './modules/order-requests/refill-sync-service.ts';
import { createProviderBalanceService } from './modules/providers/provider-balance-service.ts';
import { createMassOrderService } from './modules/orders/mass-order-service.ts';
import { createBankDepositService } from './modules/points/bank-deposit-service.ts';
import { createMarketingServices } from './modules/marketing/marketing-services.ts';
import { createPersonalPricingMembers } from './modules/marketing/personal-pricing-members.ts';
import { createPointDecisionService } from './modules/points/point-decision-service.ts';
import { createPointRequestService } from './modules/points/point-request-service.ts';
import { createProviderImportServices } from './modules/provider-import/provider-import-services.ts';
import { createIdempotentOrders } from './modules/idempotency/idempotency-service.ts';
import { createPublicApiService } from './modules/public-api/public-api-service.ts';
import { createPublicApiV2Service } from './modules/public-api-v2/public-api-v2-service.ts';
import { createLeasedRateLimiter } from './fast-path/leased-rate-limiter.ts';
import { createRateLimiter, databaseRateStore, memoryRateStore } from './modules/rate-limit/rate-limiter.ts';
import { requestLimitsFromConfig } from './modules/rate-limit/request-limits.ts';
import { createApiKeyAdmission } from './modules/public-api/api-key-admission.ts';
import { createSiteAdminContentService } from './modules/site/site-admin-content-service.ts';
import { createSiteAdminSettingsService } from './modules/site/site-admin-settings-service.ts';
import { createSiteService } from './modules/site/site-service.ts';
import { createPhoneCodeSecrets } from './modules/sms/phone-code-secrets.ts';
import { createPhoneVerificationService } from './modules/sms/phone-verification-service.ts';
import { createSmsProvider, type SmsProvider } from './modules/sms/sms-provider.ts';
import { instrumentMassOrders, instrumentOrders } from './modules/orders/order-metrics.ts';
import { instrumentDecisions, instrumentPointRequests } from './modules/points/point-metrics.ts';
import type { MetricsService } from './modules/ops/metrics-service.ts';
import { createReadinessService } from './modules/ops/readiness-service.ts';
import { createRetentionService } from './modules/retention/retention-service.ts';
import { createKakaoClient } from './modules/social/kakao-client.ts';
import { createNaverClient } from './modules/social/naver-client.ts';
import { createSocialService } from './modules/social/social-service.ts';

/** What a deployment or a test may swap in the accounts modules; everything else comes from config. */
export interface AccountsOptions {
  /** Defaults to the provider named by SMS_PROVIDER (console: the app log). */
  sms?: SmsProvider;
  limits?: Partial<AuthLimits>;
  /** Defaults to SMTP when SMTP_URL is set, else the console (the app log). */
  mail?: MailProvider;
  recoveryLimits?: Partial<RecoveryLimits>;
  /** Timeout of each Naver / Kakao call. */
  providerTimeoutMs?: number;
  /** How a login slowed down by its id's failures waits (default: a timer). */
  loginWait?: (ms: number) => Promise<unknown>;
}

export interface AppServicesDeps {
  config: Config;
  db: Database;
  clock: Clock;
  /** JWT signing secret; api-key ciphertexts and phone-code HMACs use keys derived from it. */
  jwtSecret: string;
  logger: FastifyBaseLogger;
  accounts?: AccountsOptions;
  metrics: MetricsService;
}

export type AppServices = ReturnType<typeof createAppServices>;

/**
 * The one composition root: every service of the process, each built once here and handed to the
 * routes (app.ts) and the background sweeps (jobs/sweeps.ts) that need it, so a service's caches
 * (e.g. the order lookups) and its instrumentation are the same wherever it is used.
 */
export function createAppServices(deps: AppServicesDeps) {
  const { config, db, clock, logger, metrics } = deps;
  const limits: AuthLimits = { ...DEFAULT_AUTH_LIMITS, ...deps.accounts?.limits };
  const recoveryLimits: RecoveryLimits = { ...DEFAULT_RECOVERY_LIMITS, ...deps.accounts?.recoveryLimits };
  const tokens = createTokenService(deps.jwtSecret, config.JWT_TTL_SECONDS, clock);
  const secrets = createAccountSecrets(deps.jwtSecret);
  const limiter = createRateLimiter(databaseRateStore(db), clock);
  const requestLimits = requestLimitsFromConfig(config);
  // The reseller APIs' per-request counts: on PostgreSQL in the database, shared by every process,
  // which lease blocks of hits from it instead of writing each; in memory on the embedded database,
  // which one process holds (docs/decisions/rate-limits.md).
  const apiLimiter =
    db.kind === 'postgres'
      ? createLeasedRateLimiter(databaseRateStore(db), clock)
      : createRateLimiter(memoryRateStore(), clock);
  // One per app: every read it serves follows the database's changes (docs/decisions/read-cache.md).
  const readCache = createReadCache(db);
  const site = createSiteService({ db, cache: readCache });
  const catalog = createCatalogService({ db, cache: readCache });
  const members = createMemberDirectoryService({ db });
  const phone = createPhoneVerificationService({
    db,
    clock,
    site,
    sms: deps.accounts?.sms ?? createSmsProvider(config, logger),
    secrets: createPhoneCodeSecrets(deps.jwtSecret),
    limiter,
    sendLimit: limits.phoneSendPerIp,
    recoverySendPerNumber: recoveryLimits.codesPerNumber,
    phoneNumberTaken: (phoneNumber) => members.phoneNumberTaken(phoneNumber),
    logger,
  });
  const registration = createRegistrationService({
    db,
    clock,
    site,
    secrets,
    phone,
    limiter,
    perIp: requestLimits.registrationsPerIp,
  });
  const mailQueue: MailQueue = createMailQueue({
    provider: deps.accounts?.mail ?? createMailProvider(config, logger),
    logger,
  });
  const recoveryMails = createRecoveryMailer({ site, queue: mailQueue, publicUrl: config.publicUrl });
  const timeoutMs = deps.accounts?.providerTimeoutMs ?? 5_000;
  const social = createSocialService({
    config,
    site,
    members,
    registration,
    tokens,
    limiter,
    limits,
    logger,
    naver: createNaverClient({
      authBaseUrl: config.NAVER_AUTH_BASE_URL,
      apiBaseUrl: config.NAVER_API_BASE_URL,
      timeoutMs,
    }),
    kakao: createKakaoClient({
      authBaseUrl: config.KAKAO_AUTH_BASE_URL,
      apiBaseUrl: config.KAKAO_API_BASE_URL,
      timeoutMs,
    }),
  });
  // Key owners kept in memory, emptied by the database on any change of theirs (read-cache.md).
  const apiKeyOwners = createApiKeyDirectory({ db });
  const apiKeys = createApiKeyAdmission({ owners: apiKeyOwners, limiter: apiLimiter, limits: requestLimits });
  // Which members' API v2 `services` is their own (member prices), kept like the key owners.
  const personalPricing = createPersonalPricingMembers({ db });
  const audit = createAuditService({ db, clock, members });
  const marketing = createMarketingServices({
    db,
    clock,
    audit,
    members,
    catalog,
    log: logger,
    limiter,
    limits: requestLimits,
  });
  const orders = instrumentOrders(
    createOrderService({
      db,
      clock,
      catalog,
      site,
      limiter,
      perMember: requestLimits.ordersPerMember,
      sessions: members,
      pricing: marketing.pricing,
    }),
    metrics,
  );
  const massOrders = instrumentMassOrders(
    createMassOrderService({
      db,
      clock,
      catalog,
      site,
      limiter,
      perMember: requestLimits.ordersPerMember,
      members,
      pricing: marketing.pricing,
    }),
    metrics,
  );
  const history = createOrderHistoryService({ db, clock });
  const notifier = createOperatorNotifier({ config, clock });
  const pointRequests = instrumentPointRequests(
    createPointRequestService({
      db,
      clock,
      site,
      members,
      notifier,
      limiter,
      perMember: requestLimits.topupRequestsPerMember,
      bonus: marketing.bonus,
    }),
    metrics,
  );
  const decisions = instrumentDecisions(
    createPointDecisionService({ db, clock, members, audit, rewards: marketing.rewards }),
    metrics,
  );
  // The sweeps' fulfilment (submission, status sync, refills, auto-orders) and the console's
  // (order actions, the providers screen's live calls) share one provider registry and one
  // settlement, instrumented once.
  const fulfilment = createFulfilmentServices({
    db,
    clock,
    config,
    metrics,
    notifier,
  });
  const { settlement, providers, options: fulfilmentOptions } = fulfilment;
  // The member's refill and cancel requests and their sweep (modules/order-requests).
  const orderRequests = createOrderRequestService({
    db,
    clock,
    providers,
    statusSync: fulfilment.statusSync,
  });
  const refillSync = createRefillSyncService({ db, clock, options: fulfilmentOptions, providers });
  // The providers screen's balances and their sweep (modules/providers).
  const providerBalances = createProviderBalanceService({
    db,
    clock,
    providers,
    options: fulfilmentOptions,
    notifier,
  });
  const adminOrders = createAdminOrderService({ db, members });
  const { imports, priceSync, catalogue, exchangeRates, backups } = createProviderImportServices({
    db,
    clock,
    providers,
    audit,
    members,
  });
  const idempotent = createIdempotentOrders({ db, clock, orders, massOrders });
  const inquiryTopups = {
    history: (memberId: number, page: { limit: number }) => pointRequests.history(memberId, page),
    find: (id: number) => decisions.find(id),
  };
  const account = createAccountService({
    db,
    clock,
    site,
    phone,
    secrets,
    limiter,
    limits,
    apiKeyRenewals: requestLimits.apiKeyRenewalsPerMember,
  });
  const memberActions = createMemberActionService({ db, clock, audit, mails: recoveryMails });
  const siteSettings = createSiteAdminSettingsService({ db, clock, audit });
  return {
    limiter,
    fulfilment,
    refillSync,
    providerBalances,
    notifications: createNotificationDelivery({ db, clock, config }),
    retention: createRetentionService({ db, clock }),
    readCache,
    apiKeyOwners,
    personalPricing,
    audit,
    imports,
    priceSync,
    catalogue,
    exchangeRates,
    serviceBackups: backups,
    notifier,
    dashboard: createDashboardService({ db, clock, members }),
    memberAdmin: createMemberAdminService({
      db,
      activity: {
        orderCounts: (ids) => history.orderCounts(ids),
        recentOrders: (id, limit) => history.orders(id, { limit }),
        recentTopups: (id, limit) => pointRequests.history(id, { limit }),
      },
    }),
    memberActions,
    catalogAdmin: createCatalogAdminService({ db, audit }),
    adminOrders,
    orderActions: createOrderActionService({
      db,
      audit,
      adminOrders,
      settlement,
      resolution: fulfilment.operatorResolution,
      autoOrders: fulfilment.autoOrders,
    }),
    providerAdmin: createProviderAdminService({ db, clock, audit, addresses: fulfilmentOptions.addresses }),
    providerConnection: createProviderConnectionService({
      db,
      clock,
      providers,
      balances: providerBalances,
      audit,
      options: fulfilmentOptions,
    }),
    tokens,
    site,
    catalog,
    members,
    phone,
    registration,
    social,
    login: createLoginService({
      db,
      tokens,
      limiter,
      limits,
      devices: createLoginDevices(deps.jwtSecret, clock),
      wait: deps.accounts?.loginWait,
    }),
    account,
    recovery: createAccountRecoveryService({
      db,
      clock,
      phone,
      limiter,
      limits: recoveryLimits,
      mails: recoveryMails,
      secrets,
    }),
    mailQueue,
    orders,
    massOrders,
    history,
    orderRequests,
    pointRequests,
    decisions,
    deposits: createBankDepositService({ db, clock, decisions }),
    apiKeys,
    publicApi: createPublicApiService({ catalog, history, idempotent }),
    publicApiV2: createPublicApiV2Service({
      members,
      catalog,
      history,
      idempotent,
      admission: apiKeys,
      orderRequests,
      cache: readCache,
      personal: personalPricing,
      pricing: marketing.pricing,
    }),
    readiness: createReadinessService({ db }),
    inquiries: createInquiryService({
      db,
      clock,
      limiter,
      perMember: requestLimits.inquiriesPerMember,
      notifier,
      members,
      orders: history,
      topups: inquiryTopups,
    }),
    inquiryAdmin: createInquiryAdminService({ db, clock, audit, members, topups: inquiryTopups }),
    inquiryTemplates: createInquiryTemplateService({ db, clock, audit }),
    siteContent: createSiteAdminContentService({
      db,
      clock,
      audit,
      members: {
        usage: (tx, text) => members.registerSourceUsage(tx, text),
        rename: (tx, from, to) => members.renameRegisterSource(tx, from, to),
      },
    }),
    siteSettings,
    firstRun: createFirstRunService({
      db,
      token: firstRunToken(deps.jwtSecret),
      tokens,
      audit,
      settings: siteSettings,
    }),
    operators: createOperatorService({ db, clock, audit, account, actions: memberActions }),
    setupChecklist: createSetupChecklistService({ db }),
    marketing,
  };
}
