import { randomUUID } from 'node:crypto';
import { type AdminAdjustment } from '@smm/contract/admin-members';
import { ADMIN_MEMBER_MESSAGES as M } from '@smm/contract/admin-members-messages';
import { RECOVERY_MESSAGES as R } from '@smm/contract/account-recovery-messages';
import type { AuditAction } from '@smm/contract/admin-audit';
import { fromMilli, toMilli } from '@smm/contract/money';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { ledger } from '../ledger/ledger-service.ts';
import { clearPhoneNumber, findRecoveryById } from './member-recovery-repository.ts';
import type { RecoveryMailer } from './recovery-mailer.ts';
import { issueResetToken } from './reset-tokens.ts';
import { lockAdminMember, setAdmin, setBlocked, type AdminMemberDbRow } from './member-admin-repository.ts';

/**
 * The operator's member actions. Each is one transaction: the member's row is locked, the state
 * change is conditional (409 with a Korean message when the state no longer allows it, nothing
 * changed), and the audit row commits with it.
 */
export interface MemberActionService {
  adjust(operatorId: number, memberId: number, body: AdminAdjustment): Promise<void>;
  block(operatorId: number, memberId: number): Promise<void>;
  unblock(operatorId: number, memberId: number): Promise<void>;
  grantAdmin(operatorId: number, memberId: number): Promise<void>;
  revokeAdmin(operatorId: number, memberId: number): Promise<void>;
  /** Mails the member a new reset link (an older one dies); the password stays until the link is used. */
  sendPasswordReset(operatorId: number, memberId: number): Promise<void>;
  /** Frees the member's phone number (a number that changed hands); they verify a number again to use one. */
  resetPhone(operatorId: number, memberId: number): Promise<void>;
}

export function createMemberActionService(deps: {
  db: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  mails: Pick<RecoveryMailer, 'resetLink'>;
}): MemberActionService {
  const { db, clock, audit } = deps;

  /** Runs `change` on the locked, live member; audits `action` with what `change` answers. */
  function act(
    operatorId: number,
    memberId: number,
    action: AuditAction,
    change: (
      tx: Queryable,
      member: AdminMemberDbRow,
    ) => Promise<{ before: unknown; after: unknown; memo?: string }>,
  ): Promise<void> {
    return db.transaction(async (tx) => {
      const member = await lockAdminMember(tx, memberId);
      if (!member) throw new NotFoundError(M.notFound);
      if (member.deleted_at) throw new ConflictError(M.deleted, 'MEMBER_DELETED');
      const { before, after, memo } = await change(tx, member);
      await audit.record(tx, {
        operatorId,
        action,
        targetType: 'member',
        targetId: memberId,
        before,
        after,
        memo,
      });
    });
  }

  return {
    adjust: (operatorId, memberId, body) =>
      act(operatorId, memberId, 'member.adjust', async (tx, member) => {
        const deltaMilli = toMilli(body.delta);
        // One ledger row per adjustment; the key is fresh because each submitted adjustment is a
        // movement of its own. The ref names the operator who made it.
        const entry = {
          memberId,
          reason: 'adjustment' as const,
          refType: 'operator',
          refId: operatorId,
          key: `member:${memberId}:adjustment:${randomUUID()}`,
          memo: body.memo,
        };
        const balance =
          deltaMilli > 0
            ? await ledger.credit(tx, { ...entry, amountMilli: deltaMilli })
            : await ledger.debitIfCovered(tx, { ...entry, amountMilli: -deltaMilli });
        if (balance === null) throw new ConflictError(M.insufficient, 'INSUFFICIENT_POINTS');
        return {
          before: { balance: fromMilli(member.point_milli) },
          after: { balance: fromMilli(balance), delta: body.delta },
          memo: body.memo,
        };
      }),

    block: async (operatorId, memberId) => {
      if (operatorId === memberId) throw new ConflictError(M.blockSelf, 'BLOCK_SELF');
      return act(operatorId, memberId, 'member.block', async (tx) => {
        if (!(await setBlocked(tx, memberId, clock.now())))
          throw new ConflictError(M.alreadyBlocked, 'ALREADY_BLOCKED');
        return { before: { blocked: false }, after: { blocked: true } };
      });
    },

    unblock: (operatorId, memberId) =>
      act(operatorId, memberId, 'member.unblock', async (tx) => {
        if (!(await setBlocked(tx, memberId, null))) throw new ConflictError(M.notBlocked, 'NOT_BLOCKED');
        return { before: { blocked: true }, after: { blocked: false } };
      }),

    grantAdmin: (operatorId, memberId) =>
      act(operatorId, memberId, 'member.grant_admin', async (tx) => {
        if (!(await setAdmin(tx, memberId, true))) throw new ConflictError(M.alreadyAdmin, 'ALREADY_ADMIN');
        return { before: { isAdmin: false }, after: { isAdmin: true } };
      }),

    revokeAdmin: async (operatorId, memberId) => {
      if (operatorId === memberId) throw new ConflictError(M.revokeSelf, 'REVOKE_SELF');
      return act(operatorId, memberId, 'member.revoke_admin', async (tx) => {
        if (!(await setAdmin(tx, memberId, false))) throw new ConflictError(M.notAdmin, 'NOT_ADMIN');
        return { before: { isAdmin: true }, after: { isAdmin: false } };
      });
    },

    sendPasswordReset: async (operatorId, memberId) => {
      const mails: { to: string; loginId: string; token: string }[] = [];
      await act(operatorId, memberId, 'member.send_password_reset', async (tx) => {
        const member = await findRecoveryById(tx, memberId);
        if (!member?.has_password) throw new ConflictError(R.noPassword, 'NO_PASSWORD');
        if (!member.email) throw new ConflictError(R.noEmail, 'NO_EMAIL');
        const token = await issueResetToken(tx, memberId, clock.now());
        mails.push({ to: member.email, loginId: member.login_id, token });
        return { before: undefined, after: { email: member.email } };
      });
      // Queued only once the token and its audit row are committed.
      for (const mail of mails) deps.mails.resetLink(mail.to, mail.loginId, mail.token);
    },

    resetPhone: (operatorId, memberId) =>
      act(operatorId, memberId, 'member.reset_phone', async (tx) => {
        const member = await findRecoveryById(tx, memberId);
        if (!member?.phone_number || !(await clearPhoneNumber(tx, memberId)))
          throw new ConflictError(R.noPhone, 'NO_PHONE');
        return { before: { phoneNumber: member.phone_number }, after: { phoneNumber: null } };
      }),
  };
}
