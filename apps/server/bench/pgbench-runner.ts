import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { summarise, type PhaseResult } from './stats.ts';

export const PGBENCH = '/usr/bin/pgbench';

/**
 * The order transaction the API runs, statement for statement (order-service.ts with
 * ledger-repository.ts): the order row, the conditional debit, the ledger entry, one transaction.
 * Client c always uses member `minid + c % members`, as the HTTP workers do.
 */
export const ORDER_SCRIPT = `\\set m :minid + (:client_id % :members)
BEGIN;
INSERT INTO orders (member_id, service_id, auto_order_id, link, amount, unit_price_milli, cost_milli, created_at, updated_at)
  VALUES (:m, :svc, NULL, 'https://www.instagram.com/p/bench/', :amount, :unit, :cost, now(), now()) RETURNING id AS order_id \\gset
UPDATE members SET point_milli = point_milli - :cost WHERE id = :m AND point_milli >= :cost RETURNING point_milli AS bal \\gset
INSERT INTO point_ledger (member_id, delta_milli, balance_after_milli, reason, ref_type, ref_id, idempotency_key, memo)
  VALUES (:m, -:cost, :bal, 'order', 'order', :order_id, 'order:' || :order_id || ':debit', '');
END;
`;

export interface PgbenchTarget {
  url: URL;
  schema: string;
  vars: Record<string, number>;
}

/**
 * Runs pgbench against the bench schema (search_path through PGOPTIONS) and reads its
 * per-transaction log for percentiles. `rate` turns it into a fixed-rate run.
 */
export async function runPgbench(
  target: PgbenchTarget,
  options: { clients: number; seconds: number; rate?: number; label: string },
): Promise<PhaseResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'order-bench-'));
  try {
    const script = path.join(dir, 'order.sql');
    writeFileSync(script, ORDER_SCRIPT);
    const u = target.url;
    const args = [
      '-n',
      '-f',
      script,
      '-c',
      String(options.clients),
      '-j',
      String(Math.min(options.clients, 2)),
      '-T',
      String(options.seconds),
      '-l',
      '--log-prefix',
      path.join(dir, 'tx'),
      '-h',
      u.hostname || '127.0.0.1',
      '-p',
      u.port || '5432',
      '-U',
      decodeURIComponent(u.username || 'postgres'),
      ...Object.entries(target.vars).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
      ...(options.rate ? ['-R', String(options.rate)] : []),
      decodeURIComponent(u.pathname.slice(1) || 'postgres'),
    ];
    const env = {
      ...process.env,
      PGOPTIONS: `-c search_path=${target.schema}`,
      ...(u.password ? { PGPASSWORD: decodeURIComponent(u.password) } : {}),
    };
    const output = await run(PGBENCH, args, env);
    const failed = /number of failed transactions: (\d+)/.exec(output)?.[1];
    // Log line: client_id transaction_no latency_us script_no epoch epoch_us [lag_us]
    const latencies: number[] = [];
    for (const file of readdirSync(dir).filter((f) => f.startsWith('tx'))) {
      for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
        const latencyUs = Number(line.split(' ')[2]);
        if (line && Number.isFinite(latencyUs)) latencies.push(latencyUs / 1000);
      }
    }
    const result = summarise(options.label, options.clients, latencies, options.seconds, Number(failed ?? 0));
    // pgbench's own figure excludes connection set-up; the log count over -T would include it.
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);
    return Number.isFinite(tps) ? { ...result, throughput: tps } : result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`pgbench exited ${code}:\n${out}`)),
    );
  });
}
