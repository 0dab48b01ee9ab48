import type { Locator } from 'playwright-core';

/**
 * Chooses a service on /order by its name: the picker's options read `name (1개당 … · 최소 … ·
 * 최대 …)` (spec section 9; `1,000개당 …` for a price below what the won format shows), so
 * `selectOption({ label })` would need the terms too.
 */
export async function selectService(picker: Locator, name: string): Promise<void> {
  const value = await picker.evaluate(
    (select: HTMLSelectElement, wanted) =>
      [...select.options].find(
        (option) =>
          option.text.startsWith(`${wanted} (1개당 `) || option.text.startsWith(`${wanted} (1,000개당 `),
      )?.value,
    name,
  );
  if (value === undefined) throw new Error(`the service picker has no option named ${name}`);
  await picker.selectOption(value);
}
