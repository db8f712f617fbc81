import { currentFacilityId } from '../../../api/facility-scope';

/** The facility id second, like every facility-scoped key (decision 009). */
export const overtimeKey = (facilityId: string | null = currentFacilityId()) => ['overtime', facilityId] as const;
