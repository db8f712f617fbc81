import type { Area } from '../area';

/** The employee's file (issue 27): its tabs show on the employees area's detail page. */
export const recordsArea: Area = { name: 'records' };
