import fs from 'node:fs';
import path from 'node:path';
import { renderMarkdown, type Results } from './report';
import { ROSTER_RESULTS_FILE, rosterMarkdown, type RosterResults } from './roster';

/**
 * npm run bench:readme: replaces the README's text between the bench markers with the rendering
 * of bench/results/latest.json (and renders latest.md again) and of the roster part's
 * roster-grid.json, so the figures in the README are always a run's, never typed.
 */
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

const readme = path.resolve(import.meta.dirname, '../../../README.md');
const resultsDir = path.join(import.meta.dirname, 'results');
const results = JSON.parse(fs.readFileSync(path.join(resultsDir, 'latest.json'), 'utf8')) as Results;
const main = renderMarkdown(results);
fs.writeFileSync(path.join(resultsDir, 'latest.md'), main);
// The roster part (issue 28) has its own file and date (`npm run bench -- --only=roster`).
const rosterFile = path.join(resultsDir, ROSTER_RESULTS_FILE);
const roster = fs.existsSync(rosterFile) ? (JSON.parse(fs.readFileSync(rosterFile, 'utf8')) as RosterResults) : null;
const markdown = roster ? `${main.trimEnd()}\n\n${rosterMarkdown(roster)}\n` : main;
const text = fs.readFileSync(readme, 'utf8');
const start = text.indexOf(START);
const end = text.indexOf(END);
if (start < 0 || end < start) throw new Error(`README.md has no ${START} ... ${END} section`);
fs.writeFileSync(readme, `${text.slice(0, start + START.length)}\n${markdown}${text.slice(end)}`);
console.log(`README.md benchmark section regenerated from the run of ${results.machine.date}`);
