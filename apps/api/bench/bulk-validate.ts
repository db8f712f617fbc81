/**
 * Bulk-invite validation of a 10,000-row file, csv and xlsx (issue 4: under 3 s and 200 MB):
 *   npx tsx apps/api/bench/bulk-validate.ts
 * Runs the route's parse (streamed, zip checks included) and row rules in a process without a
 * database, so the RSS is the validation's own: an embedded PGlite alone holds several hundred
 * MB, and on a PostgreSQL server the database is not in this process anyway. The one query the
 * route adds (mobiles on record at the facility) is a single indexed read of the roster.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BULK_INVITE_COLUMNS, BULK_INVITE_MAX_ROWS } from '@careroster/shared/constants';
import ExcelJS from 'exceljs';
import { sheetRows } from '../src/platform/files/sheet-rows';
import { bulkValidator } from '../src/modules/employees/bulk-validate';

const ROWS = 10_000;
const row = (i: number) => [
  'Ada',
  `Tester${i}`,
  '+1',
  `312${String(5_550_000 + i).padStart(7, '0')}`,
  '5200.50',
  'yes',
  'Nursing',
  'RN',
  '2026-01-15',
  'HOURLY',
  'W2',
  'Nursing',
  'Float Pool',
  `E${i}`,
  'ORG1',
  'ORG15',
];

const dir = path.join(os.tmpdir(), 'careroster-bench');

/**
 * The files are written by a child process: building a workbook in memory costs more than
 * reading one, and that must not count in the measurement.
 */
async function makeFiles() {
  await fs.mkdir(dir, { recursive: true });
  const lines = [BULK_INVITE_COLUMNS.join(','), ...Array.from({ length: ROWS }, (_, i) => row(i).join(','))];
  await fs.writeFile(path.join(dir, 'bench.csv'), lines.join('\r\n'));
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path.join(dir, 'bench.xlsx') });
  const sheet = wb.addWorksheet('Sheet1');
  sheet.addRow([...BULK_INVITE_COLUMNS]).commit();
  for (let i = 0; i < ROWS; i += 1) sheet.addRow(row(i)).commit();
  sheet.commit();
  await wb.commit();
}

if (process.argv[2] === '--make') {
  await makeFiles();
  process.exit(0);
}
execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--make'], { stdio: 'inherit' });

async function validate(filename: string, data: Buffer) {
  const validator = bulkValidator();
  for await (const r of sheetRows(filename, data, BULK_INVITE_MAX_ROWS)) validator.accept(r);
  const result = validator.finish();
  validator.markOnRecord(new Set());
  return result;
}

const csv = await fs.readFile(path.join(dir, 'bench.csv'));
const xlsx = await fs.readFile(path.join(dir, 'bench.xlsx'));
const baseline = process.memoryUsage().rss;

for (const [name, data] of [
  ['csv', csv],
  ['xlsx', xlsx],
] as const) {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const start = performance.now();
  const { problems, rows } = await validate(`bench.${name}`, data);
  const ms = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const ok = Object.keys(problems).length === 0 && rows.length === ROWS;
  console.log(
    `${name}: ${ROWS} rows, ${(data.length / 1024).toFixed(0)} KiB, ${ms.toFixed(0)} ms, peak RSS ${(peak / 1048576).toFixed(0)} MiB ` +
      `(process at start ${(baseline / 1048576).toFixed(0)} MiB), ${ok ? 'valid' : 'PROBLEMS'}` +
      `  (targets: < 3000 ms, < 200 MiB)`,
  );
}
