import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Images and fonts of these kinds are compressed already; text formats shrink to a quarter.
const compressible = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the build, at the highest
 * levels: the work happens once per build, and the server (@fastify/static `preCompressed`)
 * then answers without compressing per request (decision 011).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'careroster:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      // Dot folders (Vite's .vite/manifest.json) are build records, never served.
      const files = (await fs.readdir(outDir, { recursive: true })).filter((file) => compressible.test(file) && !file.startsWith('.'));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const bytes = await fs.readFile(full);
          const [br, gzipped] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gzipped)]);
        }),
      );
    },
  };
}
