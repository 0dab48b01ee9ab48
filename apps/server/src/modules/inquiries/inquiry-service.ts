import {
  INQUIRY_CATEGORY_LABELS,
  INQUIRY_SUBJECT_CHOICES,
  type InquiryDetail,
  type InquiryRow,
  type InquirySubjects,
  type NewInquiry,
} from '@smm/contract/inquiries';
import { INQUIRY_MESSAGES as M } from '@smm/contract/inquiries-messages';
import type { PageQuery } from '@smm/contract/paging';
import type { PointHistoryRow } from '@smm/contract/point';
import type { AdminPointRequest } from '@smm/contract/point-api';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import { inquiryCreatedEvent } from '../notifications/operator-events.ts';
import type { OperatorNotifier } from '../notifications/operator-notifier.ts';
import type { OrderHistoryService } from '../orders/order-history-service.ts';
import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter.ts';
import * as repo from './inquiry-repository.ts';
import { toInquiryDetail, toInquiryRow } from './inquiry-view.ts';

/** The top-ups side the inquiries need: the member's list and one request's facts. */
export interface InquiryTopups {
  history(memberId: number, page: PageQuery): Promise<PointHistoryRow[]>;
  find(id: number): Promise<AdminPointRequest | null>;
}

export interface InquiryDeps {
  db: Database;
  clock: Clock;
  limiter: RateLimiter;
  /** New inquiries per member. */
  perMember: RateRule;
  notifier: OperatorNotifier;
  members: Pick<MemberDirectoryService, 'loginIds'>;
  orders: Pick<OrderHistoryService, 'orders' | 'memberOrders'>;
  topups: InquiryTopups;
}

/** The member's side of 1:1 문의: only their own inquiries exist for them (404 otherwise). */
export interface InquiryService {
  list(memberId: number, page: PageQuery): Promise<InquiryRow[]>;
  /** The recent orders and top-ups the form offers as what the question is about. */
  subjects(memberId: number): Promise<InquirySubjects>;
  create(memberId: number, input: NewInquiry): Promise<InquiryDetail>;
  /** The thread; opening it marks the replies read. */
  detail(memberId: number, id: number): Promise<InquiryDetail>;
  addMessage(memberId: number, id: number, body: string): Promise<InquiryDetail>;
  close(memberId: number, id: number): Promise<InquiryDetail>;
}

export function createInquiryService(deps: InquiryDeps): InquiryService {
  const { db, clock } = deps;

  const load = async (id: number): Promise<InquiryDetail> => {
    const row = await repo.findInquiry(db, id, null);
    if (!row) throw new NotFoundError(M.notFound);
    return toInquiryDetail(row, await repo.listMessages(db, id));
  };

  /** An order or top-up named by the member must be their own; another's is simply not found. */
  const checkSubject = async (memberId: number, input: NewInquiry): Promise<void> => {
    if (input.orderId != null) {
      const owned = await deps.orders.memberOrders(memberId, [input.orderId]);
      if (!owned.has(input.orderId)) throw new BadRequestError(M.subjectNotFound, 'SUBJECT_NOT_FOUND');
    }
    if (input.pointRequestId != null) {
      const topup = await deps.topups.find(input.pointRequestId);
      if (topup?.memberId !== memberId) throw new BadRequestError(M.subjectNotFound, 'SUBJECT_NOT_FOUND');
    }
  };

  return {
    async list(memberId, page) {
      return (await repo.listMemberInquiries(db, memberId, page)).map(toInquiryRow);
    },
    async subjects(memberId) {
      const page = { limit: INQUIRY_SUBJECT_CHOICES };
      const [orders, topups] = await Promise.all([
        deps.orders.orders(memberId, page),
        deps.topups.history(memberId, page),
      ]);
      return {
        orders: orders.map(({ id, createdAt, serviceId, amount, status }) => ({
          id,
          createdAt,
          serviceId,
          amount,
          status,
        })),
        topups: topups.map(({ id, createdAt, point, status }) => ({ id, createdAt, point, status })),
      };
    },
    async create(memberId, input) {
      await deps.limiter.enforce(`inquiry-member:${memberId}`, deps.perMember);
      await checkSubject(memberId, input);
      // Read before the transaction: on the embedded database a read outside it would wait for it.
      const loginIds = await deps.members.loginIds([memberId]);
      const at = clock.now();
      const id = await db.transaction(async (tx) => {
        const created = await repo.insertInquiry(tx, {
          memberId,
          category: input.category,
          title: input.title,
          orderId: input.orderId ?? null,
          pointRequestId: input.pointRequestId ?? null,
          at,
        });
        await repo.insertMessage(tx, { inquiryId: created, operatorId: null, body: input.body, at });
        await deps.notifier.notify(
          tx,
          inquiryCreatedEvent({
            id: created,
            memberId,
            loginId: loginIds.get(memberId) ?? null,
            categoryLabel: INQUIRY_CATEGORY_LABELS[input.category],
            title: input.title,
          }),
        );
        return created;
      });
      return load(id);
    },
    async detail(memberId, id) {
      const row = await repo.findInquiry(db, id, memberId);
      if (!row) throw new NotFoundError(M.notFound);
      await repo.markRead(db, id, clock.now());
      return load(id);
    },
    async addMessage(memberId, id, body) {
      await db.transaction(async (tx) => {
        const row = await repo.lockInquiry(tx, id, memberId);
        if (!row) throw new NotFoundError(M.notFound);
        if (row.status === 'closed') throw new ConflictError(M.closed, 'INQUIRY_CLOSED');
        const at = clock.now();
        await repo.insertMessage(tx, { inquiryId: id, operatorId: null, body, at });
        await repo.markWaiting(tx, id, at);
      });
      return load(id);
    },
    async close(memberId, id) {
      await db.transaction(async (tx) => {
        const row = await repo.lockInquiry(tx, id, memberId);
        if (!row) throw new NotFoundError(M.notFound);
        if (row.status === 'closed') throw new ConflictError(M.alreadyClosed, 'INQUIRY_CLOSED');
        await repo.markClosed(tx, id, clock.now());
      });
      return load(id);
    },
  };
}
