import fs from 'node:fs';
import path from 'node:path';
import { renderMarkdown, type StaffingResults } from './results';

/**
 * npm run bench:staffing:readme: replaces the README's text between the staffing markers with the
 * rendering of bench/results/staffing.json, so the figures in the README are a run's, never typed.
 */
const START = '<!-- bench:staffing:start -->';
const END = '<!-- bench:staffing:end -->';

const readme = path.resolve(import.meta.dirname, '../../../../README.md');
const results = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'results', 'staffing.json'), 'utf8')) as StaffingResults;
const text = fs.readFileSync(readme, 'utf8');
const start = text.indexOf(START);
const end = text.indexOf(END);
if (start < 0 || end < start) throw new Error(`README.md has no ${START} ... ${END} section`);
fs.writeFileSync(readme, `${text.slice(0, start + START.length)}\n${renderMarkdown(results)}${text.slice(end)}`);
console.log(`README.md staffing section regenerated from the run of ${results.date}`);
