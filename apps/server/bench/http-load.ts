import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One prepared request: the same bytes every time, so the generator spends no time building it. */
export interface PreparedRequest {
  path: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface LoadOutcome {
  latenciesMs: number[];
  errors: number;
  seconds: number;
  /** The first few non-200 answers, to show why requests failed. */
  samples: string[];
}

/** Keep-alive HTTP on loopback only; one socket per in-flight request up to `maxSockets`. */
export function createClient(port: number, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const send = (req: PreparedRequest): Promise<{ status: number; text: string }> =>
    new Promise((resolve, reject) => {
      const r = http.request(
        { host: '127.0.0.1', port, method: 'POST', path: req.path, headers: req.headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
        },
      );
      r.on('error', reject);
      r.end(req.body);
    });
  return { send, close: () => agent.destroy() };
}

/**
 * Closed loop: `concurrency` workers, each sending its next request when the previous one answered,
 * until `seconds` pass or `maxRequests` were sent. Worker i always uses request i (its own member).
 */
export async function closedLoop(
  port: number,
  requests: (worker: number) => PreparedRequest,
  options: { concurrency: number; seconds: number; maxRequests: number },
): Promise<LoadOutcome> {
  const client = createClient(port, options.concurrency);
  const latenciesMs: number[] = [];
  const samples: string[] = [];
  let errors = 0;
  let sent = 0;
  const start = performance.now();
  const deadline = start + options.seconds * 1000;
  const worker = async (i: number) => {
    const req = requests(i);
    while (performance.now() < deadline && sent < options.maxRequests) {
      sent += 1;
      const t0 = performance.now();
      const res = await client.send(req).catch((e: unknown) => ({ status: 0, text: String(e) }));
      if (res.status === 200) latenciesMs.push(performance.now() - t0);
      else {
        errors += 1;
        if (samples.length < 3) samples.push(`${res.status} ${res.text.slice(0, 200)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, i) => worker(i)));
  const seconds = (performance.now() - start) / 1000;
  client.close();
  return { latenciesMs, errors, seconds, samples };
}

/**
 * Open loop at a fixed rate: request k is due at start + k / rate. Latency counts from when it was
 * due, not from when it left, so a stalled server cannot hide its queue (coordinated omission).
 */
export async function fixedRate(
  port: number,
  requests: (k: number) => PreparedRequest,
  options: { rate: number; seconds: number; maxSockets: number },
): Promise<LoadOutcome> {
  const client = createClient(port, options.maxSockets);
  const latenciesMs: number[] = [];
  const samples: string[] = [];
  let errors = 0;
  const total = Math.round(options.rate * options.seconds);
  const start = performance.now();
  const pending: Promise<void>[] = [];
  for (let k = 0; k < total; k += 1) {
    const due = start + (k * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      client
        .send(requests(k))
        .catch((e: unknown) => ({ status: 0, text: String(e) }))
        .then((res) => {
          if (res.status === 200) latenciesMs.push(performance.now() - due);
          else {
            errors += 1;
            if (samples.length < 3) samples.push(`${res.status} ${res.text.slice(0, 200)}`);
          }
        }),
    );
  }
  await Promise.all(pending);
  const seconds = (performance.now() - start) / 1000;
  client.close();
  return { latenciesMs, errors, seconds, samples };
}
