import { setTimeout as sleep } from 'node:timers/promises';
import type { LoginRequest, LoginResponse } from '@smm/contract/auth';
import { MESSAGES } from '@smm/contract/messages';
import type { Queryable } from '../../db/database.ts';
import { AUTH_MESSAGES } from '@smm/contract/auth-messages';
import { ForbiddenError, NotFoundError, TooManyRequestsError } from '../../errors.ts';
import type { RateLimiter } from '../rate-limit/rate-limiter.ts';
import { loginDelayMs, type AuthLimits } from './auth-limits.ts';
import type { LoginDevices } from './login-devices.ts';
import { findLiveByLoginId } from './member-repository.ts';
import { verifyPassword } from './password-hasher.ts';
import type { TokenService } from './token-service.ts';

export interface LoginDeps {
  db: Queryable;
  tokens: TokenService;
  limiter: RateLimiter;
  limits: AuthLimits;
  devices: LoginDevices;
  /** How a slowed-down login waits (tests record the waits instead of timing them). */
  wait?: (ms: number) => Promise<unknown>;
}

export interface LoginAttempt {
  ip: string;
  body: LoginRequest;
  /** The device cookie the client sent, if any. */
  deviceToken?: string;
}

export interface LoginService {
  /** The access token, and a fresh device token for the client to keep. */
  login(attempt: LoginAttempt): Promise<LoginResponse & { deviceToken: string }>;
}

/** The per-IP bucket of social logins (a provider's code that did not verify counts against it). */
export const loginIpBucket = (ip: string) => `login-ip:${ip}`;
/**
 * The per-id bucket of failed logins (it slows the id down); a password reset clears it. Ids are
 * case-insensitive, so 'Sam' and 'sam' share one budget.
 */
export const loginIdBucket = (loginId: string) => `login-id:${loginId.toLowerCase()}`;
/** Password failures per address across ids: past its rule the address is under attack. */
const passwordIpBucket = (ip: string) => `login-password-ip:${ip}`;
const loginIdIpBucket = (loginId: string, ip: string) => `login-id-ip:${loginId.toLowerCase()}:${ip}`;
const loginDeviceBucket = (device: string) => `login-device:${device}`;

export function createLoginService(deps: LoginDeps): LoginService {
  const { limits } = deps;
  const wait = deps.wait ?? sleep;
  // Counted, never refused: the id's own rule is a delay.
  const idCount = { max: Number.MAX_SAFE_INTEGER, windowMs: limits.loginIdDelay.windowMs };
  /**
   * A stranger's attempt (no device cookie of the id), counted before the password is checked:
   * 429 when this id has spent its failures from this address. An address past its own failures
   * is under attack, yet a member who gives the right password still gets in from it: only an id
   * that has not failed from this address in the window is checked there, after the longest delay
   * (docs/decisions/rate-limits.md, "Logins from an address under attack"). True: under attack.
   */
  const admitFromAddress = async (loginId: string, ip: string): Promise<boolean> => {
    const pair = await deps.limiter.consume(loginIdIpBucket(loginId, ip), limits.loginPerIdAndIp);
    if (!pair.allowed) throw new TooManyRequestsError(undefined, pair.retryAfterSeconds);
    const address = await deps.limiter.consume(passwordIpBucket(ip), limits.loginPerIp);
    if (address.allowed) return false;
    if (pair.hits > 1) throw new TooManyRequestsError(undefined, address.retryAfterSeconds);
    return true;
  };

  return {
    /**
     * Id and password login (docs/decisions/accounts.md, "Login limits"). Every attempt is counted
     * before the password is checked, so concurrent guesses cannot slip past a limit. A stranger is
     * limited per id-and-address and per address (admitFromAddress), and slowed down per id; a client with the id's
     * device cookie has its own budget and no delay, so others' failures never keep the owner out.
     * An unknown id and a wrong password answer the same 404 in about the same time.
     */
    async login({ ip, body, deviceToken }) {
      const device = deps.devices.verify(deviceToken, body.id);
      let underAttack = false;
      if (device) await deps.limiter.enforce(loginDeviceBucket(device), limits.loginPerDevice);
      else underAttack = await admitFromAddress(body.id, ip);
      const idBucket = loginIdBucket(body.id);
      const { hits } = await deps.limiter.consume(idBucket, idCount);
      const idDelay = device ? 0 : loginDelayMs(limits.loginIdDelay, hits - 1);
      const delay = underAttack ? Math.max(idDelay, limits.loginIdDelay.maxMs) : idDelay;
      if (delay > 0) await wait(delay);

      const member = await findLiveByLoginId(deps.db, body.id);
      const matches = await verifyPassword(member?.password_hash, body.password);
      if (!member || !matches) throw new NotFoundError(MESSAGES.login.notFound);
      // Only after the password matched, so the block does not reveal which ids exist.
      if (member.blocked_at) throw new ForbiddenError(AUTH_MESSAGES.blocked);

      // Only failures count: forget this id's and this client's, give the address its hit back.
      await deps.limiter.reset(idBucket);
      if (device) await deps.limiter.reset(loginDeviceBucket(device));
      else {
        await deps.limiter.reset(loginIdIpBucket(body.id, ip));
        await deps.limiter.refund(passwordIpBucket(ip));
      }
      return {
        accessToken: await deps.tokens.sign({ memberId: member.id, tokenVersion: member.token_version }),
        deviceToken: deps.devices.issue(body.id),
      };
    },
  };
}
