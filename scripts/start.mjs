// `npm start`: builds the web app and the server when their sources are newer than their builds
// (always on a first start), then runs the compiled server in this very process: one Node process,
// so SIGINT/SIGTERM reach the server's own graceful shutdown directly and nothing compiles
// TypeScript at run time. The server serves the SPA and the APIs on one port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, serverEntry, serverSources } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtime(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(file, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(file, entry.name)));
  }
  return newest;
}

const isStale = (built, sources) =>
  !existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs;

const started = Date.now();
const contractSources = path.join(root, 'packages/contract/src');
if (isStale(builtIndex, [path.join(webDir, 'src'), contractSources])) {
  console.log('Building the web app (first start or changed sources)...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@smm/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (isStale(serverEntry, serverSources)) {
  console.log('Building the server (first start or changed sources)...');
  await buildServer();
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

// The bundle starts the server when it is loaded (its main()).
await import(pathToFileURL(serverEntry).href);
