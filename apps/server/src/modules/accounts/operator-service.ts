import type { ChangePasswordRequest } from '@smm/contract/auth';
import { type OperatorCreate, type OperatorRow } from '@smm/contract/admin-operators';
import { MESSAGES } from '@smm/contract/messages';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { RETENTION, yearsBefore } from '../../retention-periods.ts';
import { ConflictError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { AccountService } from './account-service.ts';
import type { MemberActionService } from './member-action-service.ts';
import * as members from './member-repository.ts';
import { hashPassword } from './password-hasher.ts';

/**
 * The console's operators (issue 34): who they are, a new operator account, taking an operator's
 * rights away (the member actions' rule: never one's own, so the last operator always stays) and
 * the signed-in operator's own password (the member's password change, audited with it).
 */
export interface OperatorService {
  list(selfId: number): Promise<OperatorRow[]>;
  add(operatorId: number, body: OperatorCreate): Promise<OperatorRow>;
  remove(operatorId: number, targetId: number): Promise<void>;
  changeOwnPassword(operatorId: number, body: ChangePasswordRequest): Promise<void>;
}

export function createOperatorService(deps: {
  db: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  account: Pick<AccountService, 'changePassword'>;
  actions: Pick<MemberActionService, 'revokeAdmin'>;
}): OperatorService {
  const { db, clock, audit } = deps;
  return {
    async list(selfId) {
      return (await members.listOperators(db)).map((row) => ({
        id: row.id,
        loginId: row.login_id,
        createdAt: row.created_at.toISOString(),
        self: row.id === selfId,
      }));
    },

    async add(operatorId, body) {
      const retiredSince = yearsBefore(clock.now(), RETENTION.contractsAndPaymentsYears);
      if (await members.loginIdTaken(db, body.id, retiredSince))
        throw new ConflictError(MESSAGES.server.idTaken, 'ID_TAKEN');
      const hash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        const row = await members.insertOperator(tx, body.id, hash);
        if (!row) throw new ConflictError(MESSAGES.server.idTaken, 'ID_TAKEN');
        await audit.record(tx, {
          operatorId,
          action: 'operator.create',
          targetType: 'member',
          targetId: row.id,
          after: { loginId: body.id, isAdmin: true },
        });
        return { id: row.id, loginId: body.id, createdAt: clock.now().toISOString(), self: false };
      });
    },

    remove: (operatorId, targetId) => deps.actions.revokeAdmin(operatorId, targetId),

    changeOwnPassword: (operatorId, body) =>
      deps.account.changePassword(operatorId, body, (tx) =>
        audit.record(tx, {
          operatorId,
          action: 'operator.change_password',
          targetType: 'member',
          targetId: operatorId,
        }),
      ),
  };
}
