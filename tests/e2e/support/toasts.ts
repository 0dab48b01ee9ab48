import type { BrowserContext, Page } from 'playwright-core';

/**
 * Toasts last two seconds (spec section 8). On a busy CI host the test process can fall more than
 * that behind the page between an action and the wait for its toast, and a locator would then look
 * for a toast that has already gone. So every page of a session records each message that appears in
 * a `role="status"` region the moment it appears, and `expectToast` reads that record.
 */
interface StatusMessage {
  text: string;
  /** Already matched by an `expectToast`: two waits for the same text need two toasts. */
  taken: boolean;
}

function recordStatusMessages(): void {
  const win = window as unknown as { __statusMessages: StatusMessage[] };
  win.__statusMessages = [];
  const seen = new WeakMap<Element, string>();
  const scan = () => {
    for (const region of document.querySelectorAll('[role="status"]')) {
      const items = region.children.length > 0 ? Array.from(region.children) : [region];
      for (const item of items) {
        const text = (item.textContent ?? '').trim();
        if (text !== '' && seen.get(item) !== text) {
          seen.set(item, text);
          win.__statusMessages.push({ text, taken: false });
        }
      }
    }
  };
  new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Installs the recorder on every page of the context (browser.ts does this for each session). */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordStatusMessages);
}

/**
 * Waits until a status message containing `text` has appeared on the current page, and takes it off
 * the record: two waits for the same text need two toasts. A failure names the page and every status
 * message it showed.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const take = (wanted: string) => {
    const list = (window as unknown as { __statusMessages?: StatusMessage[] }).__statusMessages ?? [];
    const message = list.find((m) => !m.taken && m.text.includes(wanted));
    if (message) message.taken = true;
    return message !== undefined;
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    // A navigation in between destroys the page's context: ask again.
    if (await page.evaluate(take, text).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const shown = await page
    .evaluate(() =>
      ((window as unknown as { __statusMessages?: StatusMessage[] }).__statusMessages ?? []).map(
        (m) => m.text,
      ),
    )
    .catch(() => []);
  throw new Error(
    `toast "${text}" never appeared on ${page.url()}; status messages: ${JSON.stringify(shown)}`,
  );
}
