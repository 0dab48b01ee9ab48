import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/database.ts';
import {
  allowRetentionPurge,
  deleteExpiredCodes,
  deleteOldAuditRows,
  deleteOldInquiries,
  deleteOldNotifications,
  deleteOldPayments,
  deleteOldRetiredLoginIds,
  findExpiredDeletedMembers,
  purgeDeletedMembers,
} from './retention-repository.ts';
import { monthsBefore, RETENTION, yearsBefore } from '../../retention-periods.ts';

/** Running the sweep more often than this finds nothing new worth the queries. */
const RUN_EVERY_MS = 60 * 60 * 1000;
const MEMBER_BATCH = 100;

export interface RetentionReport {
  deletedMembersPurged: number;
  rowsDeleted: number;
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
    rowsDeleted += await deleteOldInquiries(db, yearsBefore(now, RETENTION.complaintsYears));
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
