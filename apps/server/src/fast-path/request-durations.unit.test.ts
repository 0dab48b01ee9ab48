import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerRequestDurations } from './request-durations.ts';

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15];
const METRIC = { name: 'smm_http_request_duration_seconds', help: 'HTTP request latency' };

/** Requests on both sides of bucket bounds, above the last one, and a route needing escapes. */
const OBSERVED: [string, string, number, number][] = [
  ['GET', '/api/service/platforms', 200, 0.001],
  ['GET', '/api/service/platforms', 200, 0.005],
  ['GET', '/api/service/platforms', 200, 0.0051],
  ['POST', '/api/service/order', 400, 0.3],
  ['GET', 'unmatched', 404, 20],
  ['GET', '/api/"odd"\\path', 500, 2.5],
];

describe('the request duration histogram', () => {
  it("writes the very lines prom-client's Histogram writes for the same requests", async () => {
    const theirs = new Registry();
    const histogram = new Histogram({
      ...METRIC,
      labelNames: ['method', 'route', 'status'],
      buckets: BUCKETS,
      registers: [theirs],
    });
    const ours = new Registry();
    const durations = registerRequestDurations(ours, { ...METRIC, buckets: BUCKETS });
    expect(await ours.metrics()).toBe(await theirs.metrics());
    for (const [method, route, status, seconds] of OBSERVED) {
      histogram.observe({ method, route, status: String(status) }, seconds);
      durations.observe(method, route, status, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain(
      'smm_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/service/platforms",status="200"} 2',
    );
    const json = await ours.getMetricsAsJSON();
    expect(json[0]?.values).toContainEqual({
      metricName: 'smm_http_request_duration_seconds_count',
      value: 1,
      labels: { method: 'GET', route: 'unmatched', status: '404' },
    });
  });

  it('starts again from nothing when the registry is reset', async () => {
    const registry = new Registry();
    const durations = registerRequestDurations(registry, { ...METRIC, buckets: BUCKETS });
    durations.observe('GET', '/api/health', 200, 0.001);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('_count');
  });
});
