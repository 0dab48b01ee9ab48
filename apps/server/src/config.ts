import { z } from 'zod';
import { parseDialect } from './simulator/simulator-dialect.ts';

const bool = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v));
const rate = z.coerce.number().min(0).max(1);
const url = z.string().url();
const limit = z.coerce.number().int().min(1).max(1_000_000);

/** Every environment variable the server reads (design.md "Configuration"). */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 24 * 7),
  ADMIN_ID: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_CATALOG: bool.optional(),
  /** Create a demo operator on a first start without ADMIN_ID; defaults to on with the embedded demo shop. */
  DEMO_OPERATOR: bool.optional(),
  JOBS_INTERVAL_MS: z.coerce.number().int().min(10).default(5000),
  SIMULATOR_STEP_MS: z.coerce.number().int().min(1).default(20000),
  SIMULATOR_PARTIAL_RATE: rate.default(0.1),
  SIMULATOR_CANCEL_RATE: rate.default(0.05),
  SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(3100),
  /**
   * The standalone simulator (`npm run provider:simulator`) plays a provider quoting in this ISO 4217
   * currency (its balance, rates and charges); the embedded demo provider stays in KRW.
   */
  SIMULATOR_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code like USD')
    .default('KRW'),
  /** The standalone simulator's catalogue: `small` (5 services) or `large` (3,000+, like a real panel). */
  SIMULATOR_CATALOG: z.enum(['small', 'large']).default('small'),
  /**
   * The standalone simulator plays these real panels' quirks (comma-separated,
   * simulator/simulator-dialect.ts): `bom,lowercase-status,lost-submit`, say. None by default.
   */
  SIMULATOR_DIALECT: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const { dialect, problems } = parseDialect(text);
      for (const message of problems) ctx.addIssue({ code: 'custom', message });
      return dialect;
    }),
  /** How late the simulator's `slow` quirk answers; beyond PROVIDER_TIMEOUT_MS to play a hung panel. */
  SIMULATOR_SLOW_MS: z.coerce.number().int().min(1).max(600_000).default(60_000),
  /**
   * The share of the standalone simulator's requests that meet its dialect's faults (`html`,
   * `http-500`, `slow`, `lost-submit`), drawn from SIMULATOR_FAULT_SEED; 1, every request, by default.
   */
  SIMULATOR_FAULT_RATE: rate.default(1),
  SIMULATOR_FAULT_SEED: z.string().min(1).default('smm-simulator'),
  /** How long one provider call may take (every API v2 action, the console's connection test too). */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * Lets a provider's API URL reach loopback and private networks (a panel or the standalone
   * simulator on the owner's own network; the tests and the demo). Off: only public addresses.
   * Link-local and cloud metadata addresses stay refused either way (hardening-ii.md, item 3).
   */
  PROVIDER_ALLOW_PRIVATE_ADDRESSES: bool.default(false),
  /** How often the sweep reads each enabled provider's balance. */
  PROVIDER_BALANCE_INTERVAL_MS: z.coerce.number().int().min(1000).default(300_000),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  SMS_PROVIDER: z.enum(['console', 'solapi']).default('console'),
  SOLAPI_API_KEY: z.string().optional(),
  SOLAPI_API_SECRET: z.string().optional(),
  SOLAPI_SENDER: z.string().optional(),
  /** Outgoing mail (password reset links, id reminders); unset: mails are written to the log. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^\s@<>]+@[^\s@<>]+$|<[^\s@<>]+@[^\s@<>]+>$/, 'must be an e-mail address')
    .optional(),
  /** The storefront's address as members reach it, for links in e-mails (never taken from a request's Host). */
  PUBLIC_URL: url.optional(),
  NAVER_CLIENT_ID: z.string().optional(),
  NAVER_CLIENT_SECRET: z.string().optional(),
  NAVER_AUTH_BASE_URL: url.default('https://nid.naver.com'),
  NAVER_API_BASE_URL: url.default('https://openapi.naver.com'),
  KAKAO_APP_ID: z.coerce.number().int().optional(),
  /** Kakao's REST API key (the login's client_id); else the KAKAO_TOKEN setting. */
  KAKAO_REST_API_KEY: z.string().optional(),
  /** Kakao's client secret, when the app has client-secret checking on (never a public setting). */
  KAKAO_CLIENT_SECRET: z.string().optional(),
  /** The redirect URI registered at Kakao; unset: PUBLIC_URL + /auth/kakao, the SPA's callback page. */
  KAKAO_REDIRECT_URI: url.optional(),
  KAKAO_AUTH_BASE_URL: url.default('https://kauth.kakao.com'),
  KAKAO_API_BASE_URL: url.default('https://kapi.kakao.com'),
  BANK_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  OPERATOR_WEBHOOK_URL: url.optional(),
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_CHAT_ID: z.string().optional(),
  TELEGRAM_API_BASE_URL: url.default('https://api.telegram.org'),
  /** GET /metrics open to whoever reaches the port; METRICS_TOKEN alone also turns it on, behind a Bearer token. */
  METRICS_ENABLED: bool.default(false),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Where `npm run backup` and the scheduled backup write (docs/decisions/retention-and-backups.md). */
  BACKUP_DIR: z.string().default('./backups'),
  /** The running server writes a backup this often; unset: no scheduled backups. */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .optional(),
  /** How many backups the scheduled backup keeps (the newest); older ones are deleted. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
  // Abuse limits (docs/decisions/rate-limits.md); a request over one answers 429 with Retry-After.
  /** Reseller API (v1 and v2) requests per API key. */
  RATE_LIMIT_API_PER_MINUTE: limit.default(600),
  /** Reseller API requests with an unknown key, per client address. */
  RATE_LIMIT_API_INVALID_KEY_PER_MINUTE: limit.default(30),
  /** Orders per member: the order page and both reseller APIs together. */
  RATE_LIMIT_ORDERS_PER_MINUTE: limit.default(120),
  /** Sign-ups per client address (local and social). */
  RATE_LIMIT_REGISTRATIONS_PER_HOUR: limit.default(10),
  /** API key renewals per member. */
  RATE_LIMIT_API_KEY_RENEWALS_PER_HOUR: limit.default(10),
  /** Top-up (point charge) requests per member. */
  RATE_LIMIT_TOPUP_REQUESTS_PER_HOUR: limit.default(20),
  /** New 1:1 inquiries per member (messages added to a thread are not counted). */
  RATE_LIMIT_INQUIRIES_PER_HOUR: limit.default(5),
  /** Coupon redemption attempts per member (refused ones too: codes are not to be guessed). */
  RATE_LIMIT_COUPON_REDEEMS_PER_HOUR: limit.default(20),
});

