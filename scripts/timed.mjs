// `node scripts/timed.mjs <phase> <command> [args...]`: runs one phase of the suite and prints its
// wall time (`phase unit 331 s`) whether it passed or failed, so a CI log shows where the minutes
// went (issue 26). Builtins only: .ci/run times `npm ci` with it before node_modules exist.
import { spawnSync } from 'node:child_process';

const [phase, command, ...args] = process.argv.slice(2);
if (!phase || !command) {
  console.error('usage: node scripts/timed.mjs <phase> <command> [args...]');
  process.exit(2);
}
const started = process.hrtime.bigint();
const run = spawnSync(command, args, { stdio: 'inherit' });
const seconds = Math.round(Number(process.hrtime.bigint() - started) / 1e9);
console.log(`phase ${phase} ${seconds} s${run.status === 0 ? '' : ' (failed)'}`);
if (run.error) console.error(run.error.message);
process.exit(run.status ?? 1);
