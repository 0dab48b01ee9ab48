// The server's module map (issue 30): which module imports which, and which modules' files write each table.
// `node scripts/module-graph.mjs` prints both; docs/architecture.md's "who writes each table" is read from it.
// Test files are left out (tests may arrange any state); migrations are the database's own (triggers, functions).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'apps', 'server', 'src');
const MODULES = path.join(SRC, 'modules');

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `orders` for a file under src/modules/orders, `src/jobs` for one elsewhere under src. */
function areaOf(file) {
  const inModules = path.relative(MODULES, file);
  if (!inModules.startsWith('..')) return inModules.split(path.sep)[0];
  return `src/${path.relative(SRC, file).split(path.sep)[0].replace(/\.ts$/, '')}`;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.[^'"]+)['"]/g;
// SQL keywords are upper case in this code base and table names lower case, so `ON CONFLICT DO UPDATE SET`
// and `FOR UPDATE SKIP LOCKED` name no table.
const WRITE = /\b(INSERT INTO|UPDATE|DELETE FROM)\s+([a-z_][a-z0-9_]*)\b/g;

export function moduleGraph() {
  const imports = new Map(); // "from -> to" -> files
  const writers = new Map(); // table -> Map(area -> files)
  for (const file of sourceFiles(SRC)) {
    // Comments dropped, so prose ("the debit's UPDATE would lock it") names no table.
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const from = areaOf(file);
    const rel = path.relative(ROOT, file);
    if (!from.startsWith('src/')) {
      for (const [, spec] of text.matchAll(IMPORT)) {
        const target = path.resolve(path.dirname(file), spec);
        if (path.relative(MODULES, target).startsWith('..')) continue;
        const to = areaOf(target);
        if (to === from) continue;
        const key = `${from} -> ${to}`;
        imports.set(key, [...(imports.get(key) ?? []), rel]);
      }
    }
    for (const [, , table] of text.matchAll(WRITE)) {
      const byArea = writers.get(table) ?? new Map();
      byArea.set(from, [...new Set([...(byArea.get(from) ?? []), rel])]);
      writers.set(table, byArea);
    }
  }
  return { imports, writers };
}

/** Pairs of modules that import each other. */
export function twoWayPairs(edges) {
  const set = new Set(edges);
  return [...set]
    .map((edge) => edge.split(' -> '))
    .filter(([a, b]) => a < b && set.has(`${b} -> ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { imports, writers } = moduleGraph();
  const verbose = process.argv.includes('--files');
  console.log(`Module -> module imports (${imports.size}):`);
  for (const key of [...imports.keys()].sort()) {
    console.log(`  ${key}  (${imports.get(key).length})`);
    if (verbose) for (const f of imports.get(key)) console.log(`      ${f}`);
  }
  const pairs = twoWayPairs(imports.keys());
  console.log(`\nTwo-way pairs (${pairs.length}): ${pairs.join(', ') || 'none'}`);
  console.log('\nTables and the areas whose files write them (INSERT INTO, UPDATE, DELETE FROM):');
  let shared = 0;
  for (const table of [...writers.keys()].sort()) {
    const byArea = writers.get(table);
    if (byArea.size > 1) shared += 1;
    console.log(`  ${byArea.size > 1 ? '*' : ' '} ${table}: ${[...byArea.keys()].sort().join(', ')}`);
    if (verbose) for (const [area, files] of byArea) console.log(`      ${area}: ${files.join(', ')}`);
  }
  console.log(`\n${writers.size} tables written, ${shared} by more than one area (*).`);
}
