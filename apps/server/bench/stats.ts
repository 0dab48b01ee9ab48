/** Latency figures of one benchmark phase. */
export interface PhaseResult {
  label: string;
  concurrency: number;
  /** Completed requests (or transactions) per second over the phase. */
  throughput: number;
  p50: number;
  p99: number;
  count: number;
  errors: number;
}

/** The q-quantile (0..1) of latencies in milliseconds, nearest-rank on a sorted copy. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export function summarise(
  label: string,
  concurrency: number,
  latenciesMs: number[],
  seconds: number,
  errors: number,
): PhaseResult {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    label,
    concurrency,
    throughput: sorted.length / seconds,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    count: sorted.length,
    errors,
  };
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

/** One row per concurrency: API and pgbench side by side, and the throughput ratio. */
export function comparisonTable(rows: { api: PhaseResult; pg: PhaseResult }[]): string {
  const header = [
    'conc',
    'API req/s',
    'API p50 ms',
    'API p99 ms',
    'API err',
    'pgbench tps',
    'pg p50 ms',
    'pg p99 ms',
    'API/pgbench',
  ];
  const lines = rows.map(({ api, pg }) => [
    String(api.concurrency),
    fmt(api.throughput, 0),
    fmt(api.p50, 2),
    fmt(api.p99, 2),
    String(api.errors),
    fmt(pg.throughput, 0),
    fmt(pg.p50, 2),
    fmt(pg.p99, 2),
    fmt(api.throughput / pg.throughput, 2),
  ]);
  return renderTable([header, ...lines]);
}

export function renderTable(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  return [line(rows[0]!), rule, ...rows.slice(1).map(line)].join('\n');
}
