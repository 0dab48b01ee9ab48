// `npm run lint` runs this: every link and every file path that README.md and docs/ name must exist.
// A markdown link `[text](target)` is read relative to its page; a path in backticks (`src/db/migrate.ts`)
// may be written from the repository root, from its page, or as the tail of a tracked file's path
// (`db/keyset-page.ts` for apps/server/src/db/keyset-page.ts), the way the docs name files in context.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXTENSIONS = 'ts|tsx|js|mjs|cjs|md|sql|json|sh|html|css|yml|yaml|txt|png|svg';
const PATH_IN_BACKTICKS = new RegExp('`([A-Za-z0-9_.@/-]+\\.(?:' + EXTENSIONS + '))(?::\\d+)?`', 'g');
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean);
const trackedSet = new Set(tracked);

/** The pages checked: README.md and every markdown page under docs/. */
const pages = tracked.filter(
  (file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')),
);

/**
 * Not ours to check: the shared folder beside the repository, absolute paths, build output (`dist/`, made by
 * `npm run build`) and patterns (`NNNN_name.sql`).
 */
function outOfScope(target) {
  return (
    target.startsWith('../shared/') ||
    target.startsWith('shared/') ||
    target.startsWith('/') ||
    /(^|\/)dist\//.test(target) ||
    target.includes('NNNN')
  );
}

function existsFrom(page, target) {
  const clean = target.replace(/^\.\//, '');
  const fromPage = path.normalize(path.join(path.dirname(page), clean));
  if (trackedSet.has(clean) || trackedSet.has(fromPage)) return true;
  if (existsSync(path.join(ROOT, clean)) || existsSync(path.join(ROOT, fromPage))) return true;
  return false;
}

function existsAsTail(target) {
  const tail = target.replace(/^\.\//, '');
  return tracked.some((file) => file === tail || file.endsWith(`/${tail}`));
}

const problems = [];
for (const page of pages) {
  const lines = readFileSync(path.join(ROOT, page), 'utf8').split('\n');
  let inFence = false;
  lines.forEach((line, index) => {
    if (line.trimStart().startsWith('```')) inFence = !inFence;
    if (inFence) return;
    for (const [, raw] of line.matchAll(MARKDOWN_LINK)) {
      const target = decodeURI(raw.split('#')[0] ?? '');
      if (target === '' || /^[a-z]+:/i.test(target) || outOfScope(target)) continue;
      if (!existsFrom(page, target)) problems.push(`${page}:${index + 1}: link to a missing file: ${raw}`);
    }
    for (const [, target] of line.matchAll(PATH_IN_BACKTICKS)) {
      // A bare name is checked only for source and doc files; `robots.txt` and the like are served URLs.
      if (outOfScope(target) || (!target.includes('/') && !/\.(ts|tsx|sql|md|mjs)$/.test(target))) continue;
      if (!existsFrom(page, target) && !existsAsTail(target)) {
        problems.push(`${page}:${index + 1}: names a file that does not exist: ${target}`);
      }
    }
  });
}

if (problems.length > 0) {
  process.stderr.write(`${problems.join('\n')}\n\n${problems.length} path(s) in the docs do not exist.\n`);
  process.exit(1);
}
process.stdout.write(`doc paths: ${pages.length} pages checked, every named file exists\n`);
