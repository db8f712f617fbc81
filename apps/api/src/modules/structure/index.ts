import type { Area } from '../../platform/area';
import { structureRoutes } from './routes';

/**
 * What a facility is made of (issue 28, decision 068): units with their subunits, floors,
 * departments, colours, supervisors, census per unit, and its master timing and master schedule.
 * It sits below shifts: shifts, staffing and timekeeping read it through this door.
 */
export const structureArea: Area = { name: 'structure', routes: structureRoutes };

export { departmentIdsByName, departmentNames, floorsOf, hasFloor, unitOf } from './reads';
export { inUnit, unitsWithParents } from './units';
// issue 28, charts: the dashboard's openings per unit
export { unitTops } from './unit-tops';
