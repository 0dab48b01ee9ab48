import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { visualizer } from 'rollup-plugin-visualizer';
import { precompress } from './build/precompress-plugin.ts';
import { firstLoadGroups } from './build/chunk-groups.ts';
import { prerenderShells } from './build/shell-plugin.ts';
import { SHELL_PAGES } from './build/shell-pages.ts';

// `ANALYZE=1 npm run build` writes the bundle treemap (docs/bundle-report.html); off by default so a
// normal build stays fast.
const analyze = process.env.ANALYZE === '1';

const require = createRequire(import.meta.url);
const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    // Before precompress: the shells get their .br and .gz twins like every other page.
    prerenderShells(SHELL_PAGES),
    precompress(),
    analyze &&
      (visualizer({
        filename: fileURLToPath(new URL('../../docs/bundle-report.html', import.meta.url)),
        template: 'treemap',
        gzipSize: true,
        brotliSize: true,
        title: 'smm web bundle',
      }) as PluginOption),
  ],
  resolve: {
    // React Router's package points every import at its development build, which keeps the dev
    // warnings and the "hey developer" error screens; its production build (the same code with
    // ENABLE_DEV_WARNINGS off) is 0.4 KB smaller. Dev server and tests keep the warnings.
    alias:
      command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: path.join(
                path.dirname(require.resolve('react-router/package.json')),
                'dist/production/index.mjs',
              ),
            },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written (for an error tracker, or to load by hand in devtools) but not linked from
    // each file: the comment cost every visitor about 40 bytes per file, 0.7 KB on /order's first
    // load (docs/decisions/web-speed.md).
    sourcemap: 'hidden',
    // Every browser we serve supports modulepreload and ES2022: no polyfill, no down-levelling.
    target: 'es2022',
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json maps each route module to its chunk and static imports; the bundle
    // budget test walks it to add up a page's first load.
    manifest: true,
    rolldownOptions: {
      output: {
        // The entry keeps what it imports, and the modules /order shares with other pages travel in
        // one chunk instead of a dozen tiny ones (build/chunk-groups.ts, docs/decisions/web-speed.md).
        codeSplitting: {
          groups: firstLoadGroups({
            entry: src('app/main.tsx'),
            page: src('features/order/components/order-page.tsx'),
            name: 'order',
          }),
        },
      },
    },
  },
}));
