// Builds the server into apps/server/dist: one ES module bundle of src/server.ts plus the migrations
// it applies at start-up. npm packages stay external (loaded from node_modules as usual); the
// workspace package @smm/contract exports TypeScript sources, so it is bundled in.
// `npm start` calls buildServer() when the sources are newer than the build; `npm run build` too.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverDir = path.join(root, 'apps/server');
export const serverDist = path.join(serverDir, 'dist');
export const serverEntry = path.join(serverDist, 'server.js');
/** What the bundle is made of: a change under any of these makes the build stale. */
export const serverSources = [
  path.join(serverDir, 'src'),
  path.join(serverDir, 'package.json'),
  path.join(root, 'packages/contract/src'),
  fileURLToPath(import.meta.url),
];

export async function buildServer() {
  // Loaded only when building, so a start with a fresh build never pays for esbuild.
  const { build } = await import('esbuild');
  const pkg = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@smm/'));
  rmSync(serverDist, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(serverDir, 'src/server.ts')],
    outfile: serverEntry,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    sourcemap: true,
    logLevel: 'warning',
  });
  // migrate.ts reads the SQL files next to itself; in the bundle "itself" is dist/server.js.
  cpSync(path.join(serverDir, 'src/db/migrations'), path.join(serverDist, 'migrations'), { recursive: true });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
