import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far: a journey must end with none. */
  pageErrors: string[];
  close(): Promise<void>;
}

/** Launches the system Chromium with the flags this machine needs and a fresh profile. */
export async function openBrowser(
  options: { width?: number; height?: number; dark?: boolean } = {},
): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'smm-chromium-'));
  // A persistent context is how Playwright takes a fresh --user-data-dir of our own.
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    colorScheme: options.dark ? 'dark' : 'light',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Expected failed-request logs (e.g. a 4xx the test provokes) are not page bugs.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      pageErrors.push(`console.error: ${message.text()}`);
    }
  });
  return {
    context,
    page,
    pageErrors,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
