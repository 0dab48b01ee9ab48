import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** One page that gets its own HTML: the first screen drawn before any JavaScript runs. */
export interface ShellPage {
  /** The route, as the server matches it (`/order-history` is written to `shells/order-history.html`). */
  path: string;
  /** The page module (relative to the web app's root): its chunk, imports and CSS are preloaded. */
  module: string;
  /** The page's h1 and lead text, as the page component renders them. */
  title: string;
  description: string;
  /** Height of the loading card under the heading: the page's reserved size (layout-shift work). */
  bodyHeight: number;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The shell's markup: the header bar, the page's heading and a loading card, with the class names of
 * the React components (so the entry CSS lays them out the same way). No inline style anywhere: the
 * Content-Security-Policy allows styles from our origin only. React's first commit replaces it.
 */
export function shellMarkup(page: Pick<ShellPage, 'title' | 'description' | 'bodyHeight'>): string {
  return [
    '<div class="app-shell app-shell--static">',
    // A bare bar: the links depend on the session, so no banner landmark until React knows it.
    '<div class="site-header" aria-hidden="true"><div class="site-header__inner"></div></div>',
    '<main id="main-content" class="app-main"><div class="page">',
    `<div class="page-header"><div><h1 class="page-header__title">${escapeHtml(page.title)}</h1>`,
    `<p class="page-header__description">${escapeHtml(page.description)}</p></div></div>`,
    `<div class="card loading-state shell-card shell-card--${page.bodyHeight}" role="status">`,
    '<span class="loading-state__spinner" aria-hidden="true"></span>',
    '<span class="loading-state__label">불러오는 중입니다</span></div>',
    '</div></main></div>',
  ].join('');
}

/** Every file the page's chunk needs at once (its static imports, transitively, and its importer), and their CSS. */
function preloadsOf(manifest: Record<string, ManifestChunk>, key: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  // A page the entry does not import itself comes through the chunk that does (src/app/page-loaders.ts):
  // that one is needed first.
  for (const [name, chunk] of Object.entries(manifest)) {
    if (chunk.dynamicImports?.includes(key)) visit(name);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Writes `shells/<path>.html` for each page: the built index.html with the page's first screen in
 * `#root` and its chunk preloaded, so the page paints with the HTML and its code does not wait for
 * the entry to ask for it. The server answers a page's path with its shell
 * (apps/server/src/http/spa.ts); index.html stays the fallback for every other path.
 */
export function prerenderShells(pages: readonly ShellPage[]): Plugin {
  let outDir = '';
  return {
    name: 'smm-prerender-shells',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const index = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
      for (const page of pages) {
        if (!manifest[page.module]) throw new Error(`no chunk for ${page.module} in the build manifest`);
        const { scripts, styles } = preloadsOf(manifest, page.module);
        const links = [
          // Fetched early but not render-blocking: the shell is styled by the entry CSS alone.
          ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
          ...scripts.map(
            (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
          ),
        ].join('');
        // With the first screen in the HTML the scripts no longer hold the first paint, so they
        // are fetched at low priority: Lighthouse's simulation counts a high-priority script as
        // render-blocking and would wait for the 85 KB entry before painting.
        const html = index
          .replace(
            /<script type="module" crossorigin src=/g,
            '<script type="module" crossorigin fetchpriority="low" src=',
          )
          .replace('</head>', `${links}</head>`)
          .replace('<div id="root"></div>', `<div id="root">${shellMarkup(page)}</div>`)
          // 'page | site', as usePageTitle writes it once the settings arrive.
          .replace(
            /<title>([^<]*)<\/title>/,
            (_, site: string) => `<title>${escapeHtml(page.title)} | ${site}</title>`,
          );
        const file = path.join(outDir, 'shells', `${page.path.replace(/^\//, '')}.html`);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, html);
      }
    },
  };
}
