import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHELL_PAGES } from '../../build/shell-pages.ts';
import { shellMarkup } from '../../build/shell-plugin.ts';
import { PATHS } from '../lib/paths.ts';

const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const source = (module: string) => readFileSync(path.join(WEB_ROOT, module), 'utf8');

describe('the prerendered first screens', () => {
  it.each(SHELL_PAGES)('$path shows the heading and lead text its page component renders', (page) => {
    expect(Object.values(PATHS)).toContain(page.path);
    const component = source(page.module);
    expect(component).toContain(`"${page.title}"`);
    expect(component).toContain(page.description);
  });

  it('has one h1, a status for the loading card, and no inline style (the CSP refuses it)', () => {
    const html = shellMarkup({ title: '<주문>', description: '"설명"', bodyHeight: 560 });
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html).toContain('&lt;주문&gt;');
    expect(html).toContain('&quot;설명&quot;');
    expect(html).toContain('role="status"');
    expect(html).not.toMatch(/\sstyle=|<style/);
  });
});
