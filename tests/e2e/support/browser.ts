import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { recordToasts } from './toasts.ts';

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far: a journey must end with none. */
  pageErrors: string[];
  close(): Promise<void>;
}

// One Chromium per Vitest worker: the browser suite does not isolate its files (vitest.config.ts), so
// this module and the Chromium it launched serve every file the worker runs. Launching is the slow
// part, and a fresh context per test already gives every test its own cookies and storage.
// Playwright kills the browsers it launched when the worker process exits; a Chromium that crashed
// or was closed is launched again for the next session.
let browser: Promise<Browser> | undefined;

function launchOnce(): Promise<Browser> {
  if (browser) return browser;
  const launching = chromium.launch({
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
  });
  browser = launching;
  launching.then(
    (launched) =>
      launched.on('disconnected', () => {
        if (browser === launching) browser = undefined;
      }),
    () => {
      if (browser === launching) browser = undefined;
    },
  );
  return launching;
}

/** A fresh context (its own cookies and storage) on this worker's system Chromium. */
export async function openBrowser(
  options: { width?: number; height?: number; dark?: boolean } = {},
): Promise<BrowserSession> {
  const context = await (
    await launchOnce()
  ).newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    colorScheme: options.dark ? 'dark' : 'light',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  await recordToasts(context);
  const page = await context.newPage();
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
    close: () => context.close(),
  };
}
