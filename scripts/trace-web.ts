// `npm run trace:web`: where the main thread's time goes on a phone-speed CPU. Builds the SPA (unless
// TRACE_SKIP_BUILD=1), starts the server on a private embedded database, loads each page of issue 12
// in Chromium with a 4x CPU slowdown (Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset
// assumes) and a Chromium performance trace, and prints per page: first contentful paint, the long
// tasks (over 50 ms) with what ran inside each, and their blocking total. Real throttling, not
// Lighthouse's simulation, so the figures are the browser's own; a busy host still inflates them.
import os from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { buildWeb } from '../tests/e2e/support/server-process.ts';
import { startSignedInStore } from './web-store.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.TRACE_RUNS ?? '3');
// TRACE_PAGES=0,2 narrows the list by index.
const ALL_PAGES: { path: string; as: 'guest' | 'member' }[] = [
  { path: '/order', as: 'guest' },
  { path: '/login', as: 'guest' },
  { path: '/order', as: 'member' },
  { path: '/point', as: 'member' },
  { path: '/order-history', as: 'member' },
];
const PAGES = ALL_PAGES.filter(
  (_, i) => !process.env.TRACE_PAGES || process.env.TRACE_PAGES.split(',').includes(String(i)),
);

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; documentLoaderURL?: string }; name?: string };
}

interface LongTask {
  start: number;
  ms: number;
  what: string;
}

/** Names a task by its longest direct children (script URL for evaluation and calls). */
function describe(children: TraceEvent[]): string {
  const byLabel = new Map<string, number>();
  for (const e of children) {
    const url = e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, '')}` : '';
    const label = `${e.name}${url}`;
    byLabel.set(label, (byLabel.get(label) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...byLabel.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([label, ms]) => `${label} ${ms.toFixed(0)}`)
    .join(', ');
}

function analyse(events: TraceEvent[], url: string) {
  // The page's renderer: the one that ran the navigation to it (a new origin gets a new process).
  // Some runs name no document URL on the event: then the last navigation of the origin.
  const navigations = events.filter((e) => e.name === 'navigationStart');
  const nav =
    navigations.filter((e) => e.args?.data?.documentLoaderURL === url).at(-1) ??
    navigations.filter((e) => e.args?.data?.documentLoaderURL?.startsWith(new URL(url).origin)).at(-1) ??
    navigations.at(-1);
  if (!nav) throw new Error(`no navigation to ${url} in the trace`);
  const main = { pid: nav.pid, tid: nav.tid };
  const navStart = nav.ts;
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const mine = (e: TraceEvent) => e.pid === main.pid && e.ts >= navStart;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && mine(e))?.ts;
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate' && mine(e));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.ts >= navStart).sort((a, b) => a.ts - b.ts);
  const long: LongTask[] = [];
  let busy = 0;
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    busy += ms;
    if (ms <= 50) continue;
    const end = task.ts + (task.dur ?? 0);
    const depthOne = onMain.filter(
      (e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 1000,
    );
    long.push({ start: (task.ts - navStart) / 1000, ms, what: describe(depthOne) });
  }
  const fcpMs = fcp ? (fcp - navStart) / 1000 : NaN;
  const lastLcp = lcps.at(-1);
  return {
    fcpMs,
    lcpMs: lastLcp ? (lastLcp.ts - navStart) / 1000 : NaN,
    busy,
    long,
    blocking: long.reduce((sum, t) => sum + t.ms - 50, 0),
    blockingAfterFcp: long.filter((t) => t.start >= fcpMs).reduce((sum, t) => sum + t.ms - 50, 0),
  };
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount?: number;
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

/** TRACE_PROFILE=1: the JavaScript functions with the most self time during the load. */
function printProfile(url: string, profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const samples = profile.samples ?? [];
  samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  process.stderr.write(
    `CPU profile ${url}:\n${top.map(([k, ms]) => `  ${ms.toFixed(1)} ms ${k}`).join('\n')}\n`,
  );
}

async function tracePage(browser: Browser, url: string, jwt: string | null) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  if (jwt) {
    await page.goto(new URL('/robots.txt', url).toString());
    await page.evaluate((token) => localStorage.setItem('jwt', token), jwt);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'blink.user_timing',
      'loading',
    ],
  });
  const profiling = process.env.TRACE_PROFILE === '1';
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  if (profiling) printProfile(url, (await cdp.send('Profiler.stop')).profile);
  const buffer = await browser.stopTracing();
  await context.close();
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  return analyse(traceEvents, url);
}

async function main() {
  if (process.env.TRACE_SKIP_BUILD !== '1') buildWeb();
  const { server, accessToken } = await startSignedInStore();
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  const rows: string[] = [];
  try {
    for (const { path, as } of PAGES) {
      for (let run = 1; run <= RUNS; run++) {
        const r = await tracePage(browser, `${server.baseUrl}${path}`, as === 'member' ? accessToken : null);
        rows.push(
          `| ${path} (${as}) | ${run} | ${r.fcpMs.toFixed(0)} ms | ${r.lcpMs.toFixed(0)} ms | ${r.busy.toFixed(0)} ms | ${r.long.length} | ${r.blocking.toFixed(0)} ms | ${r.blockingAfterFcp.toFixed(0)} ms |`,
        );
        if (process.env.TRACE_VERBOSE === '1') {
          for (const t of r.long) {
            process.stderr.write(
              `  ${path} (${as}) @${t.start.toFixed(0)} ${t.ms.toFixed(0)} ms: ${t.what}\n`,
            );
          }
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(
    `\nChromium trace, CPU throttled 4x, ${os.cpus().length} x ${os.cpus()[0]?.model ?? '?'}, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  );
  console.log(
    '| page | run | FCP | LCP | main-thread busy | long tasks | blocking (all) | blocking after FCP |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

await main();
