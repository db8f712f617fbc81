#!/usr/bin/env node
// The import graph between areas, in numbers: what issue 24 measured by hand and ESLint now guards.
// For the API (apps/api/src/modules/<area>) and the web (apps/web/src/features/<area>) it prints
// the imports that reach into another area past its index.ts, the cycles between areas, and
// imports from the layers that must not know the areas (platform, packages/shared); then the raw
// outbox inserts and the wall-clock reads in business code. Plain Node, no dependencies.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

function listFiles(dir, keep) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listFiles(full, keep);
    return keep(full) ? [full] : [];
  });
}

const isSource = (file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts');
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('test');

// Static imports, re-exports, side-effect imports and lazy `import('...')`, relative ones only:
// an area is reached by path, packages by name.
const specifierPattern = /(?:\bfrom\s+|\bimport\s+|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]*)['"]/g;

function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile()) ?? null;
}

function areaOf(file, areasDir) {
  const inside = path.relative(areasDir, file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return null;
  const [area, ...rest] = inside.split(path.sep);
  return rest.length === 0 ? null : area;
}

const isAreaDoor = (file, areasDir) => /^[^/\\]+[/\\]index\.tsx?$/.test(path.relative(areasDir, file));

function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(specifierPattern)].map((m) => m[1]).map((spec) => ({ spec, target: resolveImport(file, spec) }));
}

/** Every elementary cycle of a small directed graph, each listed once from its smallest node. */
function cyclesOf(graph) {
  const nodes = [...graph.keys()].sort();
  const cycles = [];
  for (const start of nodes) {
    const stack = [start];
    const onPath = new Set([start]);
    const walk = (node) => {
      for (const next of [...(graph.get(node) ?? [])].sort()) {
        if (next === start) cycles.push([...stack, start]);
        else if (next > start && !onPath.has(next)) {
          stack.push(next);
          onPath.add(next);
          walk(next);
          onPath.delete(next);
          stack.pop();
        }
      }
    };
    walk(start);
  }
  return cycles.sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
}

function areaGraphReport(title, srcDir, areasDirName, outsiders) {
  const areasDir = path.join(srcDir, areasDirName);
  const files = listFiles(srcDir, (f) => isSource(f) && !isTest(f));
  const deep = [];
  const graph = new Map();
  const leaks = new Map(outsiders.map((o) => [o.label, []]));
  for (const file of files) {
    const from = areaOf(file, areasDir);
    const outsider = outsiders.find((o) => o.owns(file));
    for (const { spec, target } of importsOf(file)) {
      if (!target) continue;
      const to = areaOf(target, areasDir);
      if (outsider && to) leaks.get(outsider.label).push(`${rel(file)} -> ${spec}`);
      if (!from || !to || from === to) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
      if (!isAreaDoor(target, areasDir)) deep.push(`${rel(file)} -> ${spec}`);
    }
  }
  const cycles = cyclesOf(graph);
  const lines = [`## ${title} (${rel(areasDir)}/<area>, ${files.length} files, tests excluded)`];
  lines.push(`cross-area imports past index.ts: ${deep.length}`);
  lines.push(`area edges: ${[...graph.values()].reduce((n, s) => n + s.size, 0)}`);
  lines.push(`area cycles: ${cycles.length}`);
  for (const cycle of cycles.slice(0, 40)) lines.push(`  ${cycle.join(' -> ')}`);
  if (cycles.length > 40) lines.push(`  ... ${cycles.length - 40} more`);
  for (const [label, found] of leaks) {
    lines.push(`${label}: ${found.length}`);
    for (const leak of found) lines.push(`  ${leak}`);
  }
  if (process.argv.includes('--verbose')) for (const d of deep) lines.push(`  deep: ${d}`);
  return lines;
}

function countIn(files, patterns) {
  return patterns.map(({ label, pattern }) => {
    const hits = files.map((f) => ({ f, n: (fs.readFileSync(f, 'utf8').match(pattern) ?? []).length })).filter((h) => h.n > 0);
    return { label, total: hits.reduce((n, h) => n + h.n, 0), files: hits };
  });
}

const apiSrc = path.join(root, 'apps/api/src');
const sharedSrc = path.join(root, 'packages/shared/src');
const within = (dir) => (file) => !path.relative(dir, file).startsWith('..');

const out = [
  ...areaGraphReport('API', apiSrc, 'modules', [{ label: 'platform imports of an area', owns: within(path.join(apiSrc, 'platform')) }]),
  '',
  ...areaGraphReport('Web', path.join(root, 'apps/web/src'), 'features', [
    {
      label: 'components/api/store imports of a feature',
      owns: (f) => ['components', 'api', 'store'].some((d) => within(path.join(root, 'apps/web/src', d))(f)),
    },
  ]),
  '',
];

const sharedFiles = listFiles(sharedSrc, (f) => isSource(f) && !isTest(f));
const sharedToApps = sharedFiles.flatMap((f) =>
  importsOf(f)
    .filter((i) => i.target && rel(i.target).startsWith('apps/'))
    .map((i) => `${rel(f)} -> ${i.spec}`),
);
out.push(`## Layers`, `packages/shared imports of apps: ${sharedToApps.length}`, ...sharedToApps.map((s) => `  ${s}`), '');

const [outbox] = countIn(listFiles(apiSrc, isSource), [{ label: 'insert(outbox', pattern: /insert\(outbox\b/g }]);
out.push(`## Effects`, `raw insert(outbox in apps/api/src: ${outbox.total} in ${outbox.files.length} files`);
for (const h of outbox.files) out.push(`  ${rel(h.f)}: ${h.n}`);
out.push('');

const businessFiles = [...listFiles(path.join(apiSrc, 'modules'), isSource), ...listFiles(sharedSrc, isSource)].filter((f) => !isTest(f));
const clock = countIn(businessFiles, [
  { label: 'new Date(', pattern: /\bnew Date\(/g },
  { label: 'new Date() (now)', pattern: /\bnew Date\(\)/g },
  { label: 'Date.now(', pattern: /\bDate\.now\(/g },
]);
out.push(`## Clock in business code (apps/api/src/modules, packages/shared/src; tests excluded)`);
for (const c of clock) out.push(`${c.label}: ${c.total} in ${c.files.length} files`);

console.log(out.join('\n'));
