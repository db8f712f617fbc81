/**
 * What a first visit to one page downloads: the JS and CSS of index.html's entry and of the
 * route's lazy modules, with their static imports (Vite preloads those, so the browser fetches
 * them all before the page can paint). Read from Vite's build manifest, not from a browser, so
 * the numbers are bytes only and the same on any machine.
 *
 *   npm exec -- tsx apps/web/scripts/page-weight.ts [--dist <dir>] [--json] [route ...]
 *
 * The bench imports `pageWeight`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Weight {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FileWeight extends Weight {
  /** Relative to the dist dir, e.g. `assets/index-abc123.js`. */
  file: string;
}

export interface PageWeight {
  route: string;
  files: FileWeight[];
  total: Weight;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The modules the router loads lazily for a path, outermost layout first. Kept here rather than
 * read from the router because the router is browser code; a renamed module fails loudly below.
 */
export const routeModules: Record<string, readonly string[]> = {
  '/auth/login': ['src/public-shell/public-app.tsx', 'src/features/auth/pages/sign-in-page.tsx'],
  '/auth/reset-password': ['src/public-shell/public-app.tsx', 'src/features/auth/pages/reset-password-page.tsx'],
  '/set-password/:uid/:token': ['src/public-shell/public-app.tsx', 'src/features/auth/pages/set-password-page.tsx'],
  '/walk-in-invite/:token': ['src/app/signed-in-app.tsx', 'src/features/employees/pages/walk-in-invite-page.tsx'],
  '/dashboard': ['src/app/signed-in-app.tsx', 'src/app/shell/app-shell-layout.tsx', 'src/features/shifts/pages/dashboard-page.tsx'],
};

/** apps/web/dist, where `npm run build -w @careroster/web` writes. */
export const defaultDistDir = (): string => fileURLToPath(new URL('../dist', import.meta.url));

function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the client first (npm run build -w @careroster/web)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The served size when the build wrote a compressed copy, otherwise what the build would write. */
function compressedSize(distDir: string, file: string, bytes: Buffer, suffix: '.gz' | '.br'): number {
  const copy = path.join(distDir, file + suffix);
  if (fs.existsSync(copy)) return fs.statSync(copy).size;
  return suffix === '.gz'
    ? gzipSync(bytes, { level: 9 }).length
    : brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
}

export function fileWeight(distDir: string, file: string): FileWeight {
  const bytes = fs.readFileSync(path.join(distDir, file));
  return {
    file,
    raw: bytes.length,
    gzip: compressedSize(distDir, file, bytes, '.gz'),
    brotli: compressedSize(distDir, file, bytes, '.br'),
  };
}

/**
 * The JS and CSS files a first load of `route` fetches. `modules` overrides the route table, for
 * a route it does not know yet.
 */
export function pageFiles(distDir: string, route: string, modules = routeModules[route]): string[] {
  if (!modules) throw new Error(`No modules known for ${route}; add it to routeModules or pass them`);
  const manifest = readManifest(distDir);
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build: is it still loaded lazily?`);
    // CSS first: Vite inserts a chunk's stylesheets before it runs the chunk.
    for (const css of chunk.css ?? []) files.add(css);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const module of modules) visit(module);
  return [...files];
}

export function pageWeight(distDir: string, route: string, modules?: readonly string[]): PageWeight {
  const files = pageFiles(distDir, route, modules).map((file) => fileWeight(distDir, file));
  const total = files.reduce<Weight>(
    (sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip, brotli: sum.brotli + file.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
  return { route, files, total };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

function formatPage(page: PageWeight): string {
  const rows = page.files.map((file) => `${kb(file.raw)}${kb(file.gzip)}${kb(file.brotli)}  ${file.file}`);
  return [
    `${page.route}`,
    `${'raw'.padStart(10)}${'gzip'.padStart(10)}${'brotli'.padStart(10)}`,
    ...rows,
    `${kb(page.total.raw)}${kb(page.total.gzip)}${kb(page.total.brotli)}  total (${page.files.length} files)`,
  ].join('\n');
}

function main(args: string[]): void {
  let distDir = defaultDistDir();
  let json = false;
  const routes: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--dist') distDir = path.resolve(args[++i] ?? '');
    else if (arg === '--json') json = true;
    else routes.push(arg);
  }
  const pages = (routes.length > 0 ? routes : Object.keys(routeModules)).map((route) => pageWeight(distDir, route));
  console.log(json ? JSON.stringify(pages, null, 2) : pages.map(formatPage).join('\n\n'));
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) main(process.argv.slice(2));
