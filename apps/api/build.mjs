// `npm run build -w @careroster/api`: the server and its command-line tools as JavaScript bundles
// in dist/, so production starts without compiling TypeScript (decision 013). Packages stay
// external and load from node_modules; only this package and @careroster/shared are bundled.
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;

/** Bare imports other than the workspace's own are npm packages: leave them to Node. */
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@careroster/') ? undefined : { external: true }));
  },
};

await build({
  entryPoints: {
    server: path.join(root, 'src/server.ts'),
    'jobs-report': path.join(root, 'src/jobs-report.ts'),
    // The Fill week solver thread, loaded beside the chunk that starts it (fill-week-solver.ts).
    'fill-week-worker': path.join(root, 'src/modules/staffing/fill-week-worker.ts'),
    // The roster engine's thread (rostering/engine-thread.ts), the same way.
    'roster-engine-worker': path.join(root, 'src/modules/rostering/roster-engine-worker.ts'),
  },
  outdir: path.join(root, 'dist'),
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  plugins: [packagesExternal],
  logLevel: 'warning',
});
