import { TARGET_GAP, type BUDGET_SECONDS } from './reference';

export type InstanceResult = {
  instance: string;
  set: keyof typeof BUDGET_SECONDS;
  seconds: number;
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

export type RosterResults = { date: string; machine: string; quick: boolean; instances: InstanceResult[] };

const fmt = (n: number | null, digits = 1): string => (n === null ? '–' : n.toFixed(digits));

const verdict = (r: InstanceResult): string => {
  if (r.hard > 0) return 'infeasible';
  if (r.gapPercent === null) return '–';
  return r.gapPercent <= TARGET_GAP[r.set] ? 'met' : 'not met';
};

export const renderMarkdown = (results: RosterResults): string => {
  const lines = [
    `Run of ${results.date} on ${results.machine}${results.quick ? ', **--quick** (a tenth of each budget)' : ''}; one seed per instance, one core.`,
    '',
    '| Instance | Budget | Hard | Cost found | Best known | Gap | First feasible | Best at | Target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...results.instances.map(
      (r) =>
        `| ${r.instance} | ${r.seconds} s | ${r.hard} | ${r.soft} | ${r.bestKnown ?? '–'} | ${r.gapPercent === null ? '–' : `${fmt(r.gapPercent)} %`} | ` +
        `${r.firstFeasibleSeconds === null ? 'never' : `${fmt(r.firstFeasibleSeconds, 2)} s`} | ${fmt(r.bestSeconds)} s | ${verdict(r)} (${TARGET_GAP[r.set]} %) |`,
    ),
    '',
  ];
  return lines.join('\n');
};
