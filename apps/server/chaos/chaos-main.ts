// `npm run chaos -- --seed N --orders M [--embedded] [--out DIR] [--keep]`: the seeded
// fault-injection run (docs/chaos.md). Exits 1 when an invariant broke, printing the replay command.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { replayCommand, runChaos, type ChaosOutcome } from './chaos-run.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string' },
    orders: { type: 'string', default: '400' },
    embedded: { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(tmpdir(), 'smm-chaos') },
    keep: { type: 'boolean', default: false },
  },
});
const seed = values.seed === undefined ? Math.floor(Math.random() * 1_000_000) : Number(values.seed);
const orders = Number(values.orders);
if (!Number.isInteger(seed) || seed < 0 || !Number.isInteger(orders) || orders < 1) {
  process.stderr.write(
    'usage: npm run chaos -- --seed <integer >= 0> --orders <integer >= 1> [--embedded]\n',
  );
  process.exit(2);
}
const options = { seed, orders, embedded: values.embedded, outDir: values.out, keepDatabase: values.keep };
const say = (line: string) => process.stdout.write(`${line}\n`);

function report(outcome: ChaosOutcome): void {
  const d = outcome.drive;
  say('');
  say(
    `seed ${seed}, ${orders} orders, ${options.embedded ? 'embedded database' : 'PostgreSQL'}: ${(outcome.durationMs / 1000).toFixed(1)} s`,
  );
  say(
    `kills: ${d.kills} (orders being sent at each: ${d.submittingAtKills.map((n) => (n < 0 ? '?' : n)).join(', ')}); outages: ${d.outages}; drain rounds: ${outcome.drainRounds}`,
  );
  for (const f of outcome.faults)
    say(`upstream ${f.upstream} [${f.dialect}] fault rate ${f.faultRate}: ${f.faults} faulty requests`);
  say(`acknowledged: ${d.acknowledged.length}; outcomes: ${JSON.stringify(d.outcomes)}`);
  say(`orders: ${JSON.stringify(outcome.orders)}`);
  for (const r of outcome.reports) {
    say(`${r.violations.length === 0 ? 'HELD  ' : 'BROKEN'} ${r.name} (${r.checked} checked)`);
    for (const v of r.violations.slice(0, 20)) say(`         ${v}`);
    if (r.violations.length > 20) say(`         ... ${r.violations.length - 20} more`);
  }
  say(outcome.ok ? 'all invariants held' : `INVARIANTS BROKEN; database ${outcome.database} kept`);
  say(`replay: ${replayCommand(options)}`);
}

say(`chaos run: seed ${seed}, ${orders} orders (replay: ${replayCommand(options)})`);
runChaos({ ...options, log: say }).then(
  (outcome) => {
    report(outcome);
    process.exit(outcome.ok ? 0 : 1);
  },
  (error: unknown) => {
    process.stderr.write(
      `chaos run failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    say(`replay: ${replayCommand(options)}`);
    process.exit(1);
  },
);
