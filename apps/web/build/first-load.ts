import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** One chunk of vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SentFile {
  file: string;
  /** Bytes on the wire with brotli, the encoding every current browser accepts over HTTPS and here. */
  brotli: number;
  raw: number;
}

export interface FirstLoad {
  files: SentFile[];
  brotli: number;
  raw: number;
}

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** The brotli size the server sends: the build's `.br` twin when present, else compressed here. */
function sentFile(distDir: string, file: string): SentFile {
  const full = path.join(distDir, file);
  const body = readFileSync(full);
  const br = `${full}.br`;
  const brotli = existsSync(br)
    ? readFileSync(br).length
    : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { file, brotli, raw: body.length };
}

/**
 * The JS and CSS a browser must fetch before `routeSrc` (a lazily loaded page module, e.g.
 * `src/features/order/components/order-page.tsx`) can render: the entry, the page chunk and every
 * chunk they import statically, with their CSS. Dynamic imports are left out: they load later.
 */
export function firstLoad(distDir: string, routeSrc?: string): FirstLoad {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry chunk');
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const child of chunk.imports ?? []) visit(child);
  };
  visit(entryKey);
  if (routeSrc) visit(routeSrc);
  const sent = [...files].sort().map((file) => sentFile(distDir, file));
  return {
    files: sent,
    brotli: sent.reduce((sum, f) => sum + f.brotli, 0),
    raw: sent.reduce((sum, f) => sum + f.raw, 0),
  };
}

/** The entry chunk alone (plus its CSS): what every page pays. */
export function entryChunk(distDir: string): SentFile {
  const manifest = readManifest(distDir);
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build manifest has no entry chunk');
  return sentFile(distDir, entry.file);
}
