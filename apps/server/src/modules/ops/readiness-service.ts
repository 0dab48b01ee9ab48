import type { Queryable } from '../../db/database.ts';
import { listMigrations } from '../../db/migrate.ts';
import { READINESS_MESSAGES } from '@smm/contract/readiness-messages';
import { appliedMigrations, ping } from './ops-repository.ts';

export type Readiness = { ready: true } | { ready: false; reason: string };

export interface ReadinessService {
  check(): Promise<Readiness>;
}

/**
 * Cheap enough for a load balancer every second: one `SELECT 1` per check, bounded by a timeout so
 * a hung database answers 503 instead of holding the probe. Migrations only move forward, so once
 * every migration this build ships is applied the answer is kept and never asked again.
 */
export function createReadinessService(deps: {
  db: Queryable;
  expected?: readonly string[];
  timeoutMs?: number;
}): ReadinessService {
  const expected = deps.expected ?? listMigrations().map((m) => m.version);
  const timeoutMs = deps.timeoutMs ?? 2_000;
  let migrationsCurrent = false;

  const withTimeout = <T>(work: Promise<T>) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database check timed out')), timeoutMs);
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  };

  return {
    async check() {
      try {
        await withTimeout(ping(deps.db));
      } catch {
        return { ready: false, reason: READINESS_MESSAGES.databaseDown };
      }
      if (migrationsCurrent) return { ready: true };
      let applied: Set<string> | null;
      try {
        applied = await withTimeout(appliedMigrations(deps.db));
      } catch {
        return { ready: false, reason: READINESS_MESSAGES.databaseDown };
      }
      if (!applied || expected.some((version) => !applied.has(version))) {
        return { ready: false, reason: READINESS_MESSAGES.migrationsPending };
      }
      migrationsCurrent = true;
      return { ready: true };
    },
  };
}
