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

/**
 * Runs axe-core (WCAG 2.x A and AA, plus best practices) on the page at rest: once its finite
 * time-based animations have finished, so a toast fading in is judged at its real colours, not
 * half-way (spinners and other endless animations, and scroll-driven ones, are left as they are).
 */
export async function runAxe(page: Page): Promise<AxeResults> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === 'running' &&
              // A scroll-driven animation (the chat button's compact form) rests where the scroll
              // is; its `finished` waits for the end of the scroll and held every check 2 s.
              animation.timeline === document.timeline &&
              animation.effect?.getComputedTiming().iterations !== Infinity,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      // A page's entrance animations last a fraction of this.
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
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
