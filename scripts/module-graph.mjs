// The server's module map (issue 30): which module imports which, and which modules' files write each table.
// `node scripts/module-graph.mjs` prints both (`--files`: with the files). `--check` (run by `npm run lint`)
// fails when a table is written by a module other than its writer in TABLE_WRITERS, the table of
// docs/architecture.md's "Who writes each table"; the import directions are eslint/module-directions.js's.
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

/**
 * Table -> the one module that writes it; two for `members` (the ledger writes `point_milli`). The
 * retention sweep and the start-up seeds may write any table (docs/architecture.md says why).
 */
export const TABLE_WRITERS = {
  audit_log: ['audit'],
  auto_orders: ['fulfilment'],
  bank_deposits: ['points'],
  categories: ['catalog'],
  coupon_redemptions: ['marketing'],
  coupons: ['marketing'],
  dashboard_day_services: ['dashboard'],
  dashboard_days: ['dashboard'],
  deposit_bonus_tiers: ['marketing'],
  exchange_rates: ['exchange-rates'],
  idempotency_keys: ['idempotency'],
  inquiries: ['inquiries'],
  inquiry_messages: ['inquiries'],
  inquiry_templates: ['inquiries'],
  marketing_settings: ['marketing'],
  member_grades: ['marketing'],
  member_service_prices: ['marketing'],
  members: ['accounts', 'ledger'],
  notices: ['site'],
  operator_notifications: ['notifications'],
  order_discounts: ['marketing'],
  order_provider_attempts: ['fulfilment'],
  order_requests: ['order-requests'],
  orders: ['fulfilment'],
  password_reset_tokens: ['accounts'],
  phone_codes: ['sms'],
  platforms: ['catalog'],
  point_ledger: ['ledger'],
  point_requests: ['points'],
  price_changes: ['catalog'],
  providers: ['providers'],
  qnas: ['site'],
  rate_limit_buckets: ['rate-limit'],
  referral_payouts: ['marketing'],
  register_sources: ['site'],
  retired_login_ids: ['accounts'],
  schema_migrations: ['src/db'],
  service_backups: ['catalog'],
  services: ['catalog'],
  simulator_orders: ['src/simulator'],
  site_settings: ['site'],
  social_accounts: ['accounts'],
};
const WRITE_ANY_TABLE = ['retention', 'src/seed'];

/** "table: area (files)" for every write TABLE_WRITERS does not allow. */
export function unexpectedWriters(writers) {
  const problems = [];
  for (const [table, byArea] of writers) {
    const allowed = [...(TABLE_WRITERS[table] ?? []), ...WRITE_ANY_TABLE];
    for (const [area, files] of byArea) {
      if (!allowed.includes(area)) problems.push(`${table}: ${area} (${files.join(', ')})`);
    }
  }
  return problems;
}

/** Pairs of modules that import each other. */
export function twoWayPairs(edges) {
  const set = new Set(edges);
  return [...set]
    .map((edge) => edge.split(' -> '))
    .filter(([a, b]) => a < b && set.has(`${b} -> ${a}`))
    .map(([a, b]) => `${a} <-> ${b}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--check')) {
  const problems = unexpectedWriters(moduleGraph().writers);
  if (problems.length > 0) {
    console.error(
      'Tables written outside their module (scripts/module-graph.mjs TABLE_WRITERS, docs/architecture.md):',
    );
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(
    `module graph: every table is written by its own module (${Object.keys(TABLE_WRITERS).length} tables)`,
  );
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
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
