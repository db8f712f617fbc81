import fs from 'node:fs';
import path from 'node:path';

/**
 * The INRC-2010 reference folder: `../shared/reference/inrc2010` beside the repository (the steering
 * repo's shared/ is laid there), or INRC2010_DIR. The instances are not ours to repackage, so they
 * are read from there, never copied into the repository.
 */
export const inrc2010Dir = (): string =>
  process.env['INRC2010_DIR'] ?? path.resolve(import.meta.dirname, '../../../../..', 'shared', 'reference', 'inrc2010');

export const instanceFile = (name: string): string => path.join(inrc2010Dir(), 'instances', 'xml', `${name}.xml`);

/** The early instances present, in the README's order: sprints, mediums, longs. */
export const earlyInstances = (): string[] => {
  const names = fs
    .readdirSync(path.join(inrc2010Dir(), 'instances', 'xml'))
    .map((f) => f.replace(/\.xml$/, ''))
    .filter((n) => /^(sprint|medium|long)\d\d$/.test(n));
  const rank = (n: string) => ['sprint', 'medium', 'long'].findIndex((s) => n.startsWith(s));
  return names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
};

/** Best-known soft costs, read from the reference README's table so that no figure is typed here. */
export const bestKnown = (): Map<string, number> => {
  const text = fs.readFileSync(path.join(inrc2010Dir(), 'README.md'), 'utf8');
  const start = text.indexOf('## Best known objective values');
  const section = text.slice(start, text.indexOf('\n## ', start + 1));
  return new Map([...section.matchAll(/\b((?:sprint|medium|long)\d\d)\s*\|\s*(\d+)\s*\|/g)].map((m) => [m[1]!, Number(m[2])]));
};

export const setOf = (name: string): keyof typeof BUDGET_SECONDS =>
  name.startsWith('sprint') ? 'sprint' : name.startsWith('medium') ? 'medium' : name.startsWith('facility') ? 'facility' : 'long';

/** Issue 29's budgets on 2 cores; a facility's 4 weeks for 60 staff "in under a minute". */
export const BUDGET_SECONDS = { sprint: 10, medium: 60, long: 300, facility: 60 } as const;
/** Issue 29's targets: gap to the best known, in percent (a facility has none: its target is a feasible roster in the budget). */
export const TARGET_GAP = { sprint: 0, medium: 5, long: 10, facility: null } as const;

/** The facility-shaped instance (facility.ts), after the competition's. */
export const FACILITY_INSTANCE = 'facility60';
