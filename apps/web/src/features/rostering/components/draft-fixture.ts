import type { DraftAnswer } from '@careroster/shared/api/rostering/drafts';
import { buildFacilityProblem } from '@careroster/shared/rostering/facility-problem';
import { emptyRoster } from '@careroster/shared/rostering/model';
import { defaultWorkRules } from '@careroster/shared/rostering/work-rules';
import type { ReadyDraft } from './draft-editor';

/** A small real problem (issue 29): one week from Sunday 2026-11-29, three RNs on a day timing, one needed each day. */
export const T = { day: '00000000-0000-4000-8000-00000000000d' };
export const RN = '00000000-0000-4000-8000-0000000000a1';
export const ids = ['00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000102', '00000000-0000-4000-8000-000000000103'];
export const names = ['Ann Avery', 'Bea Brook', 'Cat Cole'];
export const START = '2026-11-29';

export function readyDraft(): ReadyDraft {
  const C = '00000000-0000-4000-8000-0000000000c1';
  const { problem } = buildFacilityProblem({
    unitId: 'unit',
    startDate: START,
    weeks: 1,
    timings: [{ id: T.day, code: 'D', startTime: '07:00' }],
    jobTitles: [{ id: RN, name: 'RN' }],
    lines: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ timingId: T.day, jobTitleId: RN, weekday, count: 1 })),
    booked: [],
    contracts: [{ id: C, name: 'Full time', rules: defaultWorkRules() }],
    members: ids.map((employeeId, i) => ({ employeeId, name: names[i]!, jobTitleId: RN, contractId: C, rotation: null })),
    requests: [],
    // Bea cannot work Sunday: the swap that gives her Ann's Sunday costs a hard point.
    unavailable: [{ employeeId: ids[1]!, date: START }],
  });
  const roster = emptyRoster(problem);
  for (let d = 0; d < 7; d++) roster[d % 3]![d] = 0;
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    unit_id: '00000000-0000-4000-8000-0000000000e1',
    unit_name: 'Palm Unit',
    start_date: START,
    weeks: 1,
    status: 'READY',
    hard: 0,
    soft: 0,
    created_at: '2026-11-20T10:00:00.000Z',
    published_at: null,
    progress: null,
    failure: null,
    version: 3,
    problem,
    roster,
    score: null,
    nurses: ids.map((employee_id, i) => ({ employee_id, name: names[i]!, job_title: 'Registered Nurse' })),
    shift_types: [{ timing_id: T.day, job_title_id: RN, code: 'D', colour: 'yellow', job_title: 'Registered Nurse' }],
    published: null,
  } satisfies DraftAnswer;
}
