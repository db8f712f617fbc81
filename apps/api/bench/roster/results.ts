import { TARGET_GAP, type BUDGET_SECONDS } from './reference';

export type InstanceResult = {
  instance: string;
  set: keyof typeof BUDGET_SECONDS;
  seconds: number;
  /** Run with --quick: a tenth of the issue's budget. */
  quick: boolean;
  seed: number;
  hard: number;
  soft: number;
  bestKnown: number | null;
  /** (soft − best known) / best known, in percent. */
  gapPercent: number | null;
  firstFeasibleSeconds: number | null;
  bestSeconds: number;
  moves: number;
};

/** `date` is the latest run's; with --merge, instances not in that run keep their earlier results (and `date`). */
export type RosterResults = { date: string; machine: string; instances: (InstanceResult & { date: string })[] };

const fmt = (n: number | null, digits = 1): string => (n === null ? '–' : n.toFixed(digits));

const verdict = (r: InstanceResult): string => {
  if (r.hard > 0) return 'infeasible';
  const target = TARGET_GAP[r.set];
  if (target === null) return 'met (feasible)';
  if (r.gapPercent === null) return '–';
  return r.gapPercent <= target ? `met (≤ ${target} %)` : `not met (≤ ${target} %)`;
};

export const renderMarkdown = (results: RosterResults): string => {
  const lines = [
    `Last run ${results.date} on ${results.machine}; one seed per instance, one core each; "quick" marks a tenth of the issue's budget (\`--quick\`). facility60 is a unit of 60 staff over 4 weeks mapped as the product maps a unit (bench/roster/facility.ts).`,
    '',
    '| Instance | Budget | Hard | Cost found | Best known | Gap | First feasible | Best at | Target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.instances.map(
      (r) =>
        `| ${r.instance} | ${r.seconds} s${r.quick ? ' (quick)' : ''} | ${r.hard} | ${r.soft} | ${r.bestKnown ?? '–'} | ${r.gapPercent === null ? '–' : `${fmt(r.gapPercent)} %`} | ` +
        `${r.firstFeasibleSeconds === null ? 'never' : `${fmt(r.firstFeasibleSeconds, 2)} s`} | ${fmt(r.bestSeconds)} s | ${verdict(r)} |`,
    ),
    '',
  ];
  return lines.join('\n');
};