/**
 * Rules between variables. They read the raw strings, so they are checked even when another
 * variable fails to parse and the operator sees every problem at once.
 */
function crossProblems(env: Record<string, string>): string[] {
  const problems: string[] = [];
  if (env.DATABASE_URL && !env.JWT_SECRET) problems.push('JWT_SECRET: is required when DATABASE_URL is set');
  if (Boolean(env.ADMIN_ID) !== Boolean(env.ADMIN_PASSWORD))
    problems.push('ADMIN_PASSWORD: ADMIN_ID and ADMIN_PASSWORD go together');
  if (env.SMS_PROVIDER === 'solapi' && !(env.SOLAPI_API_KEY && env.SOLAPI_API_SECRET && env.SOLAPI_SENDER)) {
    problems.push('SMS_PROVIDER: solapi needs SOLAPI_API_KEY, SOLAPI_API_SECRET and SOLAPI_SENDER');
  }
  if (env.SMTP_URL && !env.MAIL_FROM) problems.push('MAIL_FROM: is required when SMTP_URL is set');
  if (Boolean(env.TELEGRAM_BOT_TOKEN) !== Boolean(env.TELEGRAM_CHAT_ID))
    problems.push('TELEGRAM_CHAT_ID: TELEGRAM_BOT_TOKEN and TELEGRAM_CHAT_ID go together');
  return problems;
}

export type Config = z.output<typeof envSchema> & {
  demoCatalog: boolean;
  demoOperator: boolean;
  /** PUBLIC_URL without a trailing slash, else this server on localhost. */
  publicUrl: string;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws a ConfigError listing every problem. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
  const parsed = envSchema.safeParse(cleaned);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`)),
    ...crossProblems(cleaned),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const config = parsed.data;
  const demoCatalog = config.DEMO_CATALOG ?? !config.DATABASE_URL;
  // Never on PostgreSQL unless asked; never when the deployment names its own operator.
  const demoOperator = !config.ADMIN_ID && (config.DEMO_OPERATOR ?? (demoCatalog && !config.DATABASE_URL));
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return { ...config, demoCatalog, demoOperator, publicUrl };
}
