// `npm run lint` runs this. One way to find a message: every catalogue of Korean messages (`*_MESSAGES`)
// is exported from a file of the contract named `*messages.ts`, one per area (the spec's own catalogue
// `MESSAGES` is put together in `messages.ts` from its groups in `messages/`), and from nowhere else;
// such a file holds messages (and imports the limits they quote), never a schema.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATALOGUE = /^export const ([A-Z][A-Z0-9_]*_)?MESSAGES(_[A-Z0-9_]+)?\b/m;
const CATALOGUE_FILE = /^packages\/contract\/src\/([a-z0-9-]*messages|messages\/[a-z0-9-]+)\.ts$/;

const sources = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'],
  {
    cwd: ROOT,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter(Boolean);

const problems = [];
for (const file of sources) {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  if (CATALOGUE_FILE.test(file)) {
    if (/from 'zod'/.test(text)) problems.push(`${file}: a message catalogue holds no schema (move it out)`);
  } else if (CATALOGUE.test(text)) {
    problems.push(
      `${file}: exports a message catalogue; move it to packages/contract/src/<area>-messages.ts`,
    );
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
