import type { Area } from '../../platform/area';
import { structureRoutes } from './routes';

/**
 * What a facility is made of (issue 28, decision 068): units with their subunits, floors,
 * departments, colours, supervisors, census per unit, and its master timing and master schedule.
 * It sits below shifts: shifts, staffing and timekeeping read it through this door.
 */
export const structureArea: Area = { name: 'structure', routes: structureRoutes, liveEvents: ['structure.changed'] };

export { departmentIdsByName, departmentNames, floorsOf, hasFloor, unitNames, unitOf } from './reads';
export { inUnit, unitsWithParents } from './units';
// issue 28, structure (decision 068): colours, supervisors and census per unit for the areas above.
export { unitCensusBetween, unitCensusTotals } from './census';
export { structureColours, supervisorEmailOf } from './door-reads';
// issue 28, master schedule (decision 069): the schedule's lines the shifts door generates openings from
export { masterPlanLines, type MasterPlanLine } from './master-schedule';
// issue 29, the roster builder: the timings its rotations, patterns and requests name
export { facilityTimings } from './master-timings';
// The demo seed starts each facility's timings as a facility's first read of the page does.
export { ensurePresetTimings } from './master-timings';
// issue 28, charts: the dashboard's openings per unit
export { unitTops } from './unit-tops';
