import {
  type AdminInquiriesQuery,
  type AdminInquiryDetail,
  type AdminInquiryRow,
} from '@smm/contract/admin-inquiries';
import { type InquiryStatus } from '@smm/contract/inquiries';
import { INQUIRY_MESSAGES as M } from '@smm/contract/inquiries-messages';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import type { InquiryTopups } from './inquiry-service.ts';
import * as repo from './inquiry-repository.ts';
import { toInquiryRow, toMessage } from './inquiry-view.ts';

export interface InquiryAdminDeps {
  db: Database;
  clock: Clock;
  audit: AuditService;
  members: Pick<MemberDirectoryService, 'loginIds'>;
  topups: Pick<InquiryTopups, 'find'>;
}

/** The operator's side of 1:1 문의. Every reply and close is audited in its own transaction. */
export interface InquiryAdminService {
  queue(query: AdminInquiriesQuery): Promise<AdminInquiryRow[]>;
  detail(id: number): Promise<AdminInquiryDetail>;
  reply(operatorId: number, id: number, body: string): Promise<AdminInquiryDetail>;
  close(operatorId: number, id: number): Promise<AdminInquiryDetail>;
}

export function createInquiryAdminService(deps: InquiryAdminDeps): InquiryAdminService {
  const { db, clock } = deps;

  const withMember = (
    rows: repo.InquiryDbRow[],
    logins: ReadonlyMap<number, string | null>,
  ): AdminInquiryRow[] =>
    rows.map((r) => {
      const { unread: _unread, ...row } = toInquiryRow(r);
      return {
        ...row,
        memberId: r.member_id,
        loginId: logins.get(r.member_id) ?? null,
        waitingSince: r.waiting_since?.toISOString() ?? null,
      };
    });

  const detail = async (id: number): Promise<AdminInquiryDetail> => {
    const row = await repo.findInquiry(db, id, null);
    if (!row) throw new NotFoundError(M.notFound);
    const messages = await repo.listMessages(db, id);
    const operators = messages.flatMap((m) => (m.operator_id === null ? [] : [m.operator_id]));
    const logins = await deps.members.loginIds([row.member_id, ...operators]);
    const [base] = withMember([row], logins);
    if (!base) throw new NotFoundError(M.notFound);
    return {
      ...base,
      messages: messages.map((m) => ({
        ...toMessage(m),
        operatorLoginId: m.operator_id === null ? null : (logins.get(m.operator_id) ?? null),
      })),
      topup: row.point_request_id === null ? null : await deps.topups.find(row.point_request_id),
    };
  };

  /** Locks the inquiry, refuses a closed one, runs `change` and its audit row in one transaction. */
  const act = async (
    operatorId: number,
    id: number,
    change: (tx: Queryable, at: Date) => Promise<void>,
    action: 'inquiry.reply' | 'inquiry.close',
    after: InquiryStatus,
  ): Promise<AdminInquiryDetail> => {
    await db.transaction(async (tx) => {
      const row = await repo.lockInquiry(tx, id, null);
      if (!row) throw new NotFoundError(M.notFound);
      if (row.status === 'closed') throw new ConflictError(M.alreadyClosed, 'INQUIRY_CLOSED');
      const at = clock.now();
      await change(tx, at);
      // The reply's text stays out of the audit log: the log is kept 5 years, complaints 3.
      await deps.audit.record(tx, {
        operatorId,
        action,
        targetType: 'inquiry',
        targetId: id,
        before: { status: row.status },
        after: { status: after },
      });
    });
    return detail(id);
  };

  return {
    async queue(query) {
      const rows = await repo.listQueue(db, query);
      const logins = await deps.members.loginIds([...new Set(rows.map((r) => r.member_id))]);
      return withMember(rows, logins);
    },
    detail,
    reply: (operatorId, id, body) =>
      act(
        operatorId,
        id,
        async (tx, at) => {
          await repo.insertMessage(tx, { inquiryId: id, operatorId, body, at });
          await repo.markAnswered(tx, id, at);
        },
        'inquiry.reply',
        'answered',
      ),
    close: (operatorId, id) =>
      act(operatorId, id, (tx, at) => repo.markClosed(tx, id, at), 'inquiry.close', 'closed'),
  };
}
