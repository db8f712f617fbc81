/**
 * Builds the bench's bare React sign-in page (bare-sign-in/) with the client's own Vite config:
 * the same plugins (React, the .br/.gz copies) and build options, another root and output.
 *
 *   npm exec -- tsx apps/web/scripts/reference.ts <out dir>
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

export async function buildReference(outDir: string): Promise<void> {
  await build({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    root: fileURLToPath(new URL('./bare-sign-in', import.meta.url)),
    logLevel: 'warn',
    build: { outDir: path.resolve(outDir), emptyOutDir: true },
  });
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) await buildReference(process.argv[2] ?? 'dist-reference');
