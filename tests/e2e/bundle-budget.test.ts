import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES_LOGIN } from '@smm/contract/messages/login';
import { entryChunk, firstLoad, type SentFile } from '../../apps/web/build/first-load.ts';
import { ROOT } from './support/server-process.ts';

// Reads the build the global setup made (apps/web/dist): byte counts are deterministic, unlike times.
const DIST = path.join(ROOT, 'apps/web/dist');
const KB = 1024;

/** Budgets in brotli bytes as sent; raise one only with a reason in docs/decisions/web-speed.md. */
const BUDGET = {
  // Issue 12's target is 100 KB. Raised to 101 and 101.5 KB while issues 34, 36, 37 and 32 landed, and
  // brought back under with issue 38 (99.0 KB measured): the route table's preload lists moved out of
  // the entry (src/app/page-loaders.ts) and the first load imports only its groups of the Korean
  // catalogue (docs/decisions/web-speed.md, "Back under 100 KB").
  orderFirstLoad: 99.5 * KB,
  // 83.7 KB since the route table left it (85.9 KB before, issue 38).
  entry: 85 * KB,
};

const describeFiles = (files: SentFile[]) =>
  [...files]
    .sort((a, b) => b.brotli - a.brotli)
    .map((f) => `  ${f.file}: ${(f.brotli / KB).toFixed(1)} KB brotli (${(f.raw / KB).toFixed(1)} KB raw)`)
    .join('\n');

describe('bundle budget (brotli bytes as sent)', () => {
  it('keeps the first load of /order within its budget of JS and CSS', () => {
    const load = firstLoad(DIST, 'src/features/order/components/order-page.tsx');
    const message = `/order's first load is ${(load.brotli / KB).toFixed(1)} KB, budget ${BUDGET.orderFirstLoad / KB} KB. What it loads, largest first:\n${describeFiles(load.files)}`;
    expect(load.brotli, message).toBeLessThanOrEqual(BUDGET.orderFirstLoad);
  });

  it('keeps zod, the later pages and the unused messages out of that first load', () => {
    const load = firstLoad(DIST, 'src/features/order/components/order-page.tsx');
    const withZod = load.files
      .filter(
        (f) => f.file.endsWith('.js') && readFileSync(path.join(DIST, f.file), 'utf8').includes('ZodError'),
      )
      .map((f) => f.file);
    expect(withZod, `zod reached /order's first load through ${withZod.join(', ')}`).toEqual([]);
    const names = load.files.map((f) => path.basename(f.file));
    const late = names.filter((name) =>
      /^(guide|point-page|account|login-page|api-docs|admin|mass-order|page-loaders)/.test(name),
    );
    expect(late, `chunks that should load later: ${late.join(', ')}`).toEqual([]);
    // The catalogue's sign-in group stands for the groups /order never shows (issue 38).
    const withLoginMessages = load.files
      .filter((f) => readFileSync(path.join(DIST, f.file), 'utf8').includes(MESSAGES_LOGIN.idRequired))
      .map((f) => f.file);
    expect(withLoginMessages, "the whole Korean catalogue reached /order's first load").toEqual([]);
  });

  it('keeps the entry chunk within its budget', () => {
    const entry = entryChunk(DIST);
    const message = `the entry chunk ${entry.file} is ${(entry.brotli / KB).toFixed(1)} KB, budget ${BUDGET.entry / KB} KB: look for a new static import in src/app or src/components/layout, or a dependency that grew (ANALYZE=1 npm run build writes docs/bundle-report.html)`;
    expect(entry.brotli, message).toBeLessThanOrEqual(BUDGET.entry);
  });
});
