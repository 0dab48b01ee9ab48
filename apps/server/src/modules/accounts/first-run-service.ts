import { setupBankText, type SetupRequest } from '@smm/contract/setup';
import { SETUP_MESSAGES as M } from '@smm/contract/setup-messages';
import { MESSAGES } from '@smm/contract/messages';
import type { Database } from '../../db/database.ts';
import { ConflictError, ForbiddenError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { SiteAdminSettingsService } from '../site/site-admin-settings-service.ts';
import { isFirstRunToken } from './first-run-token.ts';
import * as members from './member-repository.ts';
import { hashPassword } from './password-hasher.ts';
import type { TokenService } from './token-service.ts';

/** Two set-ups at once: the second waits, then finds the operator the first made. */
const FIRST_RUN_LOCK_KEY = 724_313;

/**
 * The store's first operator, made in the browser (issue 34 "First-run set-up"): only with the
 * token the start-up log printed and only while no operator exists. The operator and its audit row
 * commit together under a lock, so of two set-ups at once exactly one makes an operator; the
 * store's essentials are then saved through the settings screen's own service (its rules, its
 * audit row, by the new operator), and the answer signs the new operator in.
 */
export interface FirstRunService {
  /** Whether the store still waits for its first operator. */
  needed(): Promise<boolean>;
  complete(body: SetupRequest): Promise<{ accessToken: string }>;
}

export function createFirstRunService(deps: {
  db: Database;
  token: string;
  tokens: Pick<TokenService, 'sign'>;
  audit: Pick<AuditService, 'record'>;
  settings: Pick<SiteAdminSettingsService, 'update'>;
}): FirstRunService {
  const { db } = deps;
  return {
    needed: async () => !(await members.anyOperatorExists(db)),

    async complete(body) {
      if (!isFirstRunToken(deps.token, body.token)) throw new ForbiddenError(M.tokenInvalid);
      if (await members.anyOperatorExists(db)) throw new ConflictError(M.alreadyDone, 'ALREADY_SET_UP');
      const hash = await hashPassword(body.password);
      const operator = await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [FIRST_RUN_LOCK_KEY]);
        if (await members.anyOperatorExists(tx)) throw new ConflictError(M.alreadyDone, 'ALREADY_SET_UP');
        const row = await members.insertOperator(tx, body.id, hash);
        if (!row) throw new ConflictError(MESSAGES.server.idTaken, 'ID_TAKEN');
        await deps.audit.record(tx, {
          operatorId: row.id,
          action: 'operator.setup',
          targetType: 'member',
          targetId: row.id,
          after: { loginId: body.id },
        });
        return row;
      });
      await deps.settings.update(operator.id, {
        COMPANY: body.company,
        CEO_PHONE: body.phone,
        BANK_NAME: body.bankName,
        BANK_NUMBER: body.bankNumber,
        BANK_TEXT: setupBankText(body),
      });
      return {
        accessToken: await deps.tokens.sign({ memberId: operator.id, tokenVersion: operator.token_version }),
      };
    },
  };
}
