import fs from 'node:fs';
import path from 'node:path';
import { renderMarkdown, type RosterResults } from './results';

/**
 * npm run bench:roster:readme: replaces the README's text between the roster markers with the
 * rendering of bench/results/roster.json, so the figures in the README are a run's, never typed.
 */
const START = '<!-- bench:roster:start -->';
const END = '<!-- bench:roster:end -->';

const readme = path.resolve(import.meta.dirname, '../../../../README.md');
const results = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'results', 'roster.json'), 'utf8')) as RosterResults;
const text = fs.readFileSync(readme, 'utf8');
const start = text.indexOf(START);
const end = text.indexOf(END);
if (start < 0 || end < start) throw new Error(`README.md has no ${START} ... ${END} section`);
fs.writeFileSync(readme, `${text.slice(0, start + START.length)}\n${renderMarkdown(results)}${text.slice(end)}`);
console.log(`README.md roster section regenerated from the run of ${results.date}`);
