import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import type * as Axe from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One readable line per violation and element, so a failure says what to fix and where. */
export function describeViolations(results: AxeResults): string[] {
  return results.violations.flatMap((v) =>
    v.nodes.map(
      (node) => `${v.id} (${v.impact ?? 'n/a'}): ${node.target.join(' ')} - ${node.failureSummary ?? v.help}`,
    ),
  );
}

/** Runs axe-core (WCAG 2.x A and AA, plus best practices) on the page as it is now. */
export async function runAxe(page: Page): Promise<AxeResults> {
  // Evaluated through the DevTools protocol: an inline <script> tag (addScriptTag) is refused by the
  // page's Content-Security-Policy, which the test must keep on (docs/decisions/hardening-headers.md).
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    return axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
  });
}
