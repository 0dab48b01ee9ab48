import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** User + system CPU of one process in ms, from /proc (NaN where /proc is not there). */
export function processCpuMs(pid: number): number {
  try {
    return ticks(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU of every local PostgreSQL process in ms: what one phase cost the database. Indicative only:
 * it counts whoever else uses the same server at the time.
 */
export function postgresCpuMs(): number {
  let total = 0;
  let seen = false;
  for (const entry of safeList('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      // cutime/cstime too: the postmaster collects the CPU of backends that already ended (pgbench's).
      total += ticks(stat, true);
      seen = true;
    } catch {
      // The process ended between listing and reading.
    }
  }
  return seen ? total : Number.NaN;
}

function ticks(stat: string, withChildren = false): number {
  // Fields after the ")" of the command name: utime, stime, cutime, cstime are fields 14 to 17.
  const f = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  const own = f[11]! + f[12]!;
  return ((withChildren ? own + f[13]! + f[14]! : own) * 1000) / TICKS_PER_SECOND;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
