import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../src/db/database.ts';
import { storeClient, type StoreCall } from './chaos-client.ts';
import { freshDatabase, type RunDatabase } from './chaos-database.ts';
import { drive, type DriveResult } from './chaos-driver.ts';
import { checkInvariants, type InvariantReport, type RecordedAdd } from './chaos-invariants.ts';
import { buildPlan, type ChaosPlan } from './chaos-plan.ts';
import { operatorLogin, setUpStore } from './chaos-setup.ts';
import { launchStore, type StoreProcess } from './chaos-store.ts';
import { startUpstreams, type UpstreamAdd, type Upstreams } from './chaos-upstreams.ts';

export interface ChaosOptions {
  seed: number;
  orders: number;
  embedded: boolean;
  /** Where the plan, the store's log and the summary go. */
  outDir: string;
  /** Keep the run's database afterwards (it is kept anyway when an invariant broke). */
  keepDatabase?: boolean;
  log?: (line: string) => void;
}

export interface ChaosOutcome {
  plan: ChaosPlan;
  drive: DriveResult;
  reports: InvariantReport[];
  /** Orders by final state after the drain. */
  orders: Record<string, number>;
  faults: { upstream: number; dialect: string; faultRate: number; faults: number }[];
  drainRounds: number;
  durationMs: number;
  database: string;
  ok: boolean;
}

const QUIET_WAIT_MS = 30_000;
const DRAIN_ROUNDS = 6;

export const replayCommand = (o: Pick<ChaosOptions, 'seed' | 'orders' | 'embedded'>) =>
  `npm run chaos -- --seed ${o.seed} --orders ${o.orders}${o.embedded ? ' --embedded' : ''}`;

/**
 * One seeded fault-injection run: a fresh database, the store as a child process, the upstream
 * simulators, the plan driven through the store's HTTP API with outages and kills, a drain until
 * quiet, then the invariant checks on the database and the upstreams' records.
 */
export async function runChaos(options: ChaosOptions): Promise<ChaosOutcome> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  mkdirSync(options.outDir, { recursive: true });
  const name = `chaos_${options.seed}_${options.orders}${options.embedded ? '_embedded' : ''}`;
  const plan = buildPlan(options.seed, options.orders);
  writeFileSync(path.join(options.outDir, `${name}.plan.json`), JSON.stringify(plan, null, 1));
  log(
    `plan: ${plan.steps.length} steps, ${plan.members} members (${path.join(options.outDir, `${name}.plan.json`)})`,
  );

  const database = await freshDatabase(name, options.embedded, options.outDir);
  const upstreams = await startUpstreams(options.seed);
  const logFile = path.join(options.outDir, `${name}.store.log`);
  let store: StoreProcess | null = null;
  let watcher: Database | null = null;
  try {
    store = await launchStore(database.location, logFile);
    const call = storeClient(store.url);
    const setup = await setUpStore(call, plan, upstreams);
    log(
      `store on ${store.url} (${options.embedded ? 'embedded' : database.name}), upstreams: ${upstreams.list.map((u) => u.url).join(' ')}`,
    );
    // Only PostgreSQL takes a second connection while the store runs.
    watcher = options.embedded ? null : await database.open();
    const countSubmitting = async () => {
      if (!watcher) return null;
      const { rows } = await watcher.query<{ n: string }>(
        `SELECT count(*) AS n FROM orders WHERE submit_state = 'submitting'`,
      );
      return Number(rows[0]!.n);
    };
    const driven = await drive({ plan, call, setup, store, upstreams, countSubmitting });
    log(
      `driven in ${((Date.now() - started) / 1000).toFixed(1)} s: ${driven.acknowledged.length} acknowledged, ${driven.kills} kills, ${driven.outages} outages`,
    );
    await watcher?.close();
    watcher = null;

    for (const upstream of upstreams.list) await upstreams.recover(upstream.index);
    const drainRounds = await drain(store, database, call, log);
    await store.stop();

    const db = await database.open();
    try {
      const adds = upstreams.adds().map((a) => recordedAdd(a, setup.providerIds));
      const reports = await checkInvariants(db, { adds, acknowledged: driven.acknowledged });
      reports.push({
        name: 'an Idempotency-Key sent again answers the same order',
        checked: driven.acknowledged.length,
        violations: driven.violations,
      });
      const ok = reports.every((r) => r.violations.length === 0);
      const outcome: ChaosOutcome = {
        plan,
        drive: driven,
        reports,
        orders: await orderStates(db),
        faults: upstreams.list.map((u) => ({
          upstream: u.index,
          dialect: u.dialect,
          faultRate: u.faultRate,
          faults: u.faults,
        })),
        drainRounds,
        durationMs: Date.now() - started,
        database: database.name,
        ok,
      };
      writeFileSync(
        path.join(options.outDir, `${name}.summary.json`),
        JSON.stringify({ ...outcome, plan: undefined }, null, 1),
      );
      await db.close();
      if (ok && !options.keepDatabase) await database.drop();
      return outcome;
    } catch (error) {
      await db.close();
      throw error;
    }
  } finally {
    await watcher?.close();
    await store?.stop();
    await upstreams.close();
  }
}

