// `npm run bench:web`: builds the SPA, starts the server on a private embedded database, and runs
// Lighthouse (mobile and desktop presets, simulated throttling) against the system Chromium on the
// pages of issue 12, as a guest and as a member. Prints one table; docs/benchmarks.md keeps results.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildWeb, freePort } from '../tests/e2e/support/server-process.ts';
import { startSignedInStore } from './web-store.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES: { path: string; as: 'guest' | 'member' }[] = [
  { path: '/order', as: 'guest' },
  { path: '/login', as: 'guest' },
  { path: '/order', as: 'member' },
  { path: '/point', as: 'member' },
  { path: '/order-history', as: 'member' },
];
const THEMES = (process.env.BENCH_THEMES ?? 'light,dark').split(',') as ('light' | 'dark')[];
const PRESETS = (process.env.BENCH_PRESETS ?? 'mobile,desktop').split(',') as ('mobile' | 'desktop')[];

async function launchChromium(port: number, profile: string) {
  const child = spawn(
    CHROME_PATH,
    [
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('chromium did not open its debugging port');
}

/** Puts the member's jwt and the theme into the profile's storage, then empties the HTTP cache. */
async function prepareStorage(port: number, baseUrl: string, jwt: string | null, theme: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate(
    ([token, dark]) => {
      localStorage.clear();
      if (token) localStorage.setItem('jwt', token);
      localStorage.setItem('darkMode', dark);
    },
    [jwt, String(theme === 'dark')] as const,
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

interface Row {
  page: string;
  preset: string;
  theme: string;
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsCssKb: number;
  totalKb: number;
}

async function measure(
  url: string,
  port: number,
  preset: 'mobile' | 'desktop',
): Promise<Omit<Row, 'page' | 'preset' | 'theme'>> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', disableStorageReset: true, throttlingMethod: 'simulate' },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const num = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const items =
    (
      lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const jsCss = items
    .filter((i) => i.resourceType === 'Script' || i.resourceType === 'Stylesheet')
    .reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    jsCssKb: jsCss / 1024,
    totalKb: num('total-byte-weight') / 1024,
  };
}

async function main() {
  buildWeb();
  const { server, accessToken } = await startSignedInStore();
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'smm-bench-'));
  const chrome = await launchChromium(port, profile);
  const rows: Row[] = [];
  try {
    for (const preset of PRESETS) {
      for (const theme of THEMES) {
        for (const { path: pagePath, as } of PAGES) {
          await prepareStorage(port, server.baseUrl, as === 'member' ? accessToken : null, theme);
          const figures = await measure(`${server.baseUrl}${pagePath}`, port, preset);
          rows.push({ page: `${pagePath} (${as})`, preset, theme, ...figures });
          process.stderr.write(`measured ${preset} ${theme} ${pagePath} (${as})\n`);
        }
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
  }
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nLighthouse (simulated throttling), ${os.cpus().length} x ${cpu}, load ${os.loadavg()[0]?.toFixed(1)}, Node ${process.version}\n`,
  );
  console.log(
    '| page | preset | theme | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | JS+CSS sent | total sent |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.preset} | ${r.theme} | ${r.perf.toFixed(2)} | ${r.a11y.toFixed(2)} | ${r.bp.toFixed(2)} | ${r.seo.toFixed(2)} | ${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.jsCssKb.toFixed(1)} KB | ${r.totalKb.toFixed(1)} KB |`,
    );
  }
}

await main();
