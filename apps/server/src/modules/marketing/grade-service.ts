import type { GradesConfig, GradesConfigInput } from '@smm/contract/member-grades';
import { MARKETING_MESSAGES } from '@smm/contract/marketing-messages';
import { fromMilli, toMilli } from '@smm/contract/money';
import type { Clock } from '../../clock.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { BadRequestError } from '../../errors.ts';
import type { MemberDirectoryService } from '../accounts/member-directory-service.ts';
import type { AuditService } from '../audit/audit-service.ts';
import * as repo from './member-pricing-repository.ts';
import * as settings from './marketing-settings-repository.ts';

const DAY_MS = 86_400_000;

/**
 * Member grades (회원 등급): the operator's list and period, and the recalculation of members'
 * grades from their spend, run by the sweep for everyone and after each order for its member.
 */
export interface GradeService {
  get(q?: Queryable): Promise<GradesConfig>;
  put(operatorId: number, input: GradesConfigInput): Promise<GradesConfig>;
  /** Start of the spend period as of now. */
  periodStart(q?: Queryable): Promise<Date>;
  /** Every live member's grade again; the number of members whose grade or spend changed. */
  recalculateAll(): Promise<number>;
  /** recalculateAll at most once per GRADE_SWEEP_EVERY_MS in this process (the sweep). */
  recalculateIfDue(): Promise<number>;
}

/**
 * How often the sweep recalculates everyone. Spend only leaves the period a day at a time and each
 * order recalculates its own member at once, so an hour keeps grades current at little cost.
 */
export const GRADE_SWEEP_EVERY_MS = 3_600_000;

export function createGradeService(deps: {
  db: Database;
  clock: Clock;
  audit: Pick<AuditService, 'record'>;
  /** Accounts writes the members' spend and grade columns. */
  members: Pick<MemberDirectoryService, 'recalculateGrades'>;
}): GradeService {
  const { db, clock } = deps;
  const get = async (q: Queryable = db): Promise<GradesConfig> => {
    const row = await settings.readSettings(q);
    const grades = await repo.listGrades(q);
    return {
      periodDays: row.grade_period_days,
      grades: grades.map((g) => ({
        id: g.id,
        name: g.name,
        minSpend: fromMilli(g.min_spend_milli),
        discountPercent: g.discount_percent,
        memberCount: g.member_count,
      })),
    };
  };
  const periodStart = async (q: Queryable = db) => {
    const row = await settings.readSettings(q);
    return new Date(clock.now().getTime() - row.grade_period_days * DAY_MS);
  };
  const recalculateAll = async () => deps.members.recalculateGrades(db, await periodStart(), null);
  let lastRun: number | null = null;
  return {
    get,
    periodStart,
    async put(operatorId, input) {
      await db
        .transaction(async (tx) => {
          await settings.readSettings(tx, true);
          const before = await get(tx);
          const known = await repo.existingGradeIds(tx);
          if (input.grades.some((g) => g.id !== undefined && !known.has(g.id)))
            throw new BadRequestError(MARKETING_MESSAGES.grade.notFound);
          await settings.updateSettings(tx, { grade_period_days: input.periodDays });
          await repo.replaceGrades(
            tx,
            input.grades.map((g) => ({ ...g, minSpendMilli: toMilli(g.minSpend) })),
          );
          // Everyone's grade under the new list at once, so no member keeps a removed grade's place.
          await deps.members.recalculateGrades(
            tx,
            new Date(clock.now().getTime() - input.periodDays * DAY_MS),
            null,
          );
          await deps.audit.record(tx, {
            operatorId,
            action: 'marketing.grades',
            targetType: 'marketing',
            targetId: 'grades',
            before,
            after: input,
          });
        })
        .catch((error: unknown) => {
          // Two operators saving the same new name at once: the second is told as for a duplicate.
          if (isUniqueViolation(error)) throw new BadRequestError(MARKETING_MESSAGES.grade.namesDuplicate);
          throw error;
        });
      return get();
    },
    recalculateAll,
    async recalculateIfDue() {
      const now = clock.now().getTime();
      if (lastRun !== null && now - lastRun < GRADE_SWEEP_EVERY_MS) return 0;
      lastRun = now;
      return recalculateAll();
    },
  };
}