/** The upstream's add as the checker reads it: the store's provider id, and what was delivered once final. */
function recordedAdd(add: UpstreamAdd, providerIds: number[]): RecordedAdd {
  const { status, remains } = add.state;
  const delivered =
    status === 'Completed'
      ? add.quantity
      : status === 'Partial'
        ? add.quantity - remains
        : status === 'Canceled'
          ? 0
          : null;
  return {
    providerId: providerIds[add.upstream]!,
    providerOrderId: add.providerOrderId,
    link: add.link,
    delivered,
  };
}

/**
 * Until quiet: every order final or flagged. Each round restarts the store after moving the
 * orders' next attempts to now (a retry backoff of 30 s and up, a dead process's lease): what
 * time would do, faster. The store is stopped between rounds, so nothing it holds is moved. A
 * round lasts while the open orders keep falling, and ends after QUIET_WAIT_MS without progress.
 */
async function drain(
  store: StoreProcess,
  database: RunDatabase,
  call: StoreCall,
  log: (line: string) => void,
) {
  for (let round = 1; round <= DRAIN_ROUNDS; round += 1) {
    await store.stop();
    const db = await database.open();
    try {
      await db.query(
        `UPDATE orders SET next_attempt_at = now() WHERE status IN (0, 1, 4) AND submit_state IN ('new', 'submitting')`,
      );
    } finally {
      await db.close();
    }
    await store.start();
    const token = await operatorLogin(call);
    let open = await openUnflagged(call, token);
    let fewest = open;
    let progressAt = Date.now();
    while (open > 0 && Date.now() - progressAt < QUIET_WAIT_MS) {
      await new Promise((r) => setTimeout(r, 1000));
      open = await openUnflagged(call, token);
      if (open < fewest) [fewest, progressAt] = [open, Date.now()];
    }
    log(`drain round ${round}: ${open} orders open and unflagged`);
    if (open === 0) return round;
  }
  return DRAIN_ROUNDS;
}

/** Orders open and not flagged, counted through the operator's list (500 a page). */
async function openUnflagged(call: StoreCall, token: string): Promise<number> {
  let open = 0;
  for (const status of [0, 1, 4]) {
    for (let before = ''; ;) {
      const path = `/api/admin/orders?needsOperator=false&status=${status}&limit=500${before}`;
      const answer = await call('GET', path, { token });
      if (!Array.isArray(answer.body)) return open + 1;
      const page = answer.body as { id: number }[];
      open += page.length;
      if (page.length < 500) break;
      before = `&before=${page[page.length - 1]!.id}`;
    }
  }
  return open;
}

async function orderStates(db: Database): Promise<Record<string, number>> {
  const { rows } = await db.query<{ state: string; n: string }>(
    `SELECT CASE status WHEN 2 THEN 'completed' WHEN 3 THEN 'partial' WHEN 5 THEN 'canceled' ELSE 'open' END
            || CASE WHEN needs_operator THEN ' (flagged)' ELSE '' END || ', ' || submit_state AS state,
            count(*) AS n
       FROM orders GROUP BY 1 ORDER BY 1`,
  );
  return Object.fromEntries(rows.map((r) => [r.state, Number(r.n)]));
}

export type { Upstreams };
