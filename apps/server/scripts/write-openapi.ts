// `npm run openapi [-- --out openapi.json] [--server https://shop.example.kr] [--internal]`
// Writes the OpenAPI 3.1 document the server serves at /api/openapi.json (with --internal, the
// operators' /api/openapi-internal.json) to a file, for resellers' code generators.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'openapi.json' },
    server: { type: 'string' },
    internal: { type: 'boolean', default: false },
  },
});

// The document is made from the routes alone: an empty in-memory database and a throwaway secret
// build the very app `npm start` serves, without touching the store's data.
const db = await openDatabase({});
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
  db,
  jwtSecret: randomBytes(32).toString('hex'),
  logger: false,
});
try {
  await app.ready();
  const document = app.openApi.document(values.internal ? 'internal' : 'public');
  // Without --server the address is relative ('/'): a generator then needs the store's address.
  const servers = values.server ? [{ url: values.server.replace(/\/+$/, '') }] : document.servers;
  const out = path.resolve(values.out);
  writeFileSync(out, `${JSON.stringify({ ...document, servers }, null, 2)}\n`);
  const operations = Object.values(document.paths ?? {}).flatMap((item) => Object.keys(item ?? {}));
  console.log(`${out}: OpenAPI ${document.openapi}, ${operations.length} operations`);
} finally {
  await app.close();
  await db.close();
}
