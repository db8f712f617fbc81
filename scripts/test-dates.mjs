// `npm run test:dates`: the test suite at awkward instants (issue 23). Every test process reads
// the run's fixed clock (packages/shared/src/testing/fixed-clock.ts), TEST_NOW; this runs the unit
// and API suites once per instant below, and the browser suite too with `--e2e`. `--only=NAME,...`
// picks instants by name. The suite must be green at each: no test may depend on the day it runs.
import { spawnSync } from 'node:child_process';

/** Sunrise is in New York, Maple in Chicago: each instant is awkward in one zone or both. */
const instants = [
  // The last minute of the week in New York (Sunday 23:59), Sunday evening in Chicago.
  { name: 'sunday-2359', now: '2026-11-23T04:59:00Z' },
  // 01:59 of the repeated hour in New York (clocks went back at 06:00 UTC); Chicago is still in daylight time.
  { name: 'dst-fall-back', now: '2026-11-01T06:59:00Z' },
  // 03:30 just after the skipped hour in New York; Chicago skips its hour half an hour later.
  { name: 'dst-spring-forward', now: '2026-03-08T07:30:00Z' },
  // A quarter's and a year's last day in Chicago (23:30 on 31 December), already 2027 in New York.
  { name: 'quarter-end', now: '2027-01-01T05:30:00Z' },
];

const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const withE2e = args.includes('--e2e');
const chosen = only ? instants.filter((i) => only.includes(i.name)) : instants;
if (chosen.length === 0) {
  console.error(`no instant named ${only?.join(', ')}; known: ${instants.map((i) => i.name).join(', ')}`);
  process.exit(2);
}

const results = [];
for (const instant of chosen) {
  // A fresh offset per run: CAREROSTER_CLOCK_OFFSET_MS from an outer run would pin the old instant.
  const env = { ...process.env, TEST_NOW: instant.now };
  delete env.CAREROSTER_CLOCK_OFFSET_MS;
  const steps = [['run', 'test:unit'], ...(withE2e ? [['test', '-w', '@careroster/e2e']] : [])];
  let ok = true;
  for (const step of steps) {
    console.log(`\n=== ${instant.name} (TEST_NOW=${instant.now}): npm ${step.join(' ')}`);
    const run = spawnSync('npm', step, { stdio: 'inherit', env });
    ok = ok && run.status === 0;
  }
  results.push({ ...instant, ok });
}

console.log('\nThe suite at awkward instants:');
for (const r of results) console.log(`  ${r.ok ? 'green' : 'FAILED'}  ${r.name}  ${r.now}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
