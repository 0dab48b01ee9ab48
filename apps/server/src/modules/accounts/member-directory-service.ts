import type { Queryable } from '../../db/database.ts';
import * as growth from './member-growth-repository.ts';
import * as members from './member-repository.ts';
import { findOrderingState, type OrderingState } from './member-state-repository.ts';
import type { SocialProvider } from './social-account-repository.ts';

export type { OrderingState } from './member-state-repository.ts';

/** Who a request acts for (a signed-in member or an api-key holder). */
export interface AuthMember {
  id: number;
  loginId: string;
  isAdmin: boolean;
}

/**
 * What other modules may ask about members. The members table is read only through the accounts
 * module; the balance column is written only by the ledger (docs/decisions/architecture.md).
 */
export interface MemberDirectoryService {
  /** The live member a verified token names, or null when the token was revoked. */
  findBySession(memberId: number, tokenVersion: number): Promise<AuthMember | null>;
  /** The live member linked to a Naver / Kakao identity (`blocked`: an operator blocked them). */
  findBySocialIdentity(
    provider: SocialProvider,
    providerUserId: string,
  ): Promise<{ id: number; tokenVersion: number; blocked: boolean } | null>;
  balanceMilli(memberId: number): Promise<number>;
  /** Login ids by member id (null for a deleted member), for lists that name members. */
  loginIds(memberIds: readonly number[]): Promise<Map<number, string | null>>;
  /** Whether any member (deleted ones have none) uses this phone number. */
  phoneNumberTaken(phoneNumber: string): Promise<boolean>;
  /** Serialises a member's checks and writes inside `tx` (e.g. counting its pending top-ups). */
  lock(tx: Queryable, memberId: number): Promise<void>;
  /**
   * Inside an order's transaction, its first check: whether the member may still order, decided
   * with the member's row locked (a block or deletion in flight is waited for). `tokenVersion`: a
   * signed-in member's; none for a reseller's key.
   */
  lockOrderingState(tx: Queryable, memberId: number, tokenVersion?: number): Promise<OrderingState>;
  /** The same, read now without a lock: to word the refusal of an order its statement did not place. */
  orderingState(memberId: number, tokenVersion?: number): Promise<OrderingState>;
  /** New members in [from, to) by KST day number (the dashboard). */
  joinedPerDay(from: Date, to: Date): Promise<Map<number, number>>;
  /** Members per registration source text (inside `tx` when given: a delete decides by it). */
  registerSourceUsage(tx?: Queryable, text?: string): Promise<Map<string, number>>;
  /** Inside `tx`: members who chose the source `from` follow its new name `to`; returns how many. */
  renameRegisterSource(tx: Queryable, from: string, to: string): Promise<number>;
  /**
   * Marketing's grades: each given member's (every live member's when null) spend since `since`
   * and the grade it reaches, written where they changed; returns how many changed.
   */
  recalculateGrades(q: Queryable, since: Date, memberIds: readonly number[] | null): Promise<number>;
  /** Marketing's grades: a placed order's charge added to the member's spend, and the grade it reaches. */
  addOrderSpend(q: Queryable, memberId: number, amountMilli: number): Promise<void>;
  /** Marketing's member pricing: the operator's grade pin, discount and below-cost allowance. */
  setPricingTerms(
    tx: Queryable,
    memberId: number,
    terms: { pinnedGradeId: number | null; discountPercent: number | null; allowBelowCost: boolean },
  ): Promise<void>;
}

const authMemberOf = (row: members.MemberIdentityRow): AuthMember => ({
  id: row.id,
  loginId: row.login_id,
  isAdmin: row.is_admin,
});
const toAuthMember = (row: members.MemberIdentityRow | null): AuthMember | null =>
  row ? authMemberOf(row) : null;

export function createMemberDirectoryService(deps: { db: Queryable }): MemberDirectoryService {
  const { db } = deps;
  return {
    findBySession: async (memberId, tokenVersion) =>
      toAuthMember(await members.findSessionMember(db, memberId, tokenVersion)),
    async findBySocialIdentity(provider, providerUserId) {
      const row = await members.findLiveBySocialIdentity(db, provider, providerUserId);
      return row ? { id: row.id, tokenVersion: row.token_version, blocked: row.blocked } : null;
    },
    balanceMilli: (memberId) => members.findBalanceMilli(db, memberId),
    loginIds: (memberIds) => members.findLoginIds(db, [...new Set(memberIds)]),
    phoneNumberTaken: (phoneNumber) => members.phoneNumberExists(db, phoneNumber),
    lock: (tx, memberId) => members.lockMember(tx, memberId),
    lockOrderingState: (tx, memberId, tokenVersion) => findOrderingState(tx, memberId, tokenVersion, true),
    orderingState: (memberId, tokenVersion) => findOrderingState(db, memberId, tokenVersion, false),
    joinedPerDay: (from, to) => members.countJoinedPerDay(db, from, to),
    registerSourceUsage: (tx, text) => members.countByRegisterSource(tx ?? db, text),
    renameRegisterSource: (tx, from, to) => members.renameRegisterSource(tx, from, to),
    recalculateGrades: (q, since, memberIds) => growth.recalculateGrades(q, since, memberIds),
    addOrderSpend: (q, memberId, amountMilli) => growth.addOrderSpend(q, memberId, amountMilli),
    setPricingTerms: (tx, memberId, terms) => growth.setPricingTerms(tx, memberId, terms),
  };
}
