import type { Area } from '../area';

/** The facility's structure and master schedule (issue 28): its sections show in Settings. */
export const structureArea: Area = { name: 'structure' };
