import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFiles, pageWeight } from './page-weight';

// A build as Vite lays it out: the entry, a chunk it shares with a lazy page, the page and its CSS.
const manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_shared-b.js'],
    css: ['assets/index-a.css'],
    dynamicImports: ['src/page.tsx', 'src/other.tsx'],
  },
  '_shared-b.js': { file: 'assets/shared-b.js' },
  'src/page.tsx': { file: 'assets/page-c.js', imports: ['_shared-b.js', '_form-d.js'], css: ['assets/page-c.css'] },
  '_form-d.js': { file: 'assets/form-d.js' },
  'src/other.tsx': { file: 'assets/other-e.js' },
};

let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...('css' in chunk ? chunk.css : [])])
      fs.writeFileSync(path.join(dist, file), `/* ${file} */ `.repeat(50));
  }
  // The build's own copy wins over a fresh compression: it is what the server sends.
  fs.writeFileSync(path.join(dist, 'assets/index-a.js.gz'), Buffer.alloc(7));
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('page weight', () => {
  it('follows the entry and the route modules through their static imports, not their lazy ones', () => {
    expect(pageFiles(dist, '/page', ['src/page.tsx'])).toEqual([
      'assets/index-a.css',
      'assets/index-a.js',
      'assets/shared-b.js',
      'assets/page-c.css',
      'assets/page-c.js',
      'assets/form-d.js',
    ]);
  });

  it('counts raw, gzip and brotli bytes per file and in total', () => {
    const page = pageWeight(dist, '/page', ['src/page.tsx']);
    const entry = page.files.find((file) => file.file === 'assets/index-a.js')!;
    expect(entry.gzip).toBe(7);
    const form = page.files.find((file) => file.file === 'assets/form-d.js')!;
    const bytes = fs.readFileSync(path.join(dist, 'assets/form-d.js'));
    expect(form.raw).toBe(bytes.length);
    expect(form.gzip).toBe(gzipSync(bytes, { level: 9 }).length);
    expect(form.brotli).toBeGreaterThan(0);
    expect(page.total.raw).toBe(page.files.reduce((sum, file) => sum + file.raw, 0));
    expect(page.total.brotli).toBe(page.files.reduce((sum, file) => sum + file.brotli, 0));
  });

  it('fails loudly for a module the build does not have as a chunk', () => {
    expect(() => pageFiles(dist, '/gone', ['src/renamed.tsx'])).toThrow(/src\/renamed.tsx is not a chunk/);
  });
});
