import type { Area } from '../../platform/area';
import { facilityRoutes } from './routes';

/** The facility's profile, address and settings. */
export const facilityArea: Area = { name: 'facility', routes: facilityRoutes };

export { saveAreaSettings } from './area-settings';
export { insertFacility, type NewFacility } from './create-facility';
export {
  corporationFacilities,
  corporationFacilityIds,
  everyFacility,
  facilityClockRules,
  facilityCorporations,
  facilityNameOf,
  facilityNamesAndZones,
  facilityRow,
  lockFacility,
  type FacilityRow,
  workCalendarOf,
} from './shared-reads';
