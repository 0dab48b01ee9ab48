import { afterEach, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from './browser.ts';
import { OPERATOR } from './store-api.ts';

export interface BrowserOptions {
  width?: number;
  height?: number;
  dark?: boolean;
}

export interface Journey {
  /** A fresh browser session (its own cookies and storage), closed and checked after the test. */
  open(options?: BrowserOptions): Promise<BrowserSession>;
  /**
   * A session signed in with the member's or operator's jwt (in local storage, as the login page leaves
   * it), opened at `path`. The login page itself is another journey's subject.
   */
  openAs(token: string, path: string, options?: BrowserOptions): Promise<Page>;
  /** A session signed in through the login page as a person does (the operator unless told). */
  openThroughLogin(options?: BrowserOptions, account?: { id: string; password: string }): Promise<Page>;
  /** Closes this test's sessions now and checks that none logged an error (a test that starts over mid-way). */
  closeAll(): Promise<void>;
}

/**
 * The set-up every browser journey shares, registered once per test file: the worker's Chromium
 * (`browser.ts`), fresh sessions per test, and after each test every session closed and checked:
 * a journey must end with no console error and no uncaught page error.
 */
export function browserJourney(baseUrl: string | (() => string)): Journey {
  // A function for a file that starts its own server in beforeAll.
  const base = () => (typeof baseUrl === 'string' ? baseUrl : baseUrl());
  const sessions: BrowserSession[] = [];

  async function closeAll(): Promise<void> {
    const closing = sessions.splice(0);
    for (const session of closing) await session.close();
    expect(closing.flatMap((session) => session.pageErrors)).toEqual([]);
  }

  async function open(options: BrowserOptions = {}): Promise<BrowserSession> {
    const session = await openBrowser(options);
    sessions.push(session);
    return session;
  }

  afterEach(closeAll);

  return {
    open,
    closeAll,
    async openAs(token, path, options) {
      const { page } = await open(options);
      await page.goto(`${base()}/terms/service`);
      await page.evaluate(`window.localStorage.setItem('jwt', ${JSON.stringify(token)})`);
      await page.goto(`${base()}${path}`);
      return page;
    },
    async openThroughLogin(options, account = OPERATOR) {
      const { page } = await open(options);
      await page.goto(`${base()}/login`);
      await page.getByLabel('아이디', { exact: true }).fill(account.id);
      await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      return page;
    },
  };
}
