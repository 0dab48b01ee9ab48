/**
 * Checks that run inside the page (`page.evaluate(probe)`): each is self-contained, since Playwright
 * sends its source, and returns one readable line per problem (docs/decisions/phone-layout.md).
 */

/**
 * Controls and status values that a floating element (position fixed or sticky: the chat button,
 * the dark-mode toggle, the order page's bottom row) lies on, compared by bounding boxes at the
 * current scroll position. The sticky header is the top edge of the page, not a floating element:
 * content scrolled under it is scrolled away, but its own controls are checked against the toggle.
 */
export function coveredByFloating(): string[] {
  const shown = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 1 && box.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0';
  };
  const name = (el: Element) =>
    `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> "${(el.textContent ?? '').trim().slice(0, 24)}"`;
  const header = document.querySelector('.site-header');
  const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
  const floating = [...document.querySelectorAll('body *')].filter((el) => {
    const position = getComputedStyle(el).position;
    return (position === 'fixed' || position === 'sticky') && el !== header && shown(el);
  });
  const targets = document.querySelectorAll(
    'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"]), label.switch, label.checkbox, ' +
      '.order-status, .auto-status, .request-status, .balance__value, .price-box dd, .order-submit__total',
  );
  const problems: string[] = [];
  for (const el of targets) {
    if (!shown(el) || el.closest('[hidden]')) continue;
    const box = el.getBoundingClientRect();
    const top = Math.max(box.top, header?.contains(el) ? 0 : headerBottom);
    const bottom = Math.min(box.bottom, window.innerHeight);
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    if (bottom - top < 1 || right - left < 1) continue;
    for (const widget of floating) {
      if (widget.contains(el) || el.contains(widget)) continue;
      const over = widget.getBoundingClientRect();
      const high = Math.min(bottom, over.bottom) - Math.max(top, over.top);
      const wide = Math.min(right, over.right) - Math.max(left, over.left);
      if (high >= 1 && wide >= 1) problems.push(`${name(el)} is under ${name(widget)}`);
    }
  }
  return problems;
}

/** The smallest tap target on the member's pages, and in the operator console. */
export const MEMBER_TAP_TARGET = 44;
export const CONSOLE_TAP_TARGET = 24;

/**
 * Tap targets smaller than `min` px each way: 44 on the member's pages, 24 in the
 * operator console (WCAG 2.2's minimum target size). A checkbox or radio counts by its label (the
 * label is what a finger taps); visually hidden elements (1 px) and hidden ones are skipped.
 */
export function smallTapTargets(min: number): string[] {
  const problems: string[] = [];
  const controls = document.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
  );
  for (const control of controls) {
    const target =
      control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')
        ? (control.closest('label') ?? control)
        : control;
    const box = target.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || control.closest('[hidden]')) continue;
    if (getComputedStyle(target).visibility === 'hidden') continue;
    if (box.width < min - 0.5 || box.height < min - 0.5) {
      const text = (target.textContent ?? '').trim().slice(0, 24) || target.getAttribute('aria-label');
      problems.push(
        `<${target.tagName.toLowerCase()} class="${target.getAttribute('class') ?? ''}"> "${text}" is ${Math.round(box.width)} x ${Math.round(box.height)}`,
      );
    }
  }
  return problems;
}
