import type { Area } from '../../platform/area';
import { facilityRoutes } from './routes';

/** The facility's profile, address and settings, and its floors and units. */
export const facilityArea: Area = { name: 'facility', routes: facilityRoutes };

export { saveAreaSettings } from './area-settings';
export {
  corporationFacilities,
  everyFacility,
  facilityClockRules,
  facilityNameOf,
  facilityNamesAndZones,
  facilityRow,
  lockFacility,
  type FacilityRow,
  workCalendarOf,
} from './shared-reads';
export { departmentIdsByName, departmentNames, floorsOf, hasFloor, unitOf } from './structure';
export { inUnit, unitsWithParents } from './units';
