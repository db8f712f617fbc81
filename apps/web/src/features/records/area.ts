import type { Area } from '../area';
import { activeShiftKey, workHistoryKey } from './api/query-keys';

// A punch, an approval or a booking changes what the work history and the active shift show.
const fromWork = ['timecards.changed', 'missed-punches.changed', 'shifts.changed'] as const;

/** The employee's file (issue 27): its tabs show on the employees area's detail page. */
export const recordsArea: Area = {
  name: 'records',
  liveKeys: [
    { key: workHistoryKey, staleOn: fromWork },
    { key: activeShiftKey, staleOn: fromWork },
  ],
};
