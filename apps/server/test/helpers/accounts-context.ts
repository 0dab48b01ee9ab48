import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Queryable } from '../../src/db/database.ts';
import type { AccountsOptions } from '../../src/app.ts';
import type { SmsMessage, SmsProvider } from '../../src/modules/sms/sms-provider.ts';
import { manualClock, type ManualClock } from './manual-clock.ts';
import { openTestDatabase } from '../database/test-database.ts';
import type { TestContext } from './test-context.ts';

/** Our SmsProvider that keeps what it was asked to send instead of sending it. */
export interface RecordingSms extends SmsProvider {
  sent: SmsMessage[];
  /** Makes the next send throw, like a gateway that is down. */
  failNext: boolean;
  /** The 5-digit code in the last text sent to `phoneNumber`. */
  lastCode(phoneNumber: string): string;
}

export function createRecordingSms(): RecordingSms {
  const sms: RecordingSms = {
    name: 'recording',
    sent: [],
    failNext: false,
    async send(message) {
      if (sms.failNext) {
        sms.failNext = false;
        throw new Error('gateway down');
      }
      sms.sent.push(message);
    },
    lastCode(phoneNumber) {
      const text = [...sms.sent].reverse().find((m) => m.to === phoneNumber)?.text ?? '';
      const code = /\d{5}/.exec(text)?.[0];
      if (!code) throw new Error(`no code was sent to ${phoneNumber}`);
      return code;
    },
  };
  return sms;
}

export interface AccountsTestContext extends TestContext {
  clock: ManualClock;
  sms: RecordingSms;
}

/**
 * Like createTestContext, plus a manual clock and the accounts module's seams (recording SMS,
 * limits, provider timeouts), which createTestContext does not pass through.
 */
export async function createAccountsTestContext(
  options: { env?: Record<string, string>; accounts?: AccountsOptions } = {},
): Promise<AccountsTestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    // The tests' providers (fakes, the standalone simulator) listen on 127.0.0.1.
    PROVIDER_ALLOW_PRIVATE_ADDRESSES: 'true',
    ...options.env,
  });
  const clock = manualClock();
  const sms = createRecordingSms();
  const database = await openTestDatabase('seeded');
  const { db } = database;
  const app = await buildApp({ config, db, clock, logger: false, accounts: { sms, ...options.accounts } });
  await app.ready();
  return {
    app,
    db,
    databaseUrl: database.url,
    config,
    clock,
    sms,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export async function setSettings(db: Queryable, values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db.query(
      'INSERT INTO site_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
      [key, value],
    );
  }
}

export interface RegisteredMember {
  loginId: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

let counter = 0;

/** Registers a member through POST /api/auth/register and logs it in through POST /api/auth/login. */
export async function registerAndLogin(
  ctx: TestContext,
  overrides: Record<string, string> = {},
): Promise<RegisteredMember> {
  counter += 1;
  const loginId = overrides.id ?? `user${counter}_${Date.now().toString(36)}`;
  const password = overrides.password ?? 'correct-horse-battery';
  const body = {
    id: loginId,
    password,
    email: `${loginId}@example.com`,
    registerWhere: '기타',
    ...overrides,
  };
  // An address of its own, as members sign up from their own devices: the per-address sign-up
  // limit is for rate-limits.test.ts, not for every file that needs a few members.
  const remoteAddress = `10.250.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: body,
    remoteAddress,
  });
  if (registered.statusCode !== 201)
    throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { id: loginId, password },
    remoteAddress,
  });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const token = login.json<{ accessToken: string }>().accessToken;
  return { loginId, password, token, headers: { authorization: `Bearer ${token}` } };
}
