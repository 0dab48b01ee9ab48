import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import * as members from './member-repository.ts';
import { hashPassword } from './password-hasher.ts';

export const DEMO_OPERATOR_ID = 'demo-operator';

export type DemoOperatorOutcome =
  | { kind: 'skipped' }
  | { kind: 'created'; loginId: string; password: string }
  | { kind: 'exists'; loginId: string };

/**
 * A demo shop (the demo catalogue, no ADMIN_ID) gets an operator on its first start, so /admin can
 * be tried at once: a generated password, shown once in the start-up log. Only a shop without any
 * operator gets one, and never twice: a later start finds it and reports that it exists.
 */
export async function bootstrapDemoOperator(
  db: Queryable,
  config: Pick<Config, 'demoOperator'>,
  generatePassword: () => string = () => randomBytes(12).toString('base64url'),
): Promise<DemoOperatorOutcome> {
  if (!config.demoOperator) return { kind: 'skipped' };
  const loginId = DEMO_OPERATOR_ID;
  if (await members.findByLoginIdAnyState(db, loginId)) return { kind: 'exists', loginId };
  if (await members.anyOperatorExists(db)) return { kind: 'skipped' };
  const password = generatePassword();
  // Another server process starting at the same moment may win the insert: then it printed the login.
  if (!(await members.insertAdminIfAbsent(db, loginId, await hashPassword(password)))) {
    return { kind: 'exists', loginId };
  }
  return { kind: 'created', loginId, password };
}

/** The start-up log line; the password appears only in the line of the start that created it. */
export function demoOperatorNotice(outcome: DemoOperatorOutcome): string | null {
  if (outcome.kind === 'created') {
    return `demo operator created: sign in at /login with id "${outcome.loginId}" and password "${outcome.password}", then open /admin (set ADMIN_ID and ADMIN_PASSWORD for your own operator)`;
  }
  if (outcome.kind === 'exists') {
    return `demo operator "${outcome.loginId}" exists (its password was printed on the first start)`;
  }
  return null;
}
