import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { registerRequestDurations } from '../../fast-path/request-durations.ts';

/** Every counter and histogram the app records; one instance (one registry) per built app. */
export interface MetricsService {
  readonly registry: Registry;
  httpRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  /** `count`: a mass order places many single orders at once. */
  orderPlaced(kind: 'single' | 'auto', count?: number): void;
  /** `reason` is the refusing error's code (INSUFFICIENT_POINTS, ORDER_RULE...): a short, bounded set. */
  orderRefused(reason: string): void;
  topUpRequested(): void;
  topUpDecided(
    decision: 'approved' | 'rejected' | 'expired',
    by: 'operator' | 'bank' | 'sweep',
    count?: number,
  ): void;
  refund(kind: 'canceled' | 'partial' | 'refused' | 'auto_order' | 'operator', count?: number): void;
  providerCall(labels: { provider: string; action: string; outcome: string }, seconds: number): void;
  sweepRun(
    labels: { sweep: string; outcome: 'ok' | 'failed' },
    seconds: number,
    claimed: number | null,
  ): void;
  /** Adds gauges computed at scrape time (queue depths, pool); `collect` may query the database. */
  gauge(name: string, help: string, labelNames: string[], collect: (set: GaugeSetter) => Promise<void>): void;
  /** Node's own metrics, event-loop lag among them; only for an app that exposes /metrics. */
  collectProcessMetrics(): void;
}

export type GaugeSetter = (labels: Record<string, string>, value: number) => void;

/** Seconds buckets from 5 ms to 15 s (the provider timeout). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];

export function createMetricsService(): MetricsService {
  const registry = new Registry();
  const registers = [registry];
  const http = registerRequestDurations(registry, {
    name: 'smm_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status',
    buckets: LATENCY_BUCKETS,
  });
  const placed = counter('smm_orders_placed_total', 'Orders placed', ['kind']);
  const refused = counter('smm_orders_refused_total', 'Orders refused, by reason code', ['reason']);
  const topUps = counter('smm_topups_requested_total', 'Point top-up requests made', []);
  const decided = counter('smm_topups_decided_total', 'Top-up requests decided', ['decision', 'by']);
  const refunds = counter('smm_refunds_total', 'Order refunds booked, by kind', ['kind']);
  const calls = new Histogram({
    name: 'smm_provider_call_duration_seconds',
    help: 'Provider API calls by provider, action and outcome',
    labelNames: ['provider', 'action', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const sweeps = new Histogram({
    name: 'smm_sweep_duration_seconds',
    help: 'Background sweep runs by sweep and outcome',
    labelNames: ['sweep', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const claimed = counter('smm_sweep_claimed_rows_total', 'Rows a sweep claimed and handled', ['sweep']);
  let processMetrics = false;

  function counter(name: string, help: string, labelNames: string[]) {
    return new Counter({ name, help, labelNames, registers });
  }

  return {
    registry,
    httpRequest: (labels, seconds) => http.observe(labels.method, labels.route, labels.status, seconds),
    orderPlaced: (kind, count = 1) => placed.inc({ kind }, count),
    orderRefused: (reason) => refused.inc({ reason }),
    topUpRequested: () => topUps.inc(),
    topUpDecided: (decision, by, count = 1) => decided.inc({ decision, by }, count),
    refund: (kind, count = 1) => refunds.inc({ kind }, count),
    providerCall: (labels, seconds) => calls.observe(labels, seconds),
    sweepRun(labels, seconds, rows) {
      sweeps.observe(labels, seconds);
      if (rows !== null && rows > 0) claimed.inc({ sweep: labels.sweep }, rows);
    },
    gauge(name, help, labelNames, collect) {
      new Gauge({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          this.reset();
          await collect((labels, value) => this.set(labels, value));
        },
      });
    },
    collectProcessMetrics() {
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    },
  };
}
