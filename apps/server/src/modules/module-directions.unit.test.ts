import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Linter, type Rule } from 'eslint';

// eslint/module-directions.js (the allowed module -> module directions and the rule `npm run lint` runs) and
// scripts/module-graph.mjs (the imports the code has), both plain JavaScript beside the repository's root.
const root = new URL('../../../../', import.meta.url);
const { ALLOWED_DIRECTIONS, moduleDirections } = (await import(
  new URL('eslint/module-directions.js', root).href
)) as { ALLOWED_DIRECTIONS: Record<string, string[]>; moduleDirections: Rule.RuleModule };
type Writers = Map<string, Map<string, string[]>>;
const { moduleGraph, unexpectedWriters } = (await import(new URL('scripts/module-graph.mjs', root).href)) as {
  moduleGraph: () => { imports: Map<string, string[]>; writers: Writers };
  unexpectedWriters: (writers: Writers) => string[];
};

const edges = Object.entries(ALLOWED_DIRECTIONS).flatMap(([from, tos]) =>
  tos.map((to) => [from, to] as const),
);

/** The rule's messages for `code` as if it were the file `file` (a path below apps/server/src). */
function lint(file: string, code: string, table?: Record<string, string[]>) {
  const before = structuredClone(ALLOWED_DIRECTIONS);
  if (table) {
    for (const key of Object.keys(ALLOWED_DIRECTIONS)) delete ALLOWED_DIRECTIONS[key];
    Object.assign(ALLOWED_DIRECTIONS, table);
  }
  try {
    const messages = new Linter().verify(
      code,
      {
        languageOptions: { sourceType: 'module' },
        plugins: { local: { rules: { 'module-directions': moduleDirections } } },
        rules: { 'local/module-directions': 'error' },
      },
      { filename: fileURLToPath(new URL(`apps/server/src/${file}`, root)) },
    );
    return messages.map((m) => m.message);
  } finally {
    for (const key of Object.keys(ALLOWED_DIRECTIONS)) delete ALLOWED_DIRECTIONS[key];
    Object.assign(ALLOWED_DIRECTIONS, before);
  }
}

describe('the allowed module directions', () => {
  it('run one way: no pair both ways and no cycle', () => {
    const twoWay = edges.filter(([from, to]) => ALLOWED_DIRECTIONS[to]?.includes(from));
    expect(twoWay).toEqual([]);
    const visiting = new Set<string>();
    const done = new Set<string>();
    const cycleFrom = (m: string, trail: string[]): string[] | null => {
      if (done.has(m)) return null;
      if (visiting.has(m)) return [...trail, m];
      visiting.add(m);
      for (const to of ALLOWED_DIRECTIONS[m] ?? []) {
        const cycle = cycleFrom(to, [...trail, m]);
        if (cycle) return cycle;
      }
      visiting.delete(m);
      done.add(m);
      return null;
    };
    for (const m of Object.keys(ALLOWED_DIRECTIONS)) expect(cycleFrom(m, [])).toBeNull();
  });

  it('list only directions the code uses, so the table stays the map of the code', () => {
    const used = new Set(moduleGraph().imports.keys());
    expect(edges.map(([from, to]) => `${from} -> ${to}`).filter((e) => !used.has(e))).toEqual([]);
  });
});

describe('the module-directions rule', () => {
  it('lets a module import a module the table lists, its own files and the shared code outside modules', () => {
    expect(
      lint(
        'modules/orders/order-action-service.js',
        "import { x } from '../fulfilment/settlement-service.ts';",
      ),
    ).toEqual([]);
    expect(
      lint('modules/orders/a.js', "import { x } from './b.ts'; import { y } from '../../errors.ts';"),
    ).toEqual([]);
    expect(lint('app-services.js', "import { x } from './modules/orders/order-service.ts';")).toEqual([]);
  });

  it('refuses an import the table does not list, in either form', () => {
    const [message] = lint('modules/fulfilment/a.js', "import { x } from '../orders/order-service.ts';");
    expect(message).toContain('The fulfilment module may not import the orders module');
    expect(lint('modules/retention/a.js', "export * from '../orders/order-service.ts';")).toHaveLength(1);
    expect(
      lint('modules/audit/a.js', "const m = import('../accounts/member-directory-service.ts');"),
    ).toHaveLength(1);
  });

  it('refuses a pair the table would list both ways', () => {
    const table = { orders: ['fulfilment'], fulfilment: ['orders'] };
    const [message] = lint('modules/orders/a.js', "import { x } from '../fulfilment/b.ts';", table);
    expect(message).toContain('lists both orders -> fulfilment and fulfilment -> orders');
  });
});

describe('the table writers check (npm run lint: node scripts/module-graph.mjs --check)', () => {
  it('passes on the code: every table is written by its own module', () => {
    expect(unexpectedWriters(moduleGraph().writers)).toEqual([]);
  });

  it('names a write by another module, and a table it does not know', () => {
    const writers: Writers = new Map([
      [
        'orders',
        new Map([
          ['fulfilment', ['a.ts']],
          ['marketing', ['b.ts']],
          ['retention', ['c.ts']],
        ]),
      ],
      ['new_table', new Map([['catalog', ['d.ts']]])],
    ]);
    expect(unexpectedWriters(writers)).toEqual(['orders: marketing (b.ts)', 'new_table: catalog (d.ts)']);
  });
});
