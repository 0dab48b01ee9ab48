import {
  type AdminLedgerRow,
  type AdminMemberDetail,
  type AdminMemberRow,
  type AdminMembersQuery,
  type MemberState,
} from '@smm/contract/admin-members';
import { ADMIN_MEMBER_MESSAGES as M } from '@smm/contract/admin-members-messages';
import { fromMilli } from '@smm/contract/money';
import type { OrderHistoryRow } from '@smm/contract/order';
import type { PageQuery } from '@smm/contract/paging';
import type { PointHistoryRow } from '@smm/contract/point';
import type { Queryable } from '../../db/database.ts';
import { NotFoundError } from '../../errors.ts';
import { returnedRow } from '../../db/returned-row.ts';
import { ledger as ledgerService, type LedgerRow } from '../ledger/ledger-service.ts';
import { findAdminMember, listAdminMembers, type AdminMemberDbRow } from './member-admin-repository.ts';
import { findLoginIds } from './member-repository.ts';

/**
 * What the member screens read from other modules (orders, top-ups), injected by app-services so
 * the accounts module does not import the modules that already depend on it.
 */
export interface MemberActivityReader {
  orderCounts(memberIds: readonly number[]): Promise<Map<number, number>>;
  recentOrders(memberId: number, limit: number): Promise<OrderHistoryRow[]>;
  recentTopups(memberId: number, limit: number): Promise<PointHistoryRow[]>;
}

/** The operator's reads of members: the list, one member's detail and its ledger pages. */
export interface MemberAdminService {
  list(query: AdminMembersQuery): Promise<AdminMemberRow[]>;
  detail(memberId: number): Promise<AdminMemberDetail>;
  ledger(memberId: number, page: PageQuery): Promise<AdminLedgerRow[]>;
  /** One member's list row (the answer of every member action). */
  row(memberId: number): Promise<AdminMemberRow>;
}

/** Rows the detail shows of each history before '더 보기' (the console's page size). */
export const DETAIL_ROWS = 50;

const stateOf = (r: AdminMemberDbRow): MemberState =>
  r.deleted_at ? 'deleted' : r.blocked_at ? 'blocked' : 'active';

const toLedgerRow = (r: LedgerRow): AdminLedgerRow => ({
  id: r.id,
  createdAt: r.created_at.toISOString(),
  delta: fromMilli(r.delta_milli),
  balanceAfter: fromMilli(r.balance_after_milli),
  reason: r.reason,
  refType: r.ref_type,
  refId: r.ref_id,
  memo: r.memo,
});

export function createMemberAdminService(deps: {
  db: Queryable;
  activity: MemberActivityReader;
}): MemberAdminService {
  const { db, activity } = deps;

  /** Totals come from the ledger and the orders table, so they agree with those lists to the won. */
  async function toRows(rows: AdminMemberDbRow[]): Promise<AdminMemberRow[]> {
    const ids = rows.map((r) => r.id);
    const [totals, counts] = await Promise.all([
      ledgerService.memberLedgerTotals(db, ids),
      activity.orderCounts(ids),
    ]);
    return rows.map((r) => ({
      id: r.id,
      loginId: r.login_id,
      createdAt: r.created_at.toISOString(),
      balance: fromMilli(r.point_milli),
      totalSpent: fromMilli(totals.get(r.id)?.spent_milli ?? 0),
      totalTopup: fromMilli(totals.get(r.id)?.topup_milli ?? 0),
      orderCount: counts.get(r.id) ?? 0,
      loginType: r.login_type,
      state: stateOf(r),
      isAdmin: r.is_admin,
    }));
  }

  async function found(memberId: number) {
    const member = await findAdminMember(db, memberId);
    if (!member) throw new NotFoundError(M.notFound);
    return member;
  }

  return {
    list: async (query) => toRows(await listAdminMembers(db, query)),
    async row(memberId) {
      return returnedRow(await toRows([await found(memberId)]));
    },
    async detail(memberId) {
      const member = await found(memberId);
      const [rows, referrer, ledger, orders, topups] = await Promise.all([
        toRows([member]),
        member.referred_by ? findLoginIds(db, [member.referred_by]) : Promise.resolve(null),
        ledgerService.listMemberLedger(db, memberId, { limit: DETAIL_ROWS }),
        activity.recentOrders(memberId, DETAIL_ROWS),
        activity.recentTopups(memberId, DETAIL_ROWS),
      ]);
      return {
        ...returnedRow(rows),
        email: member.email,
        phoneNumber: member.phone_number,
        registerWhere: member.register_where,
        referralCode: member.referral_code,
        referredBy: member.referred_by
          ? { id: member.referred_by, loginId: referrer?.get(member.referred_by) ?? null }
          : null,
        hasApiKey: member.has_api_key,
        blockedAt: member.blocked_at?.toISOString() ?? null,
        deletedAt: member.deleted_at?.toISOString() ?? null,
        ledger: ledger.map(toLedgerRow),
        orders,
        topups,
      };
    },
    async ledger(memberId, page) {
      await found(memberId);
      return (await ledgerService.listMemberLedger(db, memberId, page)).map(toLedgerRow);
    },
  };
}
