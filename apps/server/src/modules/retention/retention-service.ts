import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import {
  allowRetentionPurge,
  deleteExpiredCodes,
  deleteOldAuditRows,
  deleteOldNotifications,
  deleteOldPayments,
  deleteOldRetiredLoginIds,
  findExpiredDeletedMembers,
  purgeDeletedMembers,
} from './retention-repository.ts';

/** The periods the terms promise (docs/decisions/retention-and-backups.md has the table and the why). */
export const RETENTION = {
  /** Contracts, payments and the supply of services (전자상거래법 시행령 제6조). */
  contractsAndPaymentsYears: 5,
  /** Operational access records: delivered notifications. */
  accessLogMonths: 3,
  /** Expired one-time codes are kept a day for support questions, then go. */
  expiredCodeMs: 24 * 60 * 60 * 1000,
} as const;

/** Running the sweep more often than this finds nothing new worth the queries. */
const RUN_EVERY_MS = 60 * 60 * 1000;
const MEMBER_BATCH = 100;

export interface RetentionReport {
  deletedMembersPurged: number;
  rowsDeleted: number;
}

function yearsBefore(now: Date, years: number): Date {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d;
}

function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export function createRetentionService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  let lastRun: number | null = null;

  /** Deletes everything past its period, now; keeps everything else. */
  async function run(): Promise<RetentionReport> {
    const now = clock.now();
    const fiveYears = yearsBefore(now, RETENTION.contractsAndPaymentsYears);
    let deletedMembersPurged = 0;
    let rowsDeleted = 0;
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        await allowRetentionPurge(tx);
        const ids = await findExpiredDeletedMembers(tx, fiveYears, MEMBER_BATCH);
        if (ids.length > 0) rowsDeleted += await purgeDeletedMembers(tx, ids);
        return ids.length;
      });
      deletedMembersPurged += batch;
      if (batch < MEMBER_BATCH) break;
    }
    rowsDeleted += await db.transaction(async (tx) => {
      await allowRetentionPurge(tx);
      return (await deleteOldPayments(tx, fiveYears)) + (await deleteOldAuditRows(tx, fiveYears));
    });
    rowsDeleted += await deleteOldRetiredLoginIds(db, fiveYears);
    rowsDeleted += await deleteOldNotifications(db, monthsBefore(now, RETENTION.accessLogMonths));
    rowsDeleted += await deleteExpiredCodes(db, new Date(now.getTime() - RETENTION.expiredCodeMs));
    return { deletedMembersPurged, rowsDeleted };
  }

  return {
    run,
    /** The sweep's entry: at most once an hour per process (the job runner ticks every few seconds). */
    async runIfDue(): Promise<number> {
      const now = clock.now().getTime();
      if (lastRun !== null && now - lastRun < RUN_EVERY_MS) return 0;
      lastRun = now;
      const report = await run();
      return report.rowsDeleted;
    },
  };
}
