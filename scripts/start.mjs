// `npm start`: builds the client and the server when either is missing or older than its sources,
// then runs the server's JavaScript bundle (which migrates, seeds the demo on first start of the
// embedded database, and listens).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const shared = path.join(root, 'packages/shared/src');
const targets = [
  { name: 'web client', workspace: '@careroster/web', output: 'apps/web/dist/index.html', sources: [path.join(root, 'apps/web'), shared] },
  { name: 'server', workspace: '@careroster/api', output: 'apps/api/dist/server.js', sources: [path.join(root, 'apps/api'), shared] },
];
for (const target of targets) {
  const output = path.join(root, target.output);
  const stale = !fs.existsSync(output) || Math.max(...target.sources.map(newestMtime)) > fs.statSync(output).mtimeMs;
  if (!stale) continue;
  console.log(`Building the ${target.name}...`);
  const build = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// V8 sizes its young generation from the machine's memory (64 MB semi-spaces on a large host),
// which keeps ~150 MB of heap the server never needs; 16 MB was its default for years (decision 013).
const server = spawn(process.execPath, ['--enable-source-maps', '--max-semi-space-size=16', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
