import { currentFacilityId } from '../../../api/facility-scope';

/** The employees area's keys carry the facility id second, like the shifts area's (decision 009). */
export const employeesKey = (facilityId: string | null = currentFacilityId()) => ['employees', facilityId] as const;

export const devicesKey = (facilityId: string | null = currentFacilityId()) => ['devices', facilityId] as const;
